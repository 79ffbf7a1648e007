import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { serializeLastOrder } from '../../shared/domain/last-order.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { OrderSent } from './order-sent.tsx';

// What WhatsApp was opened with: two lines, one with a choice, and a delivery fee in the total.
const record = serializeLastOrder({
  at: Date.UTC(2026, 10, 23, 8, 5),
  lines: [
    { itemId: 'i-kahwa', name: 'Omani Kahwa', priceBaisa: 500, qty: 2 },
    {
      itemId: 'i-karak',
      name: 'Karak Tea',
      priceBaisa: 400,
      qty: 1,
      options: [{ choiceId: 'c-large', name: 'Large', priceBaisa: 100 }],
    },
  ],
  totalBaisa: 2000,
  deliveryFeeBaisa: 500,
  link: 'https://wa.me/96890000000?text=Hello',
});

const meta = {
  title: 'Widget/OrderSent',
  component: OrderSent,
  render: (args, { globals }) => (
    <WidgetFrame lang={localeOf(globals)}>
      <OrderSent {...args} lang={localeOf(globals)} />
    </WidgetFrame>
  ),
  argTypes: { lang: { control: false } },
  args: { lang: 'en', record, onDone: fn() },
} satisfies Meta<typeof OrderSent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterWhatsapp: Story = {};

/** Prices without VAT: the message's `VAT 5%` line is listed, and the total is what it adds up to. */
export const WithVat: Story = {
  args: {
    record: serializeLastOrder({
      ...JSON.parse(record),
      vatBaisa: 100,
      totalBaisa: 2100,
    }),
  },
};

/** Recorded, but too slowly on a weak signal: sent without a number, and the screen says so. */
export const WithoutNumber: Story = {
  args: {
    record: serializeLastOrder({
      ...JSON.parse(record),
      unrecorded: 'connection',
    }),
  },
};

/**
 * Recorded with its number: the screen reads the status through the token (in Storybook no
 * backend answers, so it shows New with the note that the status comes back online).
 */
export const WithNumber: Story = {
  args: {
    record: serializeLastOrder({ ...JSON.parse(record), number: 12, token: 'ab'.repeat(32) }),
  },
};
