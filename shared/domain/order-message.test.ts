import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart, type CartItem } from './cart.ts';
import { addItem } from './cart-edit.ts';
import { cartTotalBaisa } from './cart.ts';
import { vatBaisa } from './vat.ts';
import {
  RLM,
  buildOrderMessage,
  isMapsLink,
  mapsLink,
  orderTotals,
  whatsappLink,
} from './order-message.ts';

const karak: CartItem = { itemId: 'k', name: 'Karak Tea', priceBaisa: 200 };
const shawarma: CartItem = { itemId: 's', name: 'Chicken Shawarma', priceBaisa: 1200 };

function cartOf(...items: CartItem[]): Cart {
  return items.reduce(addItem, emptyCart);
}

/** Splits a wa.me link into the number and the decoded text, as WhatsApp itself would. */
function readLink(link: string): { number: string; text: string | null } {
  const url = new URL(link);
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}

describe('buildOrderMessage', () => {
  it('matches the docs/architecture.md example exactly', () => {
    const cart = cartOf(karak, karak, shawarma);
    expect(buildOrderMessage('Demo Cafe', cart)).toBe(
      [
        'Hello Demo Cafe, I would like to order:',
        '2 x Karak Tea - 0.400 OMR',
        '1 x Chicken Shawarma - 1.200 OMR',
        'Total: 1.600 OMR',
      ].join('\n'),
    );
  });

  it('shows the line amount (qty x unit price) with three decimals', () => {
    const cart = cartOf(...Array.from({ length: 3 }, () => ({ ...karak, priceBaisa: 1 })));
    expect(buildOrderMessage('X', cart).split('\n')).toEqual([
      'Hello X, I would like to order:',
      '3 x Karak Tea - 0.003 OMR',
      'Total: 0.003 OMR',
    ]);
  });

  it('keeps Arabic names and emoji as they are', () => {
    const cart = cartOf({ itemId: 'a', name: 'شاي كرك ☕', priceBaisa: 150 });
    expect(buildOrderMessage('مقهى الشاي 🍵', cart)).toBe(
      [
        'Hello مقهى الشاي 🍵, I would like to order:',
        '1 x شاي كرك ☕ - 0.150 OMR',
        'Total: 0.150 OMR',
      ].join('\n'),
    );
  });

  it('keeps one line per item even when a name holds a line break', () => {
    const cart = cartOf({ itemId: 'a', name: 'Mixed\nGrill \r\n Platter', priceBaisa: 5000 });
    expect(buildOrderMessage('Line\nBreak Cafe', cart).split('\n')).toEqual([
      'Hello Line Break Cafe, I would like to order:',
      '1 x Mixed Grill Platter - 5.000 OMR',
      'Total: 5.000 OMR',
    ]);
  });

  it('totals an empty cart as zero', () => {
    expect(buildOrderMessage('Demo Cafe', emptyCart)).toBe(
      'Hello Demo Cafe, I would like to order:\nTotal: 0.000 OMR',
    );
  });
});

