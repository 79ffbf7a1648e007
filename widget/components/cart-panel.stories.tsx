import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CART_TEXTS } from '../cart-texts.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { CartPanel } from './cart-panel.tsx';

const meta = {
  title: 'Widget/CartPanel',
  component: CartPanel,
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <CartPanel {...args} lang={lang} />
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: {
    lang: 'en',
    cart: {
      lines: [
        { itemId: 'karak', name: 'Karak Tea', priceBaisa: 400, qty: 2 },
        { itemId: 'shawarma', name: 'Chicken Shawarma', priceBaisa: 1200, qty: 1 },
      ],
    },
    onClose: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
export const Empty: Story = { args: { cart: { lines: [] } } };
export const ArabicAndLongNames: Story = {
  args: {
    cart: {
      lines: [
        { itemId: 'ar1', name: 'شاي كرك', priceBaisa: 400, qty: 3 },
        {
          itemId: 'long',
          name: 'Extra-large saffron and cardamom karak tea with evaporated milk and a honey drizzle',
          priceBaisa: 1750,
          qty: 12,
        },
      ],
    },
  },
};
/** The Arabic cart: slides in from the left, totals in ر.ع., controls read right to left. */
export const Arabic: Story = {
  args: {
    cart: {
      lines: [
        { itemId: 'karak', name: 'كرك', priceBaisa: 200, qty: 2 },
        { itemId: 'shawarma', name: 'شاورما دجاج', priceBaisa: 1200, qty: 1 },
      ],
    },
  },
  globals: { locale: 'ar' },
};
export const CheckoutError: Story = { args: { checkoutError: CART_TEXTS.en.noWhatsapp } };
