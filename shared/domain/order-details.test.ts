import { describe, expect, it } from 'vitest';
import { buildOrderMessage } from './order-message.ts';
import {
  checkoutProblems,
  defaultOrderSettings,
  deliveryFeeFor,
  deserializeCustomer,
  findTable,
  initialOrderType,
  orderDetailsFor,
  parseTableLabels,
  serializeCustomer,
  tableMenuUrl,
  type CheckoutForm,
  type OrderSettings,
} from './order-details.ts';

const all: OrderSettings = {
  orderTypes: ['dine-in', 'pickup', 'delivery'],
  tables: ['1', '2', 'Terrace 1'],
  deliveryFeeBaisa: 500,
  deliveryMinimumBaisa: 3000,
  pricesIncludeVat: true,
  paymentFor: [],
};
const form = (change: Partial<CheckoutForm>): CheckoutForm => ({
  orderType: null,
  name: '',
  address: '',
  note: '',
  ...change,
});

describe('parseTableLabels', () => {
  it('reads one label per line or comma and expands numbered runs', () => {
    expect(parseTableLabels('1-3\nTerrace 1-2, Bar\n\n  Window  seat ')).toEqual({
      ok: true,
      labels: ['1', '2', '3', 'Terrace 1', 'Terrace 2', 'Bar', 'Window seat'],
    });
    expect(parseTableLabels('')).toEqual({ ok: true, labels: [] });
  });

  it('refuses duplicates ignoring case, long labels and too many tables, naming the label', () => {
    expect(parseTableLabels('Bar\nbar')).toEqual({ ok: false, problem: 'duplicate', label: 'bar' });
    expect(parseTableLabels('1-5\n3')).toEqual({ ok: false, problem: 'duplicate', label: '3' });
    expect(parseTableLabels('x'.repeat(31))).toMatchObject({ ok: false, problem: 'length' });
    expect(parseTableLabels('1-250\nA 1-60')).toMatchObject({ ok: false, problem: 'count' });
  });

  it('keeps a run that is not one ("5-3") as a label of its own', () => {
    expect(parseTableLabels('5-3')).toEqual({ ok: true, labels: ['5-3'] });
  });
});

describe('findTable', () => {
  it("answers with the business's spelling, ignoring case and spaces", () => {
    expect(findTable(all.tables, ' terrace  1 ')).toBe('Terrace 1');
    expect(findTable(all.tables, '2')).toBe('2');
  });

  it('ignores unknown and missing labels', () => {
    expect(findTable(all.tables, '99')).toBeNull();
    expect(findTable(all.tables, null)).toBeNull();
    expect(findTable([], '1')).toBeNull();
  });

  it('builds the link a table card opens', () => {
    expect(tableMenuUrl('https://x.om/democafe/menu', 'Terrace 1')).toBe(
      'https://x.om/democafe/menu?table=Terrace%201',
    );
  });
});