describe('buildOrderMessage with options, order details and in Arabic', () => {
  // The carts of docs/architecture.md "Order message": Karak 0.400 + Large 0.100 + Extra ginger 0.100.
  const options = (...names: Array<[string, number]>) =>
    names.map(([name, priceBaisa]) => ({ choiceId: name, name, priceBaisa }));
  const englishCart: Cart = {
    lines: [
      {
        itemId: 'k',
        name: 'Karak Tea',
        priceBaisa: 400,
        qty: 2,
        options: options(['Large', 100], ['Extra ginger', 100]),
      },
      { itemId: 's', name: 'Chicken Shawarma', priceBaisa: 1200, qty: 1 },
    ],
  };
  const arabicCart: Cart = {
    lines: [
      {
        ...englishCart.lines[0]!,
        name: 'كرك',
        options: options(['كبير', 100], ['زنجبيل إضافي', 100]),
      },
      { ...englishCart.lines[1]!, name: 'شاورما دجاج' },
    ],
  };

  it('matches the English example of docs/architecture.md exactly', () => {
    const message = buildOrderMessage('Demo Cafe', englishCart, 'en', {
      type: 'delivery',
      deliveryFeeBaisa: 500,
      vatBaisa: vatBaisa(cartTotalBaisa(englishCart) + 500),
      payment: 'cash',
      name: 'Ahmed',
      address: 'Al Khuwair, Way 3021, House 12',
      location: { latitude: 23.588, longitude: 58.3829 },
      note: 'Less sugar please',
    });
    // docs/architecture.md's example, character for character, without its Order no. line (recorded
    // orders add it between Order and Payment).
    expect(message).toBe(
      [
        'Hello Demo Cafe, I would like to order:',
        '2 x Karak Tea (Large, Extra ginger) - 1.200 OMR',
        '1 x Chicken Shawarma - 1.200 OMR',
        'Delivery fee: 0.500 OMR',
        'VAT 5%: 0.145 OMR',
        'Total: 3.045 OMR',
        'Order: Delivery',
        'Payment: Cash',
        'Name: Ahmed',
        'Address: Al Khuwair, Way 3021, House 12',
        'Location: https://maps.google.com/?q=23.58800,58.38290',
        'Note: Less sugar please',
      ].join('\n'),
    );
  });

  it('matches the Arabic example of docs/architecture.md exactly', () => {
    const message = buildOrderMessage('مقهى العرض', arabicCart, 'ar', {
      type: 'delivery',
      deliveryFeeBaisa: 500,
      vatBaisa: vatBaisa(cartTotalBaisa(arabicCart) + 500),
      payment: 'cash',
      name: 'أحمد',
      address: 'الخوير، سكة 3021، منزل 12',
      location: { latitude: 23.588, longitude: 58.3829 },
      note: 'سكر أقل من فضلك',
    });
    expect(message).toBe(
      [
        'مرحبا مقهى العرض، أود أن أطلب:',
        '2 × كرك (كبير، زنجبيل إضافي) - 1.200 ر.ع.',
        '1 × شاورما دجاج - 1.200 ر.ع.',
        'رسوم التوصيل: 0.500 ر.ع.',
        'ضريبة القيمة المضافة 5%: 0.145 ر.ع.',
        'المجموع: 3.045 ر.ع.',
        'نوع الطلب: توصيل',
        'الدفع: نقدا',
        'الاسم: أحمد',
        'العنوان: الخوير، سكة 3021، منزل 12',
        'الموقع: https://maps.google.com/?q=23.58800,58.38290',
        'ملاحظة: سكر أقل من فضلك',
      ].join('\n'),
    );
  });

  it('writes Card in both languages, and VAT without a fee for pickup', () => {
    const details = { type: 'pickup', payment: 'card', vatBaisa: 10 } as const;
    expect(buildOrderMessage('X', cartOf(karak), 'en', details).split('\n').slice(2)).toEqual([
      'VAT 5%: 0.010 OMR',
      'Total: 0.210 OMR',
      'Order: Pickup',
      'Payment: Card',
    ]);
    expect(buildOrderMessage('X', cartOf(karak), 'ar', details).split('\n').slice(2)).toEqual([
      'ضريبة القيمة المضافة 5%: 0.010 ر.ع.',
      'المجموع: 0.210 ر.ع.',
      'نوع الطلب: استلام',
      'الدفع: بطاقة',
    ]);
  });

  it('adds a location to delivery orders only, rounded to 5 decimals', () => {
    const location = { latitude: -0.123456, longitude: 179.999996 };
    expect(mapsLink(location)).toBe('https://maps.google.com/?q=-0.12346,180.00000');
    expect(buildOrderMessage('X', cartOf(karak), 'en', { type: 'pickup', location })).not.toContain(
      'Location',
    );
    expect(
      buildOrderMessage('X', cartOf(karak), 'en', { type: 'delivery', location })
        .split('\n')
        .at(-1),
    ).toBe('Location: https://maps.google.com/?q=-0.12346,180.00000');
  });

  it("is docs/guide/product.md section 9's three parts in Arabic too when nothing else is given", () => {
    const cart = cartOf(
      { itemId: 'k', name: 'كرك', priceBaisa: 200 },
      { itemId: 'k', name: 'كرك', priceBaisa: 200 },
      { itemId: 's', name: 'شاورما دجاج', priceBaisa: 1200 },
    );
    expect(buildOrderMessage('مقهى العرض', cart, 'ar')).toBe(
      [
        'مرحبا مقهى العرض، أود أن أطلب:',
        '2 × كرك - 0.400 ر.ع.',
        '1 × شاورما دجاج - 1.200 ر.ع.',
        'المجموع: 1.600 ر.ع.',
      ].join('\n'),
    );
  });

  it.each([
    [{ type: 'dine-in', table: '5' }, 'Order: Dine-in, Table 5', 'نوع الطلب: محلي، طاولة 5'],
    // A named table is its name: never "Table Terrace 1".
    [
      { type: 'dine-in', table: 'Terrace 1' },
      'Order: Dine-in, Terrace 1',
      'نوع الطلب: محلي، Terrace 1',
    ],
    [{ type: 'dine-in' }, 'Order: Dine-in', 'نوع الطلب: محلي'],
    [{ type: 'pickup' }, 'Order: Pickup', 'نوع الطلب: استلام'],
    [{ type: 'delivery' }, 'Order: Delivery', 'نوع الطلب: توصيل'],
  ] as const)('writes the order type %j in both languages', (details, en, ar) => {
    const cart = cartOf(karak);
    expect(buildOrderMessage('X', cart, 'en', details).split('\n').slice(2)).toEqual([
      'Total: 0.200 OMR',
      en,
    ]);
    expect(buildOrderMessage('X', cart, 'ar', details).split('\n').slice(2)).toEqual([
      'المجموع: 0.200 ر.ع.',
      ar,
    ]);
  });

  it('writes the order number for the day after the order type, in both languages', () => {
    const cart = cartOf(karak);
    const details = { type: 'delivery', deliveryFeeBaisa: 500, number: 12, name: 'Ahmed' } as const;
    expect(buildOrderMessage('X', cart, 'en', details).split('\n').slice(2)).toEqual([
      'Delivery fee: 0.500 OMR',
      'Total: 0.700 OMR',
      'Order: Delivery',
      'Order no.: 12',
      'Name: Ahmed',
    ]);
    expect(buildOrderMessage('X', cart, 'ar', details).split('\n').slice(2)).toEqual([
      'رسوم التوصيل: 0.500 ر.ع.',
      'المجموع: 0.700 ر.ع.',
      'نوع الطلب: توصيل',
      'رقم الطلب: 12',
      'الاسم: Ahmed',
    ]);
    // A business that does not record orders has no number: no line.
    expect(buildOrderMessage('X', cart, 'en', { type: 'pickup' })).not.toContain('Order no.');
  });

  it('leaves out what does not apply: the fee and address unless delivery, blank fields', () => {
    const message = buildOrderMessage('X', cartOf(karak), 'en', {
      type: 'pickup',
      deliveryFeeBaisa: 500,
      address: 'Somewhere',
      table: '7',
      name: '',
      note: 'Hot\nplease',
    });
    expect(message.split('\n')).toEqual([
      'Hello X, I would like to order:',
      '1 x Karak Tea - 0.200 OMR',
      'Total: 0.200 OMR',
      'Order: Pickup',
      'Note: Hot please',
    ]);
    const free = buildOrderMessage('X', cartOf(karak), 'en', {
      type: 'delivery',
      deliveryFeeBaisa: 0,
    });
    expect(free).not.toContain('Delivery fee');
  });

  it('puts an RLM only before an Arabic item line that would start left to right', () => {
    const cart = cartOf(
      { itemId: 'l', name: 'Latte لاتيه ☕', priceBaisa: 1500 },
      { itemId: 'k', name: 'كرك Karak', priceBaisa: 200 },
      { itemId: 'e', name: '☕ Espresso', priceBaisa: 900 },
    );
    expect(buildOrderMessage('Demo Cafe', cart, 'ar').split('\n')).toEqual([
      'مرحبا Demo Cafe، أود أن أطلب:',
      `${RLM}1 × Latte لاتيه ☕ - 1.500 ر.ع.`,
      '1 × كرك Karak - 0.200 ر.ع.',
      `${RLM}1 × ☕ Espresso - 0.900 ر.ع.`,
      'المجموع: 2.600 ر.ع.',
    ]);
    // English lines are left to right by their "x", so they never get a mark.
    expect(buildOrderMessage('Demo Cafe', cart, 'en')).not.toContain(RLM);
  });

  it('arrives intact through the wa.me link: Arabic, mixed names, emoji and the mark', () => {
    const cart = cartOf(
      { itemId: 'l', name: 'Latte لاتيه ☕', priceBaisa: 1500 },
      {
        itemId: 'k',
        name: 'كرك 🍵',
        priceBaisa: 200,
      },
    );
    const message = buildOrderMessage('مقهى العرض', cart, 'ar', { type: 'dine-in', table: 'A1' });
    const { number, text } = readLink(whatsappLink('+968 9123 4567', message));
    expect(number).toBe('96891234567');
    expect(text).toBe(message);
    expect(text?.split('\n')).toEqual([
      'مرحبا مقهى العرض، أود أن أطلب:',
      `${RLM}1 × Latte لاتيه ☕ - 1.500 ر.ع.`,
      '1 × كرك 🍵 - 0.200 ر.ع.',
      'المجموع: 1.700 ر.ع.',
      'نوع الطلب: محلي، A1',
    ]);
  });
});

