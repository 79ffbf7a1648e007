import { describe, expect, it } from 'vitest';
import { clockMenu, unavailableInCart } from './clock-menu.ts';
import type { MenuItem, PublicMenu } from './menu-types.ts';

const breakfast = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }];
const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: id,
  name_ar: id,
  description: null,
  description_ar: null,
  price: 1,
  image_url: null,
  category_id: 'food',
  ...extra,
});
const menu = (business: Partial<PublicMenu['business']> = {}): PublicMenu => ({
  business: {
    id: 'b',
    name: 'Cafe',
    name_ar: 'مقهى',
    slug: 'cafe',
    category: null,
    description: null,
    description_ar: null,
    whatsapp: '96890000000',
    banner_url: null,
    headline: null,
    headline_ar: null,
    languages: ['en', 'ar'],
    primary_language: 'en',
    ...business,
  },
  categories: [{ id: 'food', name: 'Food', name_ar: 'طعام', sort_order: 1 }],
  items: [
    item('eggs', { windows: breakfast }),
    item('tea'),
    item('cake', { sold_out: true, sold_out_until: '2026-11-27T02:00:00Z' }),
  ],
});
const muscat = (at: string) => new Date(`${at}+04:00`);

describe('clockMenu', () => {
  it('greys a dish outside its window with its hours, and leaves the menu alone otherwise', () => {
    const source = menu();
    const noon = clockMenu(source, 'en', muscat('2026-11-26T12:00:00'));
    expect(noon.items[0]).toMatchObject({ sold_out: true, closed: 'Available 06:00\u201111:00' });
    // A dish with nothing to change is the same object, so the card does not re-render.
    expect(noon.items[1]).toBe(source.items[1]);
    const ar = clockMenu(source, 'ar', muscat('2026-11-26T12:00:00'));
    expect(ar.items[0]?.closed).toBe('متاح \u206606:00\u201111:00\u2069');
    // At 07:00, before the cake's "until": nothing changes at all.
    const morning = { ...source, items: source.items.slice(0, 2) };
    expect(clockMenu(morning, 'en', muscat('2026-11-26T07:00:00'))).toBe(morning);
  });

  it('hides it instead when the business chooses so', () => {
    const hidden = clockMenu(menu({ outside_window: 'hide' }), 'en', muscat('2026-11-26T12:00:00'));
    expect(hidden.items.map((i) => i.id)).toEqual(['tea', 'cake']);
  });

  it('makes a "sold out until" dish orderable once its instant has passed', () => {
    const before = clockMenu(menu(), 'en', muscat('2026-11-27T05:59:00'));
    expect(before.items[2]?.sold_out).toBe(true);
    const after = clockMenu(menu(), 'en', muscat('2026-11-27T06:00:00'));
    expect(after.items[2]?.sold_out).toBe(false);
  });

  it('follows the special period in force: its category entry lifts the window', () => {
    const ramadan = menu({
      special_periods: [
        {
          id: 'p',
          name: 'Ramadan',
          name_ar: 'رمضان',
          starts_on: '2026-11-26',
          ends_on: '2026-11-26',
          opening_hours: Array.from({ length: 7 }, () => [{ opens: '19:00', closes: '03:00' }]),
          windows: { food: null },
        },
      ],
    });
    expect(clockMenu(ramadan, 'en', muscat('2026-11-26T12:00:00')).items[0]?.closed).toBe(
      undefined,
    );
    expect(clockMenu(ramadan, 'en', muscat('2026-11-27T12:00:00')).items[0]?.closed).toBe(
      'Available 06:00\u201111:00',
    );
  });
});

describe('unavailableInCart', () => {
  it('names the cart’s dishes not served now, hidden ones included', () => {
    const cart = {
      lines: [
        { itemId: 'eggs', name: 'Eggs', priceBaisa: 1000, qty: 1 },
        { itemId: 'tea', name: 'Tea', priceBaisa: 1000, qty: 2 },
      ],
    };
    expect(unavailableInCart(menu(), cart, 'en', muscat('2026-11-26T12:00:00'))).toEqual(['Eggs']);
    expect(
      unavailableInCart(
        menu({ outside_window: 'hide' }),
        cart,
        'en',
        muscat('2026-11-26T12:00:00'),
      ),
    ).toEqual(['Eggs']);
    expect(unavailableInCart(menu(), cart, 'en', muscat('2026-11-26T08:00:00'))).toEqual([]);
  });
});
