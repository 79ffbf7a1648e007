// The end-of-day report as plain data: its days (kept in the address, today by default), the
// quick choices (today, this quarter, last quarter), the paper it prints on, who may see it, and
// the shape public.order_report answers (supabase/schemas/orders.sql). No React, no client.
import { muscatDay } from '../../../../shared/domain/insights.ts';
import type { BranchScope } from '../../../lib/business/branches.ts';
import type { OrderStatus, OrderType } from './board.ts';
import { roleMayOpen } from '../../../lib/business/roles.ts';

export interface ReportDays {
  /** First and last Muscat day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** Roll: the business's ticket paper (80 or 58 mm); a4: a sheet for the files. */
export type ReportPaper = 'roll' | 'a4';

/** The database refuses a longer report (order_report's 367 days). */
export const REPORT_MAX_DAYS = 367;

/** Whether a role sees reports and exports: roles.ts's reach of the report page, which
 * order_report asks of the database too. */
export function canSeeReports(role: string | null | undefined): boolean {
  return roleMayOpen(role, 'report');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  !!value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export function dayCount(days: ReportDays): number {
  return (
    Math.round(
      (Date.parse(`${days.to}T00:00:00Z`) - Date.parse(`${days.from}T00:00:00Z`)) / 86_400_000,
    ) + 1
  );
}

export function todayDays(now: Date): ReportDays {
  const today = muscatDay(now);
  return { from: today, to: today };
}

/** The calendar quarter holding the day (January to March, ...), `back` quarters earlier. */
export function quarterDays(day: string, back = 0): ReportDays {
  const count = Number(day.slice(0, 4)) * 4 + Math.floor((Number(day.slice(5, 7)) - 1) / 3) - back;
  const year = Math.floor(count / 4);
  const firstMonth = (count % 4) * 3 + 1;
  const first = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
  const next =
    firstMonth === 10
      ? `${year + 1}-01-01`
      : `${year}-${String(firstMonth + 3).padStart(2, '0')}-01`;
  return { from: first, to: addDays(next, -1) };
}

/** "Q3 2026" for a range that is exactly a calendar quarter, else null. */
export function quarterName(days: ReportDays): string | null {
  const quarter = quarterDays(days.from);
  if (quarter.from !== days.from || quarter.to !== days.to) return null;
  return `Q${Math.floor((Number(days.from.slice(5, 7)) - 1) / 3) + 1} ${days.from.slice(0, 4)}`;
}

/** The days a URL's ?from=&to= asks for: today by default, in order, at most a year. */
export function daysFromParams(params: URLSearchParams, now: Date): ReportDays {
  const today = todayDays(now);
  const from = params.get('from');
  const to = params.get('to');
  let days = {
    from: isDay(from) ? from : today.from,
    to: isDay(to) ? to : isDay(from) ? from : today.to,
  };
  if (days.from > days.to) days = { from: days.to, to: days.from };
  if (dayCount(days) > REPORT_MAX_DAYS)
    days = { ...days, from: addDays(days.to, -(REPORT_MAX_DAYS - 1)) };
  return days;
}

export function paperFromParams(params: URLSearchParams): ReportPaper {
  return params.get('paper') === 'a4' ? 'a4' : 'roll';
}

/** Which orders the report adds up: the current branch's, or every branch's (`branches=all`). */
export type ReportScope = BranchScope;

export function scopeFromParams(params: URLSearchParams): ReportScope {
  return params.get('branches') === 'all' ? 'all' : 'branch';
}

/** The URL parameters: only what differs from today on the roll. */
export function reportParams(
  days: ReportDays,
  paper: ReportPaper,
  now: Date,
  scope: ReportScope = 'branch',
): URLSearchParams {
  const today = todayDays(now);
  const params = new URLSearchParams();
  if (days.from !== today.from || days.to !== today.to) {
    params.set('from', days.from);
    params.set('to', days.to);
  }
  if (paper === 'a4') params.set('paper', 'a4');
  if (scope === 'all') params.set('branches', 'all');
  return params;
}

/** What public.order_report answers; amounts in baisa. */
export interface OrderReport {
  from: string;
  to: string;
  orders: number;
  by_type_status: {
    order_type: OrderType;
    status: OrderStatus;
    orders: number;
    total_baisa: number;
  }[];
  sales: {
    orders: number;
    items_baisa: number;
    delivery_fee_baisa: number;
    /** The VAT the orders recorded (prices without VAT). */
    vat_baisa: number;
    total_baisa: number;
    vat_orders: number;
    /** Orders with no VAT recorded (prices that include VAT record neither VAT nor its rate). */
    no_vat_orders: number;
    no_vat_total_baisa: number;
  };
  payments: { payment: string | null; orders: number; total_baisa: number }[];
  cancelled: {
    orders: number;
    total_baisa: number;
    by_code: { code: string | null; orders: number }[];
    list: {
      number: number;
      business_day: string;
      created_at: string;
      order_type: OrderType;
      table_label: string | null;
      cancel_code: string | null;
      cancel_reason: string | null;
      total_baisa: number | null;
    }[];
  };
  top_items: { name: string; name_ar: string; quantity: number; amount_baisa: number }[];
}

/** The orders by type, each with its count per status, types in the board's order. */
export function typeStatusTable(
  report: OrderReport,
  types: readonly OrderType[],
  statuses: readonly OrderStatus[],
): { type: OrderType; counts: number[]; orders: number; totalBaisa: number }[] {
  return types
    .map((type) => {
      const rows = report.by_type_status.filter((row) => row.order_type === type);
      return {
        type,
        counts: statuses.map((status) => rows.find((row) => row.status === status)?.orders ?? 0),
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        totalBaisa: rows
          .filter((row) => row.status !== 'cancelled')
          .reduce((sum, row) => sum + row.total_baisa, 0),
      };
    })
    .filter((row) => row.orders > 0);
}