describe('whatsappLink', () => {
  it('links to wa.me with digits only and the encoded message', () => {
    expect(whatsappLink('+968 9000 0000', 'Hi there')).toBe(
      'https://wa.me/96890000000?text=Hi%20there',
    );
  });

  it('carries the whole order, Arabic and emoji intact', () => {
    const cart = cartOf(
      { itemId: 'a', name: 'شاي كرك ☕', priceBaisa: 200 },
      { itemId: 'a', name: 'شاي كرك ☕', priceBaisa: 200 },
      { itemId: 'b', name: 'Shawarma 🌯 & Fries?', priceBaisa: 1250 },
    );
    const message = buildOrderMessage('مقهى #1 + Co.', cart);
    const link = whatsappLink('00968 9123-4567', message);
    expect(link).toMatch(/^https:\/\/wa\.me\/96891234567\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(readLink(link)).toEqual({
      number: '96891234567',
      text: [
        'Hello مقهى #1 + Co., I would like to order:',
        '2 x شاي كرك ☕ - 0.400 OMR',
        '1 x Shawarma 🌯 & Fries? - 1.250 OMR',
        'Total: 1.650 OMR',
      ].join('\n'),
    });
  });

  it('gives an Omani mobile number stored without its country code 968', () => {
    expect(whatsappLink('91234567', 'Hi')).toBe('https://wa.me/96891234567?text=Hi');
  });

  it('refuses to build a link to a number it cannot read', () => {
    expect(() => whatsappLink('123', 'Hi')).toThrow(RangeError);
  });
});

describe('isMapsLink', () => {
  it('accepts only the maps links the checkout makes', () => {
    expect(isMapsLink(mapsLink({ latitude: 23.58891, longitude: 58.38291 }))).toBe(true);
    expect(isMapsLink('https://maps.google.com/?q=-23.5,-58.3')).toBe(true);
    expect(isMapsLink('javascript:alert(1)')).toBe(false);
    expect(isMapsLink('https://maps.google.com.evil.test/?q=23.5,58.3')).toBe(false);
    expect(isMapsLink('https://maps.google.com/?q=23.5,58.3&x=1')).toBe(false);
  });
});

describe('orderTotals', () => {
  it("gives the message's own sums: a delivery's fee, the VAT line and their total", () => {
    const cart = cartOf(karak, karak, shawarma);
    const details = { type: 'delivery', deliveryFeeBaisa: 500, vatBaisa: 105 } as const;
    expect(orderTotals(cart, details)).toEqual({
      itemsBaisa: 1600,
      deliveryFeeBaisa: 500,
      vatBaisa: 105,
      totalBaisa: 2205,
    });
    expect(buildOrderMessage('X', cart, 'en', details).split('\n').slice(-4)).toEqual([
      'Delivery fee: 0.500 OMR',
      'VAT 5%: 0.105 OMR',
      'Total: 2.205 OMR',
      'Order: Delivery',
    ]);
    // A fee counts only for a delivery; no VAT line when prices include it.
    expect(orderTotals(cart, { type: 'pickup', deliveryFeeBaisa: 500 })).toEqual({
      itemsBaisa: 1600,
      deliveryFeeBaisa: 0,
      totalBaisa: 1600,
    });
  });
});
