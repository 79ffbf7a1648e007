import { describe, expect, it } from 'vitest';
import {
  conversionPercent,
  insightKeys,
  fillDays,
  lastDays,
  muscatDay,
  readInsights,
  readPlatformInsights,
  viewEvent,
} from './insights.ts';

describe('muscatDay', () => {
  it('turns over at midnight in Muscat, which is 20:00 UTC the day before', () => {
    expect(muscatDay(new Date('2026-11-22T19:59:59.999Z'))).toBe('2026-11-22');
    expect(muscatDay(new Date('2026-11-22T20:00:00.000Z'))).toBe('2026-11-23');
  });

  it('crosses months and years in Muscat time', () => {
    expect(muscatDay(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01');
    expect(muscatDay(new Date('2027-02-28T21:00:00Z'))).toBe('2027-03-01');
  });
});

describe('lastDays', () => {
  it('ends with the Muscat day, oldest first', () => {
    expect(lastDays(new Date('2026-03-01T21:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastDays(new Date('2026-11-23T08:00:00Z'), 90)).toHaveLength(90);
  });
});

describe('viewEvent', () => {
  const tables = ['5', 'Terrace 1'];

  it('is a table scan under the owner’s spelling of a known table', () => {
    expect(viewEvent(tables, ' terrace 1', '/democafe/menu', 'democafe')).toEqual({
      event: 'view',
      source: 'table',
      table_label: 'Terrace 1',
    });
  });

  it('is the hosted link for /{slug}/menu and menu.html, an unknown table ignored', () => {
    expect(viewEvent(tables, '99', '/democafe/menu', 'democafe')).toEqual({
      event: 'view',
      source: 'hosted',
    });
    expect(viewEvent([], null, '/democafe/menu/', 'democafe').source).toBe('hosted');
    expect(viewEvent([], null, '/menu.html', 'democafe').source).toBe('hosted');
  });

  it('is an embed anywhere else, including another business’s hosted page', () => {
    expect(viewEvent(tables, undefined, '/about-us', 'democafe').source).toBe('embed');
    expect(viewEvent(tables, undefined, '/othercafe/menu', 'democafe').source).toBe('embed');
  });
});

describe('insightKeys', () => {
  it('counts a table scan as a view by source and a view of that table', () => {
    expect(insightKeys({ event: 'view', source: 'table', table_label: '5' })).toEqual([
      { metric: 'table', dimension: '5' },
      { metric: 'view', dimension: 'table' },
    ]);
    expect(insightKeys({ event: 'view', source: 'embed' })).toEqual([
      { metric: 'view', dimension: 'embed' },
    ]);
  });

  it('keys adds by item and orders by the day alone', () => {
    expect(insightKeys({ event: 'add', item_id: 'i1' })).toEqual([
      { metric: 'add', dimension: 'i1' },
    ]);
    expect(insightKeys({ event: 'order', item_count: 2, total_baisa: 800 })).toEqual([
      { metric: 'order', dimension: '' },
    ]);
  });
});

describe('readInsights', () => {
  it('fills every day of the range, every source, and the conversion', () => {
    const insights = readInsights({
      from: '2026-11-21',
      to: '2026-11-23',
      daily: [{ day: '2026-11-22', views: '4', orders: 1, value_baisa: 800 }],
      sources: [{ source: 'table', views: '3' }],
      tables: [{ label: '5', views: 3 }],
      items: [{ item_id: 'i1', name: 'Karak Tea', name_ar: null, adds: '2' }],
      views: '4',
      orders: '1',
      order_items: 2,
      order_value_baisa: '800',
      recorded_orders: '3',
      recorded_value_baisa: '2400',
    });
    expect(insights.days).toEqual([
      { day: '2026-11-21', views: 0, orders: 0 },
      { day: '2026-11-22', views: 4, orders: 1 },
      { day: '2026-11-23', views: 0, orders: 0 },
    ]);
    expect(insights.sources).toEqual([
      { source: 'table', views: 3 },
      { source: 'hosted', views: 0 },
      { source: 'embed', views: 0 },
    ]);
    expect(insights.items).toEqual([{ itemId: 'i1', name: 'Karak Tea', nameAr: null, adds: 2 }]);
    expect(insights.orderValueBaisa).toBe(800);
    // Recorded orders are counted apart from checkout taps.
    expect(insights.recordedOrders).toBe(3);
    expect(insights.recordedValueBaisa).toBe(2400);
    expect(insights.conversion).toBe(0.25);
  });

  it('has a conversion of 0 without views', () => {
    const empty = readInsights({
      from: '2026-11-23',
      to: '2026-11-23',
      daily: [],
      sources: [],
      tables: [],
      items: [],
      views: 0,
      orders: 0,
      order_items: 0,
      order_value_baisa: 0,
    });
    expect(empty.conversion).toBe(0);
    // A backend from before recorded orders sends none: zero, not NaN.
    expect(empty.recordedOrders).toBe(0);
    expect(empty.recordedValueBaisa).toBe(0);
    expect(empty.days).toEqual([{ day: '2026-11-23', views: 0, orders: 0 }]);
  });
});

describe('conversionPercent', () => {
  it('rounds to a whole percent and shows a few orders among many views as <1%', () => {
    expect(conversionPercent(4, 1)).toEqual({ text: '25%', over: false });
    expect(conversionPercent(3, 2)).toEqual({ text: '67%', over: false });
    expect(conversionPercent(1000, 1)).toEqual({ text: '<1%', over: false });
    expect(conversionPercent(0, 0)).toEqual({ text: '0%', over: false });
  });

  it('caps at 100% and says so when more orders than views were recorded', () => {
    expect(conversionPercent(2, 3)).toEqual({ text: '100%', over: true });
    expect(conversionPercent(0, 1)).toEqual({ text: '100%', over: true });
    expect(conversionPercent(5, 5)).toEqual({ text: '100%', over: false });
  });
});

describe('fillDays', () => {
  it('gives every day of the range, across a month, with zeros for the days without figures', () => {
    expect(
      fillDays('2026-10-30', '2026-11-02T00:00:00', [
        { day: '2026-10-31', views: '4', orders: 1, value_baisa: 0 },
        { day: '2026-11-02T00:00:00+04:00', views: 1, orders: null, value_baisa: null },
      ]),
    ).toEqual([
      { day: '2026-10-30', views: 0, orders: 0 },
      { day: '2026-10-31', views: 4, orders: 1 },
      { day: '2026-11-01', views: 0, orders: 0 },
      { day: '2026-11-02', views: 1, orders: 0 },
    ]);
    expect(fillDays('2026-11-02', '2026-11-01', [])).toEqual([]);
  });
});

describe('readPlatformInsights', () => {
  it('fills the days and sums the range', () => {
    const platform = readPlatformInsights({
      from: '2026-11-22',
      to: '2026-11-23',
      businesses: '3',
      daily: [
        { day: '2026-11-22', views: '5', orders: null, value_baisa: null },
        { day: '2026-11-23T00:00:00', views: 2, orders: '1', value_baisa: 500 },
      ],
    });
    expect(platform).toEqual({
      businesses: 3,
      days: [
        { day: '2026-11-22', views: 5, orders: 0 },
        { day: '2026-11-23', views: 2, orders: 1 },
      ],
      views: 7,
      orders: 1,
    });
  });
});

describe('lastDays across the Muscat midnight', () => {
  it('moves the range a day on at 20:00 UTC', () => {
    expect(lastDays(new Date('2026-11-22T19:59:59Z'), 7)[6]).toBe('2026-11-22');
    expect(lastDays(new Date('2026-11-22T20:00:00Z'), 7)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });
});
