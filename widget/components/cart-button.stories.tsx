import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetFrame } from '../stories/fixtures.tsx';
import { CartButton } from './cart-button.tsx';

const meta = {
  title: 'Widget/CartButton',
  component: CartButton,
  decorators: [(Story) => <WidgetFrame>{Story()}</WidgetFrame>],
  args: { count: 3, totalBaisa: 2000, onOpen: fn() },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const OneItem: Story = { args: { count: 1, totalBaisa: 400 } };
export const LargeOrder: Story = { args: { count: 128, totalBaisa: 1_234_567 } };
/** Renders nothing: the button appears once the cart is non-empty. */
export const EmptyCart: Story = { args: { count: 0, totalBaisa: 0 } };
