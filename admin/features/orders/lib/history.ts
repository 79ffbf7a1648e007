// The order history as plain data: its filters (kept in the address, so reload, back and a shared
// link show the same page), what each filter asks of the orders table, and the Muscat day range as
// timestamps. No React, no client: api/get-history.ts applies the conditions to supabase-js.
import { muscatDay } from '../../../../shared/domain/insights.ts';
import { containsPattern, normalizeSearch } from '../../../lib/api/search-pattern.ts';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  type BoardOrder,
  type OrderRow,
  type OrderStatus,
  type OrderType,
} from './board.ts';

export const HISTORY_PAGE_SIZE = 50;
export const PAYMENTS = ['cash', 'card'] as const;
export type Payment = (typeof PAYMENTS)[number];

export interface HistoryFilter {
  /** First and last Muscat day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  status: OrderStatus | '';
  type: OrderType | '';
  /** A table label, or '' for every table. */
  table: string;
  payment: Payment | '';
  /** An order number, or part of a customer's name. */
  search: string;
}

export function todayFilter(now: Date): HistoryFilter {
  const today = muscatDay(now);
  return { from: today, to: today, status: '', type: '', table: '', payment: '', search: '' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  !!value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The filter a URL's ?from=&to=&status=&type=&table=&payment=&q= asks for; today by default. */
export function filterFromParams(params: URLSearchParams, now: Date): HistoryFilter {
  const today = todayFilter(now);
  const from = params.get('from');
  const to = params.get('to');
  let range = { from: isDay(from) ? from : today.from, to: isDay(to) ? to : today.to };
  if (isDay(from) && !isDay(to)) range = { from, to: from > today.to ? from : today.to };
  if (range.from > range.to) range = { from: range.to, to: range.from };
  return {
    ...range,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    type: oneOf(ORDER_TYPES, params.get('type')),
    table: (params.get('table') ?? '').slice(0, 30),
    payment: oneOf(PAYMENTS, params.get('payment')),
    search: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The URL parameters of a filter: only what differs from today's unfiltered history. */
export function filterParams(filter: HistoryFilter, now: Date): URLSearchParams {
  const today = todayFilter(now);
  const params = new URLSearchParams();
  if (filter.from !== today.from || filter.to !== today.to) {
    params.set('from', filter.from);
    params.set('to', filter.to);
  }
  if (filter.status) params.set('status', filter.status);
  if (filter.type) params.set('type', filter.type);
  if (filter.table) params.set('table', filter.table);
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.search.trim()) params.set('q', filter.search);
  return params;
}

/** Muscat midnight (UTC+4 all year) of a day, as an instant. */
function muscatMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+04:00`);
}

/**
 * The days as a half-open range of instants, created_at >= start and < end (the index's column).
 */
export function muscatRange(from: string, to: string): { start: string; end: string } {
  const end = muscatMidnight(to);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: muscatMidnight(from).toISOString(), end: end.toISOString() };
}

type Column = keyof OrderRow & string;
export type HistoryCondition =
  | { op: 'eq'; column: Column; value: string | number }
  | { op: 'gte' | 'lt'; column: Column; value: string }
  | { op: 'or'; value: string };

/**
 * What the filter asks of public.orders besides business_id: the Muscat days as a created_at range
 * (so the (business_id, created_at) index serves the page), each chosen value, and the search: a
 * number (a leading # allowed) is that order number; other text is part of the customer's name.
 */
export function historyConditions(filter: HistoryFilter): HistoryCondition[] {
  const { start, end } = muscatRange(filter.from, filter.to);
  const conditions: HistoryCondition[] = [
    { op: 'gte', column: 'created_at', value: start },
    { op: 'lt', column: 'created_at', value: end },
  ];
  if (filter.status) conditions.push({ op: 'eq', column: 'status', value: filter.status });
  if (filter.type) conditions.push({ op: 'eq', column: 'order_type', value: filter.type });
  if (filter.table) conditions.push({ op: 'eq', column: 'table_label', value: filter.table });
  if (filter.payment) conditions.push({ op: 'eq', column: 'payment', value: filter.payment });
  const text = normalizeSearch(filter.search);
  if (text) {
    const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
    conditions.push(
      number
        ? { op: 'eq', column: 'number', value: Number(number) }
        : { op: 'or', value: `customer_name.ilike.${containsPattern(text)}` },
    );
  }
  return conditions;
}

/**
 * The order's customer details were cleared by retention (forget_order_customers): it is past the
 * business's retention days and holds none of them. Its amounts and lines stay.
 */
export function customerCleared(order: BoardOrder, retentionDays: number, now: Date): boolean {
  const age = now.getTime() - Date.parse(order.created_at);
  return (
    age > retentionDays * 24 * 60 * 60 * 1000 &&
    order.customer_name === null &&
    order.customer_address === null &&
    order.customer_location === null &&
    order.customer_note === null
  );
}

/** "14:05": the time of day in Muscat. */
export function muscatTime(at: string): string {
  return new Date(Date.parse(at) + 4 * 60 * 60 * 1000).toISOString().slice(11, 16);
}
