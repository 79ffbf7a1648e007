// The order history as a CSV file for a spreadsheet or an accountant
// (docs/reference/orders-export.md lists the columns). Excel reads a file as UTF-8 only when it
// starts with a byte order mark, so Arabic names arrive intact; rows end with CRLF as RFC 4180
// writes them. A cell a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage
// return first) gets a leading single quote: a customer's name cannot become a formula on the
// accountant's machine.
import { formatAmount } from '../../../../shared/domain/money.ts';
import { muscatTime } from './history.ts';
import type { BoardOrder, OrderLine } from './board.ts';

export type CsvShape = 'orders' | 'lines';
type Cell = string | number | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a file: a byte order mark, comma-separated cells, CRLF after every row. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

const omr = (baisa: number | null) => (baisa === null ? null : formatAmount(baisa));

const ORDER_COLUMNS = [
  'day',
  'time',
  'number',
  'type',
  'table',
  'customer_name',
  'status',
  'cancel_code',
  'cancel_reason',
  'payment',
  'items_omr',
  'delivery_fee_omr',
  'vat_omr',
  'total_omr',
  'lines',
] as const;

const LINE_COLUMNS = [
  'day',
  'time',
  'number',
  'type',
  'table',
  'status',
  'payment',
  'item',
  'item_ar',
  'options',
  'options_ar',
  'quantity',
  'unit_omr',
  'options_omr',
  'line_omr',
] as const;

/**
 * "Karak (Large)" / "كرك (كبير)": a line's name with its choices, English or Arabic (the other as
 * fallback).
 */
function lineText(line: OrderLine, lang: 'en' | 'ar'): string {
  const pick = (en: string, ar: string) => (lang === 'ar' ? ar || en : en || ar);
  const choices = line.options.map((o) => pick(o.choice, o.choice_ar)).join(', ');
  const name = pick(line.name, line.name_ar);
  return choices ? `${name} (${choices})` : name;
}

/** The columns shared by both shapes: when, which order, where. */
function orderCells(order: BoardOrder) {
  return {
    day: order.business_day,
    time: muscatTime(order.created_at),
    number: order.number,
    type: order.order_type,
    table: order.table_label,
  };
}

/**
 * The orders as CSV: one row per order, or one row per line of each order. Amounts are decimal OMR
 * with three decimals, as the database recorded them; types, statuses and payments are the
 * database's codes, the same in every language.
 */
export function historyCsv(orders: readonly BoardOrder[], shape: CsvShape): string {
  if (shape === 'lines') {
    const rows = orders.flatMap((order) => {
      const head = orderCells(order);
      return order.lines.map((line) => [
        head.day,
        head.time,
        head.number,
        head.type,
        head.table,
        order.status,
        order.payment,
        line.name,
        line.name_ar,
        line.options.map((o) => o.choice || o.choice_ar).join(', '),
        line.options.map((o) => o.choice_ar || o.choice).join('، '),
        line.quantity,
        omr(line.unit_baisa),
        omr(line.options.reduce((sum, o) => sum + o.price_baisa, 0)),
        omr(line.amount_baisa),
      ]);
    });
    return toCsv([LINE_COLUMNS, ...rows]);
  }
  const rows = orders.map((order) => {
    const head = orderCells(order);
    return [
      head.day,
      head.time,
      head.number,
      head.type,
      head.table,
      order.customer_name,
      order.status,
      order.cancel_code,
      order.cancel_reason,
      order.payment,
      omr(order.items_baisa),
      omr(order.delivery_fee_baisa),
      omr(order.vat_baisa),
      omr(order.total_baisa),
      order.lines.map((line) => `${line.quantity} x ${lineText(line, 'en')}`).join('; '),
    ];
  });
  return toCsv([ORDER_COLUMNS, ...rows]);
}

/** "orders-2026-11-29.csv" or "orders-2026-11-01-to-2026-11-29-lines.csv". */
export function csvFileName(from: string, to: string, shape: CsvShape): string {
  const days = from === to ? from : `${from}-to-${to}`;
  return `orders-${days}${shape === 'lines' ? '-lines' : ''}.csv`;
}
