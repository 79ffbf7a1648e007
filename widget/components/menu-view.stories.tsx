import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  addItem,
  addLine,
  decrementItem,
  incrementLine,
  type Cart,
} from '../../shared/domain/cart.ts';
import { toCartItem } from '../cart-items.ts';
import type { PublicMenu } from '../menu-types.ts';
import {
  arabicMenu,
  demoMenu,
  emptyMenu,
  hundredItemsMenu,
  longNamesMenu,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant, spicyShakshuka } from '../stories/option-fixtures.ts';
import { MenuView } from './menu-view.tsx';

interface PlaygroundProps {
  menu: PublicMenu;
  initialCart?: Cart;
  initiallyOpen?: boolean;
  onCheckout: () => void;
}

/** The whole loaded menu with a working cart, as <qr-menu> shows it (minus the request). */
function Playground({ menu, initialCart, initiallyOpen, onCheckout }: PlaygroundProps) {
  const [cart, setCart] = useState<Cart>(initialCart ?? { lines: [] });
  return (
    <WidgetFrame>
      <MenuView
        menu={menu}
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
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { menu: demoMenu, onCheckout: fn() },
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
/** An Arabic menu on a right-to-left host page: the panel slides in from the left. */
export const ArabicNames: Story = {
  args: { menu: arabicMenu },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

/** Issue 13: Karak Tea opens its sheet, a sold-out croissant, badges as filter chips. */
export const OptionsSoldOutAndBadges: Story = {
  args: {
    menu: {
      ...demoMenu,
      items: [karakWithOptions, ...demoMenu.items.slice(1), soldOutCroissant, spicyShakshuka],
    },
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