describe('checkout rules', () => {
  it('preselects the only order type, or dine-in at a table', () => {
    expect(initialOrderType(all, '5')).toBe('dine-in');
    expect(initialOrderType(all, null)).toBeNull();
    expect(initialOrderType({ ...all, orderTypes: ['pickup'] }, null)).toBe('pickup');
    expect(initialOrderType({ ...all, orderTypes: ['pickup', 'delivery'] }, '5')).toBeNull();
  });

  it('needs an order type the business offers', () => {
    expect(checkoutProblems(form({}), all, 5000)).toEqual(['orderType']);
    expect(
      checkoutProblems(form({ orderType: 'delivery' }), { ...all, orderTypes: ['dine-in'] }, 0),
    ).toContain('orderType');
  });

  it('needs a name for pickup and delivery, and an address for delivery', () => {
    expect(checkoutProblems(form({ orderType: 'dine-in' }), all, 100)).toEqual([]);
    expect(checkoutProblems(form({ orderType: 'pickup', name: '  ' }), all, 100)).toEqual(['name']);
    expect(checkoutProblems(form({ orderType: 'delivery' }), all, 5000)).toEqual([
      'name',
      'address',
    ]);
  });

  it('refuses delivery below the minimum, counting items only', () => {
    const delivery = form({ orderType: 'delivery', name: 'Ahmed', address: 'Al Khuwair' });
    expect(checkoutProblems(delivery, all, 2999)).toEqual(['minimum']);
    expect(checkoutProblems(delivery, all, 3000)).toEqual([]);
    expect(checkoutProblems(delivery, { ...all, deliveryMinimumBaisa: null }, 1)).toEqual([]);
    expect(checkoutProblems({ ...delivery, orderType: 'pickup' }, all, 1)).toEqual([]);
  });

  it('charges the delivery fee on delivery only', () => {
    expect(deliveryFeeFor(all, 'delivery')).toBe(500);
    expect(deliveryFeeFor(all, 'pickup')).toBe(0);
    expect(deliveryFeeFor({ ...all, deliveryFeeBaisa: null }, 'delivery')).toBe(0);
  });
});

describe('orderDetailsFor', () => {
  it('gives a dine-in order at a table its table', () => {
    expect(orderDetailsFor(form({ orderType: 'dine-in' }), all, '5', 0)).toEqual({
      type: 'dine-in',
      table: '5',
    });
  });

  it('carries name, address, note and fee of a delivery, tidied', () => {
    expect(
      orderDetailsFor(
        form({
          orderType: 'delivery',
          name: ' Ahmed ',
          address: 'Al Khuwair,\nWay 3021',
          note: ' ',
        }),
        all,
        '5',
        0,
      ),
    ).toEqual({
      type: 'delivery',
      name: 'Ahmed',
      address: 'Al Khuwair, Way 3021',
      deliveryFeeBaisa: 500,
    });
  });

  it('drops an address typed before switching to pickup', () => {
    expect(
      orderDetailsFor(
        form({ orderType: 'pickup', name: 'Sara', address: 'Ruwi', note: 'Hot' }),
        all,
        null,
        0,
      ),
    ).toEqual({ type: 'pickup', name: 'Sara', note: 'Hot' });
  });

  it("adds nothing for a business's only order type with an empty form (today's message)", () => {
    const dineInOnly = { ...all, orderTypes: ['dine-in'] as const, tables: [] };
    expect(orderDetailsFor(form({ orderType: 'dine-in' }), dineInOnly, null, 0)).toEqual({});
  });
});

describe('remembered customer', () => {
  it('round-trips name and address and forgets anything unreadable', () => {
    const saved = serializeCustomer({ name: 'Ahmed', address: 'Al Khuwair' });
    expect(deserializeCustomer(saved)).toEqual({ name: 'Ahmed', address: 'Al Khuwair' });
    expect(deserializeCustomer('{oops')).toEqual({ name: '', address: '' });
    expect(deserializeCustomer(JSON.stringify({ v: 1, name: 3 }))).toEqual({
      name: '',
      address: '',
    });
    expect(deserializeCustomer(null)).toEqual({ name: '', address: '' });
  });
});

