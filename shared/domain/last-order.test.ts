import { describe, expect, it } from 'vitest';
import { cartStorageKey } from './cart.ts';
import {
  deserializeLastOrder,
  lastOrderKey,
  serializeLastOrder,
  type LastOrder,
} from './last-order.ts';

const order: LastOrder = {
  at: Date.UTC(2026, 10, 26, 9, 30),
  lines: [
    { itemId: 'i-karak', name: 'كرك', priceBaisa: 400, qty: 2, options: [] },
    {
      itemId: 'i-kahwa',
      name: 'Omani Kahwa ☕',
      priceBaisa: 500,
      qty: 1,
      options: [{ choiceId: 'c-large', name: 'Large', priceBaisa: 100 }],
    },
  ],
  totalBaisa: 1900,
  link: 'https://wa.me/96890000000?text=Hello',
};

describe('last order', () => {
  it('has one key per business, apart from its cart', () => {
    expect(lastOrderKey('democafe')).toBe('qr-menu:order:democafe');
    expect(lastOrderKey('democafe')).not.toBe(cartStorageKey('democafe'));
    expect(lastOrderKey('a')).not.toBe(lastOrderKey('b'));
  });

  it('round-trips through storage (an empty options list is dropped like the cart does)', () => {
    const back = deserializeLastOrder(serializeLastOrder(order));
    expect(back).toEqual({
      ...order,
      lines: [{ itemId: 'i-karak', name: 'كرك', priceBaisa: 400, qty: 2 }, order.lines[1]],
    });
  });

  it('reads nothing from a missing, broken or foreign record', () => {
    const stored = JSON.parse(serializeLastOrder(order)) as Record<string, unknown>;
    const variant = (change: Record<string, unknown>) =>
      deserializeLastOrder(JSON.stringify({ ...stored, ...change }));
    expect(deserializeLastOrder(null)).toBeNull();
    expect(deserializeLastOrder('')).toBeNull();
    expect(deserializeLastOrder('{nope')).toBeNull();
    expect(deserializeLastOrder('[]')).toBeNull();
    expect(variant({ v: 2 })).toBeNull();
    expect(variant({ at: 'yesterday' })).toBeNull();
    expect(variant({ totalBaisa: 1.5 })).toBeNull();
    expect(variant({ totalBaisa: -1 })).toBeNull();
    expect(variant({ lines: [] })).toBeNull();
    expect(variant({ lines: [{ itemId: '', name: 'x', priceBaisa: 1, qty: 1 }] })).toBeNull();
    // Only a WhatsApp link is ever offered again.
    expect(variant({ link: 'javascript:alert(1)' })).toBeNull();
    expect(variant({ link: 'https://evil.example/?wa.me' })).toBeNull();
  });

  it("keeps a recorded order's number and token, or why it went without them", () => {
    const token = 'ab'.repeat(32);
    expect(deserializeLastOrder(serializeLastOrder({ ...order, number: 12, token }))).toMatchObject(
      {
        number: 12,
        token,
      },
    );
    expect(
      deserializeLastOrder(serializeLastOrder({ ...order, unrecorded: 'connection' }))?.unrecorded,
    ).toBe('connection');
    // A tampered number or token is dropped; the order itself is still shown.
    const stored = JSON.parse(serializeLastOrder(order)) as Record<string, unknown>;
    const back = deserializeLastOrder(
      JSON.stringify({ ...stored, number: -3, token: '../x', unrecorded: 'whatever' }),
    );
    expect(back).not.toBeNull();
    expect(back).not.toHaveProperty('number');
    expect(back).not.toHaveProperty('token');
    expect(back).not.toHaveProperty('unrecorded');
  });
});
