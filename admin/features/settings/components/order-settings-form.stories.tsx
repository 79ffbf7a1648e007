import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderSettingsForm } from './order-settings-form.tsx';
import '../../../lib/ui/tokens.css';

const cafe = {
  order_types: ['dine-in', 'pickup', 'delivery'],
  table_labels: ['1', '2', '3', '4', 'Terrace 1', 'Terrace 2'],
  delivery_fee: 0.5,
  delivery_minimum: 3,
  opening_hours: [
    [{ opens: '06:00', closes: '23:00' }],
    [{ opens: '06:00', closes: '23:00' }],
    [{ opens: '06:00', closes: '23:00' }],
    [{ opens: '06:00', closes: '23:00' }],
    [{ opens: '06:00', closes: '01:00' }],
    [
      { opens: '06:00', closes: '11:00' },
      { opens: '16:00', closes: '01:00' },
    ],
    [],
  ],
  temporarily_closed: false,
  closed_checkout: 'disabled',
  prices_include_vat: true,
  payment_for: [],
  outside_window: 'grey',
  records_orders: true,
  order_retention_days: 30,
  ticket_paper_mm: 80,
};

const meta = {
  title: 'Settings/OrderSettingsForm',
  component: OrderSettingsForm,
  args: { initial: cafe, onSave: fn(async () => true), onInvalid: fn() },
} satisfies Meta<typeof OrderSettingsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DemoCafe: Story = {};
export const NewBusiness: Story = {
  args: {
    initial: {
      ...cafe,
      order_types: ['dine-in'],
      table_labels: [],
      delivery_fee: null,
      delivery_minimum: null,
      opening_hours: null,
    },
  },
};
/** Dishes outside their serving times are hidden rather than greyed. */
export const HidesDishesOutsideTheirTimes: Story = {
  args: { initial: { ...cafe, outside_window: 'hide' } },
};
export const TemporarilyClosed: Story = {
  args: { initial: { ...cafe, temporarily_closed: true, closed_checkout: 'preorder' } },
};
/** The superadmin's view: the same form, every control disabled, no save button. */
export const ReadOnly: Story = { render: (args) => <OrderSettingsForm initial={args.initial} /> };

/** Prices without VAT (the cart adds VAT 5%), and delivery customers say cash or card. */
export const VatAndPayment: Story = {
  args: { initial: { ...cafe, prices_include_vat: false, payment_for: ['pickup', 'delivery'] } },
};
