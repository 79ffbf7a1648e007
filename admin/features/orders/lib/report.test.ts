import { describe, expect, it } from 'vitest';
import {
  canSeeReports,
  dayCount,
  daysFromParams,
  paperFromParams,
  quarterDays,
  quarterName,
  reportParams,
  scopeFromParams,
  typeStatusTable,
  type OrderReport,
} from './report.ts';

// 2026-08-14 21:30 UTC is already the 15th in Muscat (UTC+4).
const NOW = new Date('2026-08-14T21:30:00Z');

describe('the report days', () => {
  it('defaults to today in Muscat', () => {
    expect(daysFromParams(new URLSearchParams(), NOW)).toEqual({
      from: '2026-08-15',
      to: '2026-08-15',
    });
  });

  it('reads one day, a range, a reversed range and refuses nonsense', () => {
    expect(daysFromParams(new URLSearchParams('from=2026-08-01'), NOW)).toEqual({
      from: '2026-08-01',
      to: '2026-08-01',
    });
    expect(daysFromParams(new URLSearchParams('from=2026-08-10&to=2026-08-01'), NOW)).toEqual({
      from: '2026-08-01',
      to: '2026-08-10',
    });
    expect(daysFromParams(new URLSearchParams('from=yesterday&to=2026-13-45'), NOW)).toEqual({
      from: '2026-08-15',
      to: '2026-08-15',
    });
  });

  it('keeps a range to the 367 days the database answers', () => {
    const days = daysFromParams(new URLSearchParams('from=2020-01-01&to=2026-08-15'), NOW);
    expect(days.to).toBe('2026-08-15');
    expect(dayCount(days)).toBe(367);
  });

  it('writes only what differs from today on the roll', () => {
    expect(reportParams({ from: '2026-08-15', to: '2026-08-15' }, 'roll', NOW).toString()).toBe('');
    const params = reportParams({ from: '2026-07-01', to: '2026-09-30' }, 'a4', NOW);
    expect(params.toString()).toBe('from=2026-07-01&to=2026-09-30&paper=a4');
    expect(paperFromParams(params)).toBe('a4');
    expect(paperFromParams(new URLSearchParams('paper=letter'))).toBe('roll');
  });

  it('keeps all branches in the address, and reads anything else as the current branch', () => {
    const days = { from: '2026-08-15', to: '2026-08-15' };
    const all = reportParams(days, 'roll', NOW, 'all');
    expect(all.toString()).toBe('branches=all');
    expect(scopeFromParams(all)).toBe('all');
    expect(scopeFromParams(reportParams(days, 'roll', NOW))).toBe('branch');
    expect(scopeFromParams(new URLSearchParams('branches=some'))).toBe('branch');
  });

  it('finds this quarter and the last, across a new year', () => {
    expect(quarterDays('2026-08-15')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterDays('2026-08-15', 1)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterDays('2026-02-03', 1)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(quarterDays('2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterDays('2024-02-29')).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarterName({ from: '2026-07-01', to: '2026-09-30' })).toBe('Q3 2026');
    expect(quarterName({ from: '2026-07-01', to: '2026-09-29' })).toBeNull();
  });
});

describe('who sees reports', () => {
  it('is the owner and managers only', () => {
    expect(canSeeReports('owner')).toBe(true);
    expect(canSeeReports('manager')).toBe(true);
    for (const role of ['cashier', 'kitchen', 'board', null, undefined, '']) {
      expect(canSeeReports(role)).toBe(false);
    }
  });
});

describe('the orders by type and status', () => {
  it('counts each status per type and totals what was not cancelled', () => {
    const report = {
      by_type_status: [
        { order_type: 'pickup', status: 'completed', orders: 3, total_baisa: 3000 },
        { order_type: 'pickup', status: 'cancelled', orders: 1, total_baisa: 500 },
        { order_type: 'dine_in', status: 'new', orders: 2, total_baisa: 800 },
      ],
    } as OrderReport;
    expect(
      typeStatusTable(report, ['dine_in', 'pickup', 'delivery'], ['new', 'completed', 'cancelled']),
    ).toEqual([
      { type: 'dine_in', counts: [2, 0, 0], orders: 2, totalBaisa: 800 },
      { type: 'pickup', counts: [0, 3, 1], orders: 4, totalBaisa: 3000 },
    ]);
  });
});
