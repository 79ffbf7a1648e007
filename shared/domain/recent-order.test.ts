import { describe, expect, it } from 'vitest';
import {
  REPEAT_WINDOW_MS,
  forgetOrder,
  orderFingerprint,
  readRecentOrders,
  rememberOrder,
  sameRecentOrder,
} from './recent-order.ts';

const lines = [{ item_id: 'k', quantity: 2, unit_baisa: 300, choices: [] }];
const details = { type: 'dine-in', table: '2', name: '', note: '', lang: 'en' };
const at = Date.UTC(2026, 10, 29, 8, 0);

describe('recent orders', () => {
  it('fingerprints lines and details: the same send gives the same print, any change another', () => {
    const print = orderFingerprint(lines, details);
    expect(orderFingerprint(structuredClone(lines), { ...details })).toBe(print);
    expect(orderFingerprint([{ ...lines[0], quantity: 3 }], details)).not.toBe(print);
    expect(orderFingerprint(lines, { ...details, note: 'no sugar' })).not.toBe(print);
    expect(orderFingerprint(lines, { ...details, table: '3' })).not.toBe(print);
  });

  it('opens the same order again only for the same business, print and under 10 minutes', () => {
    const hash = orderFingerprint(lines, details);
    const orders = rememberOrder({}, 'democafe', { hash, at, record: 'R1' }, at);
    expect(sameRecentOrder(orders, 'democafe', hash, at + 60_000)?.record).toBe('R1');
    expect(sameRecentOrder(orders, 'democafe', hash, at + REPEAT_WINDOW_MS)).toBeNull();
    expect(sameRecentOrder(orders, 'othercafe', hash, at + 60_000)).toBeNull();
    expect(sameRecentOrder(orders, 'democafe', 'other', at + 60_000)).toBeNull();
  });

  it('survives storage as JSON, drops junk and old entries, and forgets a record on request', () => {
    let orders = rememberOrder({}, 'a', { hash: 'h', at, record: 'RA' }, at);
    orders = rememberOrder(orders, 'b', { hash: 'h', at: at + 1, record: 'RB' }, at + 1);
    const stored = readRecentOrders(JSON.stringify({ ...orders, junk: { hash: 1 } }));
    expect(Object.keys(stored)).toEqual(['a', 'b']);
    expect(readRecentOrders('not json')).toEqual({});
    expect(readRecentOrders('[1]')).toEqual({});
    const later = rememberOrder(
      stored,
      'c',
      { hash: 'h', at, record: 'RC' },
      at + 1 + REPEAT_WINDOW_MS,
    );
    expect(Object.keys(later)).toEqual(['c']);
    expect(Object.keys(forgetOrder(stored, 'RA'))).toEqual(['b']);
  });
});
