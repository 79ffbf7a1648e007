import { describe, expect, it } from 'vitest';
import { CART_TEXTS } from './cart-texts.ts';
import type { MenuBusiness } from './menu-types.ts';
import { checkOrder, openStateText, orderView } from './order.ts';

const business: MenuBusiness = {
  id: 'b',
  name: 'Demo Cafe',
  name_ar: '',
  slug: 'democafe',
  category: null,
  description: null,
  description_ar: null,
  whatsapp: '96890000000',
  banner_url: null,
  headline: null,
  headline_ar: null,
  languages: ['en'],
  primary_language: 'en',
  order_types: ['dine-in', 'pickup'],
  table_labels: ['1', '5'],
  delivery_fee: null,
  delivery_minimum: null,
  opening_hours: Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]),
  temporarily_closed: false,
  closed_checkout: 'disabled',
};
const noon = new Date('2026-11-23T12:00:00+04:00');
const night = new Date('2026-11-23T23:30:00+04:00');

describe('the order in the cart chunk', () => {
  it('starts a table customer on dine-in and says open until 23:00', () => {
    const view = orderView({ business, requestedTable: '5', form: undefined }, noon);
    expect(view.table).toBe('5');
    expect(view.form.orderType).toBe('dine-in');
    expect(openStateText(view.open, CART_TEXTS.en)).toBe('Open now · closes 23:00');
    expect(openStateText(view.open, CART_TEXTS.ar)).toBe('مفتوح الآن · يغلق 23:00');
  });

  it('refuses an order while closed unless the business takes pre-orders', () => {
    const context = { business, requestedTable: '5', form: undefined };
    expect(checkOrder(context, 500, night)).toEqual({ ok: false, problems: [] });
    expect(openStateText(orderView(context, night).open, CART_TEXTS.en)).toBe(
      'Closed now · opens tomorrow 06:00',
    );
    const preorder = { ...context, business: { ...business, closed_checkout: 'preorder' } };
    expect(checkOrder(preorder, 500, night)).toEqual({
      ok: true,
      details: { type: 'dine-in', table: '5' },
    });
  });

  it('names what stops a pickup without a name', () => {
    const form = { orderType: 'pickup' as const, name: ' ', address: '', note: '' };
    expect(checkOrder({ business, requestedTable: undefined, form }, 500, noon)).toEqual({
      ok: false,
      problems: ['name'],
    });
  });

  it('behaves as before order settings for a backend that sends no order settings', () => {
    const old = { ...business } as Partial<MenuBusiness>;
    delete old.order_types;
    delete old.opening_hours;
    const view = orderView(
      { business: old as MenuBusiness, requestedTable: '5', form: undefined },
      night,
    );
    expect(view.settings.orderTypes).toEqual(['dine-in']);
    expect(view.open).toEqual({ kind: 'unknown' });
  });
});
