import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cartCss } from '../cart-styles.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { CheckoutForm } from './checkout-form.tsx';

const meta = {
  title: 'Widget/CheckoutForm',
  component: CheckoutForm,
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <style>{cartCss}</style>
        <div style={{ maxWidth: 420 }}>
          <CheckoutForm {...args} lang={lang} />
        </div>
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: {
    lang: 'en',
    settings: {
      orderTypes: ['dine-in', 'pickup', 'delivery'],
      tables: ['1', '5'],
      deliveryFeeBaisa: 500,
      deliveryMinimumBaisa: 3000,
      pricesIncludeVat: true,
      paymentFor: [],
    },
    table: null,
    form: { orderType: null, name: '', address: '', note: '' },
    onChange: fn(),
    problems: [],
    feeBaisa: 0,
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseOrderType: Story = {};
export const DineInAtTable: Story = {
  args: { table: '5', form: { orderType: 'dine-in', name: '', address: '', note: '' } },
};
export const DeliveryWithFee: Story = {
  args: {
    form: { orderType: 'delivery', name: 'Ahmed', address: 'Al Khuwair, Way 3021', note: '' },
    feeBaisa: 500,
  },
};
export const Problems: Story = {
  args: {
    form: { orderType: 'delivery', name: '', address: '', note: '' },
    problems: ['name', 'address', 'minimum'],
    feeBaisa: 500,
  },
};
export const ClosedPreOrder: Story = {
  args: {
    form: { orderType: 'pickup', name: 'Sara', address: '', note: 'Less sugar please' },
    closedNote: 'Closed now · opens 06:00. We are closed now: your order is sent as a pre-order.',
  },
};
export const OnlyDineIn: Story = {
  args: {
    settings: {
      orderTypes: ['dine-in'],
      tables: [],
      deliveryFeeBaisa: null,
      deliveryMinimumBaisa: null,
      pricesIncludeVat: true,
      paymentFor: [],
    },
    form: { orderType: 'dine-in', name: '', address: '', note: '' },
  },
};

/** Prices without VAT, cash or card asked for delivery, and a shared location beside the address. */
export const DeliveryWithVatPaymentAndLocation: Story = {
  args: {
    settings: {
      orderTypes: ['dine-in', 'pickup', 'delivery'],
      tables: [],
      deliveryFeeBaisa: 500,
      deliveryMinimumBaisa: null,
      pricesIncludeVat: false,
      paymentFor: ['delivery'],
    },
    form: {
      orderType: 'delivery',
      name: 'Ahmed',
      address: 'Al Khuwair, Way 3021, House 12',
      note: '',
      payment: 'cash',
      location: { latitude: 23.588, longitude: 58.3829 },
    },
    feeBaisa: 500,
    vatBaisa: 145,
  },
};
/** The customer tried to send without choosing how to pay. */
export const PaymentMissing: Story = {
  args: {
    settings: {
      orderTypes: ['pickup'],
      tables: [],
      deliveryFeeBaisa: null,
      deliveryMinimumBaisa: null,
      pricesIncludeVat: true,
      paymentFor: ['pickup'],
    },
    form: { orderType: 'pickup', name: 'Sara', address: '', note: '', payment: null },
    problems: ['payment'],
  },
};
