// The owner's board as plain data: orders and table requests as the database keeps them
// (supabase/migrations/20261128120000_recorded-orders.sql, 20261128130000_table-service.sql), the
// steps an order takes, the filters and today's totals. No React, no client: the board's screens
// and the kitchen display only call these.
import type { Database } from '../../../../shared/api/database.types.ts';
import { muscatDay } from '../../../../shared/domain/insights.ts';

export type OrderRow = Database['public']['Tables']['orders']['Row'];
export type TableRequestRow = Database['public']['Tables']['table_requests']['Row'];

export const ORDER_STATUSES = ['new', 'accepted', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OPEN_STATUSES: readonly OrderStatus[] = ['new', 'accepted', 'ready'];
export const ORDER_TYPES = ['dine_in', 'pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export interface OrderOption {
  group: string;
  group_ar: string;
  choice: string;
  choice_ar: string;
  price_baisa: number;
}

export interface OrderLine {
  item_id: string;
  name: string;
  name_ar: string;
  quantity: number;
  unit_baisa: number;
  options: OrderOption[];
  amount_baisa: number;
}

/** One order as the board shows it: the row with its status and lines typed. */
export interface BoardOrder extends Omit<OrderRow, 'status' | 'lines' | 'order_type'> {
  status: OrderStatus;
  order_type: OrderType;
  lines: OrderLine[];
}

function isStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A row from a select or a postgres_changes payload, checked at the JSON boundary. */
export function toBoardOrder(row: OrderRow): BoardOrder {
  const lines = Array.isArray(row.lines) ? row.lines : [];
  return {
    ...row,
    status: isStatus(row.status) ? row.status : 'new',
    order_type: isType(row.order_type) ? row.order_type : 'dine_in',
    lines: lines.map((raw) => {
      const line = (raw ?? {}) as Record<string, unknown>;
      const options = Array.isArray(line.options) ? line.options : [];
      return {
        item_id: text(line.item_id),
        name: text(line.name),
        name_ar: text(line.name_ar),
        quantity: count(line.quantity),
        unit_baisa: count(line.unit_baisa),
        amount_baisa: count(line.amount_baisa),
        options: options.map((rawOption) => {
          const option = (rawOption ?? {}) as Record<string, unknown>;
          return {
            group: text(option.group),
            group_ar: text(option.group_ar),
            choice: text(option.choice),
            choice_ar: text(option.choice_ar),
            price_baisa: count(option.price_baisa),
          };
        }),
      };
    }),
  };
}

/** The one step forward from a status (Completed and Cancelled have none). */
export function nextStatus(status: OrderStatus): OrderStatus | undefined {
  return ({ new: 'accepted', accepted: 'ready', ready: 'completed' } as const)[
    status as 'new' | 'accepted' | 'ready'
  ];
}

export function isOpen(status: OrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Adds or replaces one order (a live change), newest first. */
export function upsertOrder(orders: readonly BoardOrder[], order: BoardOrder): BoardOrder[] {
  const rest = orders.filter((o) => o.id !== order.id);
  return sortOrders([...rest, order]);
}

/** Oldest first among the open ones (the kitchen works in order), then the finished, newest first. */
export function sortOrders(orders: readonly BoardOrder[]): BoardOrder[] {
  return [...orders].sort((a, b) => {
    const open = Number(isOpen(b.status)) - Number(isOpen(a.status));
    if (open) return open;
    return isOpen(a.status)
      ? a.created_at.localeCompare(b.created_at)
      : b.created_at.localeCompare(a.created_at);
  });
}

export interface BoardFilter {
  /** A table label, or '' for every table. */
  table: string;
  type: OrderType | '';
  /** 'open' for New, Accepted and Ready together. */
  status: OrderStatus | 'open' | '';
}

export const NO_FILTER: BoardFilter = { table: '', type: '', status: '' };

export function filterOrders(orders: readonly BoardOrder[], filter: BoardFilter): BoardOrder[] {
  return orders.filter(
    (o) =>
      (!filter.table || o.table_label === filter.table) &&
      (!filter.type || o.order_type === filter.type) &&
      (!filter.status ||
        (filter.status === 'open' ? isOpen(o.status) : o.status === filter.status)),
  );
}

export interface DayTotals {
  /** Orders of the day that were not cancelled. */
  orders: number;
  /** Their value in baisa (totals as the database computed them). */
  valueBaisa: number;
  byStatus: Record<OrderStatus, number>;
}

/** Today's figures (the Muscat day of `now`), cancelled orders counted apart and not in the value. */
export function dayTotals(orders: readonly BoardOrder[], now: Date): DayTotals {
  const today = muscatDay(now);
  const byStatus: Record<OrderStatus, number> = {
    new: 0,
    accepted: 0,
    ready: 0,
    completed: 0,
    cancelled: 0,
  };
  let valueBaisa = 0;
  let counted = 0;
  for (const order of orders) {
    if (order.business_day !== today) continue;
    byStatus[order.status] += 1;
    if (order.status === 'cancelled') continue;
    counted += 1;
    valueBaisa += order.total_baisa ?? 0;
  }
  return { orders: counted, valueBaisa, byStatus };
}

/** The tables that have orders or open requests, in the business's own order of labels. */
export function boardTables(
  labels: readonly string[],
  orders: readonly BoardOrder[],
  requests: readonly TableRequestRow[],
): string[] {
  const used = new Set<string>();
  for (const o of orders) if (o.table_label) used.add(o.table_label);
  for (const r of requests) used.add(r.table_label);
  const known = labels.filter((l) => used.has(l));
  const others = [...used].filter((l) => !labels.includes(l)).sort();
  return [...known, ...others];
}

/** Open requests, oldest first; a done request leaves the list. */
export function upsertRequest(
  requests: readonly TableRequestRow[],
  request: TableRequestRow,
): TableRequestRow[] {
  const rest = requests.filter((r) => r.id !== request.id);
  const next = request.done_at ? rest : [...rest, request];
  return next.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Minutes since `from`, never negative: how long an order or a table has waited. */
export function minutesSince(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / 60_000));
}

/**
 * The status changes a role is offered (the database's check_order_status_role refuses the rest):
 * the kitchen accepts and marks Ready, never completes or cancels.
 */
export function mayMoveTo(role: string, to: OrderStatus): boolean {
  return role !== 'kitchen' || to === 'accepted' || to === 'ready';
}
