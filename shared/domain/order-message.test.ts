import { describe, expect, it } from 'vitest';
import { addItem, emptyCart, type Cart, type CartItem } from './cart.ts';
import {
  buildOrderMessage,
  normalizeWhatsapp,
  whatsappLink,
  whatsappMessages,
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
  it('matches the ARCHITECTURE.md example exactly', () => {
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

describe('normalizeWhatsapp', () => {
  it.each([
    ['+968 9123 4567', '96891234567'],
    ['00968 9123 4567', '96891234567'],
    ['0096891234567', '96891234567'],
    ['96890000000', '96890000000'],
    ['+968-9123-4567', '96891234567'],
    ['+968 (9123) 4567', '96891234567'],
    ['(+968) 9123.4567', null],
    ['  +968 9123 4567  ', '96891234567'],
    ['+٩٦٨ ٩١٢٣ ٤٥٦٧', '96891234567'],
    ['+1 (555) 123-4567', '15551234567'],
    ['12345678', '12345678'],
    ['123456789012345', '123456789012345'],
  ])('reads %j as %j', (input, digits) => {
    const result = normalizeWhatsapp(input);
    if (digits === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, digits });
  });

  it('asks for a number when empty', () => {
    expect(normalizeWhatsapp('  ')).toEqual({ ok: false, message: 'Enter a WhatsApp number' });
  });

  it.each(['968 9123 4567 ext', 'abc', '+968 9123 4567+', '968/91234567', '+968_91234567', '+'])(
    'refuses the characters in %j',
    (input) => {
      expect(normalizeWhatsapp(input)).toEqual({
        ok: false,
        message: whatsappMessages.characters,
      });
    },
  );

  it.each(['1234567', '+968 123', '1234567890123456', '09123 4567', '0 9123 4567', '---'])(
    'refuses %j: too short, too long or without a country code',
    (input) => {
      expect(normalizeWhatsapp(input)).toEqual({
        ok: false,
        message:
          'Enter the WhatsApp number in international format with the country code, for example +968 9123 4567',
      });
    },
  );
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

  it('refuses to build a link to a number it cannot read', () => {
    expect(() => whatsappLink('123', 'Hi')).toThrow(new RangeError(whatsappMessages.length));
  });
});
