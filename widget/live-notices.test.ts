import { describe, expect, it } from 'vitest';
import type { Cart } from '../shared/domain/cart.ts';
import { lineLabel } from './line-label.ts';
import { liveNotices } from './live-notices.ts';
import type { MenuItem, PublicMenu } from './menu-types.ts';
import { reviewRestored } from './option-groups.ts';

const rules = { reviewRestored, lineLabel };

function item(
  id: string,
  name: string,
  name_ar: string,
  price: number,
  extra: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    name,
    name_ar,
    description: null,
    description_ar: null,
    price,
    image_url: null,
    category_id: null,
    ...extra,
  };
}

function menuOf(...items: MenuItem[]): PublicMenu {
  return {
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
    },
    categories: [],
    items,
  };
}

const karak = item('k', 'Karak', 'كرك', 0.5);
const shawarma = item('s', 'Shawarma', 'شاورما', 1.2);
const before = menuOf(karak, shawarma);
const cartOf = (...lines: Array<[MenuItem, number]>): Cart => ({
  lines: lines.map(([i, qty]) => ({ itemId: i.id, name: i.name, priceBaisa: i.price * 1000, qty })),
});
const empty: Cart = { lines: [] };

describe('liveNotices: what an owner’s change tells a customer holding the menu open', () => {
  it('a dish in the cart sold out: taken out, said so, in English and Arabic', () => {
    const after = menuOf({ ...karak, sold_out: true }, shawarma);
    const cart = cartOf([karak, 2], [shawarma, 1]);
    expect(liveNotices(before, after, cart, null, 'en', rules)).toEqual([
      'Karak is now sold out, taken out of your cart',
    ]);
    expect(liveNotices(before, after, cart, null, 'ar', rules)).toEqual([
      'كرك: نفدت الكمية الآن، فأزلناه من سلتك',
    ]);
  });

  it('a dish in the cart hidden or deleted, and a new price, each told', () => {
    const after = menuOf(item('s', 'Shawarma', 'شاورما', 1.4));
    expect(
      liveNotices(before, after, cartOf([karak, 1], [shawarma, 1]), null, 'en', rules),
    ).toEqual([
      'Karak is no longer on the menu, taken out of your cart',
      'Shawarma now costs 1.400 OMR (was 1.200 OMR)',
    ]);
  });

  it('the open sheet’s dish: sold out, gone or re-priced, even with an empty cart', () => {
    expect(
      liveNotices(before, menuOf({ ...karak, sold_out: true }), empty, 'k', 'en', rules),
    ).toEqual(['Karak is now sold out']);
    expect(liveNotices(before, menuOf(shawarma), empty, 'k', 'ar', rules)).toEqual([
      'كرك: لم يعد في القائمة',
    ]);
    expect(
      liveNotices(before, menuOf(item('k', 'Karak', 'كرك', 0.6)), empty, 'k', 'en', rules),
    ).toEqual(['Karak now costs 0.600 OMR (was 0.500 OMR)']);
  });

  it('the sheet’s dish already told as a cart line is told once', () => {
    const after = menuOf({ ...karak, sold_out: true }, shawarma);
    expect(liveNotices(before, after, cartOf([karak, 1]), 'k', 'en', rules)).toHaveLength(1);
  });

  it('nothing the customer holds changed: nothing to tell', () => {
    const after = menuOf(karak, { ...shawarma, sold_out: true }, item('n', 'New', 'جديد', 2));
    expect(liveNotices(before, after, cartOf([karak, 3]), 'k', 'en', rules)).toEqual([]);
    // A dish back in stock or renamed is no bad news.
    expect(
      liveNotices(
        menuOf({ ...karak, sold_out: true }),
        menuOf({ ...karak, name: 'Karak tea' }),
        empty,
        'k',
        'en',
        rules,
      ),
    ).toEqual([]);
  });
});
