import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { serializeLastOrder, type UnrecordedReason } from '../../shared/domain/last-order.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { OrderSent } from './order-sent.tsx';

// An order place_order refused with 429: sent on WhatsApp without a number, and the
// screen says which budget was spent, in the customer's language.
const recordFor = (unrecorded: UnrecordedReason) =>
  serializeLastOrder({
    at: Date.UTC(2026, 10, 29, 8, 5),
    lines: [{ itemId: 'i-kahwa', name: 'Omani Kahwa', priceBaisa: 500, qty: 2 }],
    totalBaisa: 1000,
    link: 'https://wa.me/96890000000?text=Hello',
    unrecorded,
  });

const meta = {
  title: 'Widget/OrderSent/Busy',
  component: OrderSent,
  render: (args, { globals }) => (
    <WidgetFrame lang={localeOf(globals)}>
      <OrderSent {...args} lang={localeOf(globals)} />
    </WidgetFrame>
  ),
  argTypes: { lang: { control: false } },
  args: { lang: 'en', record: recordFor('busy-menu'), onDone: fn() },
} satisfies Meta<typeof OrderSent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business's budget (remote orders, the general one, the day's numbers) is spent. */
export const BusyBusiness: Story = {};

/** This table has sent its budget of orders. */
export const BusyTable: Story = { args: { record: recordFor('busy-table') } };
