import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type Cart } from '../../shared/domain/cart.ts';
import { addItem, addLine, decrementItem, incrementLine } from '../../shared/domain/cart-edit.ts';
import { offeredLangs, type Lang } from '../../shared/domain/i18n.ts';
import { toCartItem } from '../cart-items.ts';
import type { PublicMenu } from '../menu-types.ts';
import {
  arabicMenu,
  demoMenu,
  emptyMenu,
  hundredItemsMenu,
  inLang,
  localeOf,
  longNamesMenu,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant, spicyShakshuka } from '../stories/option-fixtures.ts';
import { MenuView } from './menu-view.tsx';

interface PlaygroundProps {
  menu: PublicMenu;
  /** The toolbar's locale; the menu's own switch changes it within the story. */
  lang: Lang;
  initialCart?: Cart;
  initiallyOpen?: boolean;
  onCheckout: () => void;
}

/** The whole loaded menu with a working cart, as <qr-menu> shows it (minus the request). */
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
  title: 'Widget/QrMenu',
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

/** Issue 13: Karak Tea opens its sheet, a sold-out croissant, badges as filter chips. */
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
