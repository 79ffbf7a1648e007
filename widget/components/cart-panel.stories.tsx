import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NO_WHATSAPP } from '../qr-menu-app.tsx';
import { WidgetFrame } from '../stories/fixtures.tsx';
import { CartPanel } from './cart-panel.tsx';

const meta = {
  title: 'Widget/CartPanel',
  component: CartPanel,
  decorators: [(Story) => <WidgetFrame>{Story()}</WidgetFrame>],
  args: {
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
          name: 'Extra-large saffron and cardamom karak tea with evaporated milk and honey',
          priceBaisa: 1750,
          qty: 12,
        },
      ],
    },
  },
};
export const CheckoutError: Story = { args: { checkoutError: NO_WHATSAPP } };
