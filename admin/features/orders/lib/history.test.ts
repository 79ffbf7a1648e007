import { describe, expect, it } from 'vitest';
import { toBoardOrder, type OrderRow } from './board.ts';
import {
  customerCleared,
  filterFromParams,
  filterParams,
  historyConditions,
  muscatRange,
  muscatTime,
  todayFilter,
} from './history.ts';

// 02:30 on 30 November in Muscat, still 29 November in UTC.
const NOW = new Date('2026-11-29T22:30:00Z');

function order(overrides: Partial<OrderRow> = {}) {
  return toBoardOrder({
    id: 'o1',
    business_id: 'b1',
    number: 1,
    business_day: '2026-11-30',
    status: 'completed',
    cancel_reason: null,
    cancel_code: null,
    repeat_of_number: null,
    order_type: 'pickup',
    table_label: null,
    lang: 'en',
    lines: [],
    items_baisa: 1000,
    delivery_fee_baisa: null,
    vat_baisa: null,
    total_baisa: 1000,
    customer_name: null,
    customer_address: null,
    customer_location: null,
    customer_note: null,
    payment: 'cash',
    created_at: '2026-11-29T22:00:00Z',
    status_changed_at: '2026-11-29T22:00:00Z',
    ...overrides,
  });
}

describe('the history filter and the address', () => {
  it('defaults to today in Muscat, not in UTC', () => {
    expect(todayFilter(NOW)).toMatchObject({ from: '2026-11-30', to: '2026-11-30' });
    expect(filterFromParams(new URLSearchParams(), NOW)).toEqual(todayFilter(NOW));
  });

  it('reads every filter back from the parameters it writes', () => {
    const filter = {
      from: '2026-11-01',
      to: '2026-11-15',
      status: 'cancelled',
      type: 'dine_in',
      table: 'Terrace 1',
      payment: 'card',
      search: 'Salim',
    } as const;
    const params = filterParams(filter, NOW);
    expect(params.toString()).toBe(
      'from=2026-11-01&to=2026-11-15&status=cancelled&type=dine_in&table=Terrace+1&payment=card&q=Salim',
    );
    expect(filterFromParams(params, NOW)).toEqual(filter);
    expect(filterParams(todayFilter(NOW), NOW).toString()).toBe('');
  });

  it('drops unknown values, and puts a reversed range the right way round', () => {
    const params = new URLSearchParams(
      'from=2026-11-20&to=2026-11-02&status=lost&type=drive&payment=gold',
    );
    expect(filterFromParams(params, NOW)).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-20',
      status: '',
      type: '',
      payment: '',
    });
    expect(filterFromParams(new URLSearchParams('from=yesterday'), NOW).from).toBe('2026-11-30');
  });
});

describe('what the filter asks of the orders table', () => {
  it('a Muscat day is 20:00 UTC the day before to 20:00 UTC', () => {
    expect(muscatRange('2026-11-30', '2026-11-30')).toEqual({
      start: '2026-11-29T20:00:00.000Z',
      end: '2026-11-30T20:00:00.000Z',
    });
    expect(muscatRange('2026-11-01', '2026-11-30').end).toBe('2026-11-30T20:00:00.000Z');
  });

  it('today, unfiltered: only the created_at range', () => {
    expect(historyConditions(todayFilter(NOW))).toEqual([
      { op: 'gte', column: 'created_at', value: '2026-11-29T20:00:00.000Z' },
      { op: 'lt', column: 'created_at', value: '2026-11-30T20:00:00.000Z' },
    ]);
  });

  it('each chosen value is an equality on its column', () => {
    const conditions = historyConditions({
      ...todayFilter(NOW),
      status: 'ready',
      type: 'delivery',
      table: '5',
      payment: 'card',
    });
    expect(conditions.slice(2)).toEqual([
      { op: 'eq', column: 'status', value: 'ready' },
      { op: 'eq', column: 'order_type', value: 'delivery' },
      { op: 'eq', column: 'table_label', value: '5' },
      { op: 'eq', column: 'payment', value: 'card' },
    ]);
  });

  it('a number (with or without #) is the order number; other text is part of the name', () => {
    const search = (text: string) => historyConditions({ ...todayFilter(NOW), search: text })[2];
    expect(search('12')).toEqual({ op: 'eq', column: 'number', value: 12 });
    expect(search(' #7 ')).toEqual({ op: 'eq', column: 'number', value: 7 });
    expect(search('sal')).toEqual({ op: 'or', value: 'customer_name.ilike."*sal*"' });
    // Commas, quotes and like wildcards stay the customer's text.
    expect(search('a,b"%')).toEqual({ op: 'or', value: 'customer_name.ilike."*a,b\\"\\\\%*"' });
    expect(search('سالم')).toEqual({ op: 'or', value: 'customer_name.ilike."*سالم*"' });
    expect(search('   ')).toBeUndefined();
  });
});

describe('an order in the history', () => {
  it('its time is Muscat time', () => {
    expect(muscatTime('2026-11-29T22:05:00Z')).toBe('02:05');
  });

  it('is marked cleared only past the retention days and without any customer detail', () => {
    const old = { created_at: '2026-10-01T10:00:00Z' };
    expect(customerCleared(order(old), 30, NOW)).toBe(true);
    expect(customerCleared(order(), 30, NOW)).toBe(false);
    expect(customerCleared(order({ ...old, customer_name: 'Salim' }), 30, NOW)).toBe(false);
    expect(customerCleared(order(old), 90, NOW)).toBe(false);
  });
});