describe('the order message with checkout details (docs/architecture.md "Order message")', () => {
  const cart = {
    lines: [
      { itemId: 'k', name: 'Karak Tea', priceBaisa: 600, qty: 2 },
      { itemId: 's', name: 'Chicken Shawarma', priceBaisa: 1200, qty: 1 },
    ],
  };

  it("is exactly today's message for a business that set nothing", () => {
    const details = orderDetailsFor(
      form({ orderType: 'dine-in' }),
      defaultOrderSettings,
      null,
      2400,
    );
    expect(buildOrderMessage('Demo Cafe', cart, 'en', details)).toBe(
      'Hello Demo Cafe, I would like to order:\n' +
        '2 x Karak Tea - 1.200 OMR\n' +
        '1 x Chicken Shawarma - 1.200 OMR\n' +
        'Total: 2.400 OMR',
    );
  });

  it('carries the table of a dine-in order, in both languages', () => {
    const details = orderDetailsFor(form({ orderType: 'dine-in' }), all, '5', 0);
    expect(buildOrderMessage('Demo Cafe', cart, 'en', details)).toMatch(
      /Total: 2\.400 OMR\nOrder: Dine-in, Table 5$/,
    );
    expect(buildOrderMessage('مقهى العرض', cart, 'ar', details)).toMatch(
      /المجموع: 2\.400 ر\.ع\.\nنوع الطلب: محلي، طاولة 5$/,
    );
  });

  it('adds the fee to the total of a delivery and lists name, address and note', () => {
    const details = orderDetailsFor(
      form({ orderType: 'delivery', name: 'Ahmed', address: 'Al Khuwair', note: 'Ring twice' }),
      all,
      null,
      2400,
    );
    expect(buildOrderMessage('Demo Cafe', cart, 'en', details)).toBe(
      'Hello Demo Cafe, I would like to order:\n' +
        '2 x Karak Tea - 1.200 OMR\n' +
        '1 x Chicken Shawarma - 1.200 OMR\n' +
        'Delivery fee: 0.500 OMR\n' +
        'Total: 2.900 OMR\n' +
        'Order: Delivery\n' +
        'Name: Ahmed\n' +
        'Address: Al Khuwair\n' +
        'Note: Ring twice',
    );
  });

  it('adds VAT, payment and location for a business that excludes VAT and asks how you pay', () => {
    const settings: OrderSettings = { ...all, pricesIncludeVat: false, paymentFor: ['delivery'] };
    const values = form({
      orderType: 'delivery',
      name: 'Ahmed',
      address: 'Al Khuwair',
      payment: 'cash',
      location: { latitude: 23.588, longitude: 58.3829 },
    });
    expect(checkoutProblems({ ...values, payment: null }, settings, 3000)).toEqual(['payment']);
    expect(checkoutProblems(values, settings, 3000)).toEqual([]);
    const details = orderDetailsFor(values, settings, null, 2400);
    expect(details.vatBaisa).toBe(145);
    expect(buildOrderMessage('Demo Cafe', cart, 'en', details).split('\n').slice(3)).toEqual([
      'Delivery fee: 0.500 OMR',
      'VAT 5%: 0.145 OMR',
      'Total: 3.045 OMR',
      'Order: Delivery',
      'Payment: Cash',
      'Name: Ahmed',
      'Address: Al Khuwair',
      'Location: https://maps.google.com/?q=23.58800,58.38290',
    ]);
  });

  it('asks for payment only for the chosen order types, and forgets a location for pickup', () => {
    const settings: OrderSettings = { ...all, paymentFor: ['delivery'] };
    const pickup = form({
      orderType: 'pickup',
      name: 'Sara',
      payment: 'card',
      location: { latitude: 1, longitude: 2 },
    });
    expect(checkoutProblems({ ...pickup, payment: null }, settings, 0)).toEqual([]);
    expect(orderDetailsFor(pickup, settings, null, 1000)).toEqual({ type: 'pickup', name: 'Sara' });
  });

  it('takes a shared location instead of a typed address for delivery', () => {
    const delivery = form({ orderType: 'delivery', name: 'Ahmed' });
    expect(checkoutProblems(delivery, all, 3000)).toEqual(['address']);
    const located = { ...delivery, location: { latitude: 23.588, longitude: 58.3829 } };
    expect(checkoutProblems(located, all, 3000)).toEqual([]);
    expect(orderDetailsFor(located, all, null, 3000)).toEqual({
      type: 'delivery',
      name: 'Ahmed',
      location: { latitude: 23.588, longitude: 58.3829 },
      deliveryFeeBaisa: 500,
    });
  });
});
