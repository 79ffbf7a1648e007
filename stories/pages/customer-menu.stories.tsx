import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Cart } from '../../shared/domain/cart.ts';
import { addItem, addLine, decrementItem, incrementLine } from '../../shared/domain/cart-edit.ts';
import { offeredLangs, type Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { CART_TEXTS } from '../../widget/cart-texts.ts';
import { MENU_TEXTS } from '../../widget/i18n.ts';
import { toCartItem } from '../../widget/cart-items.ts';
import type { PublicMenu } from '../../widget/menu-types.ts';
import {
  arabicMenu,
  demoMenu,
  emptyMenu,
  hundredItemsMenu,
  inLang,
  localeOf,
  longNamesMenu,
  WidgetFrame,
} from '../../widget/stories/fixtures.tsx';
import {
  karakWithOptions,
  soldOutCroissant,
  spicyShakshuka,
} from '../../widget/stories/option-fixtures.ts';
import { MenuView } from '../../widget/components/menu-view.tsx';
import { NotFoundView } from '../../widget/components/status-views.tsx';

interface PlaygroundProps {
  menu: PublicMenu;
  /** The toolbar's locale; the menu's own switch changes it within the story. */
  lang: Lang;
  initialCart?: Cart;
  initiallyOpen?: boolean;
  onCheckout: () => void;
}

/**
 * The customer menu as a phone shows it (Storybook's mobile viewport): the whole loaded menu with a
 * working cart, as <qr-menu> renders it, minus the request.
 */
function Playground({
  menu,
  lang: initialLang,
  initialCart,
  initiallyOpen,
  onCheckout,
}: PlaygroundProps) {
  const [cart, setCart] = useState<Cart>(initialCart ?? { lines: [] });
  const [lang, setLang] = useState(initialLang);
  return (
    <WidgetFrame lang={lang}>
      <MenuView
        menu={inLang(menu, lang)}
        lang={lang}
        langs={offeredLangs(menu.business.languages)}
        onLangChange={setLang}
        cart={cart}
        initiallyOpen={initiallyOpen ?? false}
        onAdd={(item) => setCart((c) => addItem(c, toCartItem(item)))}
        onAddLine={(item, options, qty) =>
          setCart((c) => addLine(c, toCartItem(item), options, qty))
        }
        onIncrement={(key) => setCart((c) => incrementLine(c, key))}
        onDecrement={(key) => setCart((c) => decrementItem(c, key))}
        onCheckout={onCheckout}
      />
    </WidgetFrame>
  );
}

const meta = {
  title: 'Pages/Customer menu',
  component: Playground,
  // Keyed by the toolbar's locale so switching it there starts the story in that language.
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return <Playground key={lang} {...args} lang={lang} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  argTypes: { lang: { control: false } },
  args: { menu: demoMenu, lang: 'en', onCheckout: fn() },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

const someCart: Cart = {
  lines: [
    { itemId: 'karak', name: 'Karak Tea', priceBaisa: 400, qty: 2 },
    { itemId: 'platter', name: 'Omani Breakfast Platter', priceBaisa: 2750, qty: 1 },
  ],
};

export const Menu: Story = {};
export const WithCart: Story = { args: { initialCart: someCart } };
export const CartOpen: Story = { args: { initialCart: someCart, initiallyOpen: true } };
export const NoBanner: Story = {
  args: { menu: { ...demoMenu, business: { ...demoMenu.business, banner_url: null } } },
};
export const EmptyMenu: Story = { args: { menu: emptyMenu } };
export const LongNames: Story = { args: { menu: longNamesMenu } };
export const HundredItems: Story = { args: { menu: hundredItemsMenu } };
/** The bilingual demo menu in Arabic: right to left, with the English / العربية switch. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The Arabic cart: the panel slides in from the left, totals in ر.ع. */
export const ArabicCartOpen: Story = {
  args: {
    initialCart: {
      lines: [
        { itemId: 'karak', name: 'كرك', priceBaisa: 400, qty: 2 },
        { itemId: 'platter', name: 'فطور عماني', priceBaisa: 2750, qty: 1 },
      ],
    },
    initiallyOpen: true,
  },
  globals: { locale: 'ar' },
};
/** An Arabic-only business: no switch, names from the Arabic columns. */
export const ArabicOnly: Story = { args: { menu: arabicMenu }, globals: { locale: 'ar' } };

const optionsMenu: PublicMenu = {
  ...demoMenu,
  items: [karakWithOptions, ...demoMenu.items.slice(1), soldOutCroissant, spicyShakshuka],
};

/** Karak Tea opens its sheet, a sold-out croissant, badges as filter chips. */
export const OptionsSoldOutAndBadges: Story = {
  args: {
    menu: optionsMenu,
    initialCart: {
      lines: [
        {
          itemId: 'karak',
          name: 'Karak Tea',
          priceBaisa: 400,
          qty: 2,
          options: [
            { choiceId: 'large', name: 'Large', priceBaisa: 300 },
            { choiceId: 'ginger', name: 'Extra ginger', priceBaisa: 100 },
          ],
        },
      ],
    },
  },
};

export const OptionsSoldOutAndBadgesArabic: Story = {
  args: { menu: optionsMenu },
  globals: { locale: 'ar' },
};

/** A mistyped or retired link: the page a QR code for an unknown slug opens. */
export const NotFound: Story = {
  render: (_args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <NotFoundView lang={lang} />
      </WidgetFrame>
    );
  },
};

/**
 * A customer adds Omani Kahwa twice, opens the cart and closes it again: the cart button counts
 * and totals, the panel lists the line, and focus returns to the button (both languages).
 */
export const AddToCartAndOpenIt: Story = {
  play: async ({ canvasElement, globals }) => {
    const lang = localeOf(globals);
    const menuTexts = MENU_TEXTS[lang];
    const cartTexts = CART_TEXTS[lang];
    const kahwa = inLang(demoMenu, lang).items.find((item) => item.id === 'kahwa')!;
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: menuTexts.add(kahwa.name) });
    await userEvent.click(add);
    await userEvent.click(add);
    const cartLabel = menuTexts.viewCartLabel(2, formatPrice(2 * 500, lang));
    await userEvent.click(await canvas.findByRole('button', { name: cartLabel }));
    const panel = await canvas.findByRole('dialog');
    await expect(within(panel).getByText(kahwa.name)).toBeVisible();
    await expect(within(panel).getByLabelText(cartTexts.quantityOf(kahwa.name))).toHaveTextContent(
      '2',
    );
    await userEvent.click(within(panel).getByRole('button', { name: cartTexts.closeCart }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: cartLabel })).toHaveFocus());
  },
};

/** Karak Tea's sheet open over the menu: sizes and extras to choose before adding (both languages). */
export const ItemSheet: Story = {
  args: { menu: optionsMenu },
  play: async ({ canvasElement, globals }) => {
    const lang = localeOf(globals);
    const karak = inLang(optionsMenu, lang).items.find((item) => item.id === 'karak')!;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: MENU_TEXTS[lang].add(karak.name) }));
    const sheet = await canvas.findByRole('dialog');
    await expect(within(sheet).getByRole('heading', { name: karak.name })).toBeVisible();
  },
};
