// What a kitchen ticket and a customer receipt say, as plain data: no React, no printing. The
// printed sheet (components/print-sheet.tsx) only lays these out. Both are worded in the order's
// own language (orders.lang, the language the customer ordered in), whatever the screen's is;
// the order number, the time and the VAT number are kept left to right inside Arabic text.
import { ltr } from '../../../../shared/domain/bidi.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { formatPrice } from '../../../../shared/domain/money.ts';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import type { BoardOrder } from './board.ts';

export type PrintKind = 'ticket' | 'receipt';
export type PaperMm = 58 | 80;

/** The business's side of a receipt. */
export interface ReceiptBusiness {
  name: string;
  name_ar: string;
  address: string | null;
  vat_number: string | null;
  ticket_paper_mm: number;
}

export interface PrintLine {
  quantity: string;
  name: string;
  /** The chosen options, one string ("Large, Oat milk"); empty when none. */
  options: string;
  /** The line's amount; receipts only. */
  amount: string | null;
}

export interface PrintRow {
  label: string;
  value: string;
  /** The total: printed larger. */
  strong?: boolean;
}

export interface PrintDoc {
  kind: PrintKind;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  paperMm: PaperMm;
  /** Receipts: the business's name, address and VAT number, one a line. */
  business: string[];
  /** "Kitchen ticket" or "Receipt". */
  caption: string;
  /** "Order 12". */
  title: string;
  /** "Table 5", "Pickup: Sara", "Delivery". */
  where: string;
  /** The time the order was sent, Muscat time: "29/11/2026, 14:05". */
  time: string;
  lines: PrintLine[];
  /** "Note: less sugar". */
  note: string | null;
  /** Receipts: items, delivery fee, VAT, total. */
  totals: PrintRow[];
  /** Receipts: how the customer pays (when they said), then a VAT line when prices include it. */
  extra: PrintRow[];
  footer: string | null;
}

/** The language the order's tickets print in: the order's own, else the staff's screen's. */
export function printLang(order: Pick<BoardOrder, 'lang'>, staffLang: Lang): Lang {
  return order.lang === 'ar' || order.lang === 'en' ? order.lang : staffLang;
}

export function paperOf(business: Pick<ReceiptBusiness, 'ticket_paper_mm'>): PaperMm {
  return business.ticket_paper_mm === 58 ? 58 : 80;
}

/**
 * "29/11/2026, 14:05" in Muscat, the same in both languages: Western digits as the board writes
 * them (an Arabic locale's date puts right-to-left marks between its parts, which an isolate would
 * then draw out of order).
 */
export function printTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Muscat',
  }).format(new Date(iso));
}

export function buildPrintDoc(
  kind: PrintKind,
  order: BoardOrder,
  business: ReceiptBusiness,
  staffLang: Lang,
): PrintDoc {
  const lang = printLang(order, staffLang);
  const t = adminDictionaries[lang];
  const p = t.ticket;
  // In Arabic text a number keeps its own order only inside an isolate; English needs none.
  const num = (text: string) => (lang === 'ar' ? ltr(text) : text);
  // Prices as the board and the menu show them: formatPrice reads right in Arabic text as it is
  // (the amount first, then ر.ع.); an isolate would put the unit first.
  const money = (baisa: number) => formatPrice(baisa, lang);
  const pick = (en: string, ar: string) => (lang === 'ar' ? ar || en : en || ar);
  const receipt = kind === 'receipt';

  const name = order.customer_name?.trim() || '';
  let where: string;
  if (order.table_label) where = t.board.table(order.table_label);
  else if (order.order_type === 'pickup' && name) where = p.pickupFor(name);
  else if (order.order_type === 'delivery' && name && receipt) where = p.deliveryFor(name);
  else where = t.board.type[order.order_type];

  const businessLines: string[] = [];
  if (receipt) {
    businessLines.push(pick(business.name, business.name_ar));
    if (business.address) businessLines.push(business.address);
    if (business.vat_number) businessLines.push(p.vatNumber(num(business.vat_number)));
  }

  const totals: PrintRow[] = [];
  const extra: PrintRow[] = [];
  if (receipt) {
    const items =
      order.items_baisa ?? order.lines.reduce((sum, line) => sum + line.amount_baisa, 0);
    totals.push({ label: p.items, value: money(items) });
    if (order.delivery_fee_baisa) {
      totals.push({ label: p.deliveryFee, value: money(order.delivery_fee_baisa) });
    }
    if (order.vat_baisa !== null) totals.push({ label: p.vat, value: money(order.vat_baisa) });
    const total = order.total_baisa ?? items + (order.delivery_fee_baisa ?? 0);
    totals.push({ label: p.total, value: money(total), strong: true });
    if (order.payment) {
      extra.push({ label: p.payment, value: t.board.paymentKind[order.payment] ?? order.payment });
    }
    if (order.vat_baisa === null) extra.push({ label: p.vatIncluded, value: '' });
  }

  return {
    kind,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    paperMm: paperOf(business),
    business: businessLines,
    caption: receipt ? p.receipt : p.kitchenTicket,
    title: p.orderNumber(num(String(order.number))),
    where,
    time: num(printTime(order.created_at)),
    lines: order.lines.map((line) => ({
      // "2 ×" in its own box, read right to left in Arabic as the board and the message write it.
      quantity: `${line.quantity} ×`,
      name: pick(line.name, line.name_ar),
      options: line.options
        .map((o) => pick(o.choice, o.choice_ar))
        .join(lang === 'ar' ? '، ' : ', '),
      amount: receipt ? money(line.amount_baisa) : null,
    })),
    note: order.customer_note?.trim() ? `${p.note}: ${order.customer_note.trim()}` : null,
    totals,
    extra,
    footer: receipt ? p.thanks : null,
  };
}
