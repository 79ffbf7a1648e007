import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCard } from './order-card.tsx';
import { sampleDelivery, sampleOrder } from './fixtures.ts';
import './orders.css';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: {
    order: sampleOrder(),
    now: new Date(),
    busy: false,
    onAdvance: fn(),
    onCancel: fn(),
    onCancelRepeat: fn(),
    onPrint: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <OrderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewAtTable: Story = {};
export const Accepted: Story = { args: { order: sampleOrder({ status: 'accepted' }) } };
export const DeliveryWithDetails: Story = { args: { order: sampleDelivery() } };
export const Cancelled: Story = {
  args: { order: sampleOrder({ status: 'cancelled', cancel_code: 'sold_out' }) },
};
export const CancelledInOwnWords: Story = {
  args: { order: sampleOrder({ status: 'cancelled', cancel_reason: 'Out of milk' }) },
};
export const PossibleRepeat: Story = { args: { order: sampleOrder({ repeat_of_number: 11 }) } };
export const Saving: Story = { args: { busy: true } };
