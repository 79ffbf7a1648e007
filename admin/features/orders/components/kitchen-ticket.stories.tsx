import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { sampleOrder } from './fixtures.ts';
import './orders.css';

const meta = {
  title: 'Orders/KitchenTicket',
  component: KitchenTicket,
  args: { order: sampleOrder(), now: new Date(), busy: false, onAdvance: fn(), onPrint: fn() },
  render: (args) => (
    <div className="kitchen" style={{ minHeight: 0, maxWidth: '22rem' }}>
      <KitchenTicket {...args} />
    </div>
  ),
} satisfies Meta<typeof KitchenTicket>;
export default meta;

type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Ready: Story = {
  args: { order: sampleOrder({ status: 'ready', customer_note: null }) },
};
export const Pickup: Story = {
  args: { order: sampleOrder({ order_type: 'pickup', table_label: null, number: 3 }) },
};
