// The WhatsApp checkout: the order text of docs/architecture.md "Order message" and the wa.me link.

import { cartTotalBaisa, lineTotalBaisa, type Cart } from './cart.ts';
import type { Lang } from './i18n.ts';
import { formatPrice } from './money.ts';
import { normalizeWhatsapp, waMeLink } from './whatsapp.ts';
import { tableName } from './table-label.ts';

export type OrderType = 'dine-in' | 'pickup' | 'delivery';

/** How the customer pays, when the business asks. */
export type PaymentMethod = 'cash' | 'card';

/** Where the customer is, as the browser's geolocation gave it (degrees). */
export interface SharedLocation {
  latitude: number;
  longitude: number;
}

/** What the customer told about the order; each line appears only when it applies. */
export interface OrderDetails {
  type?: OrderType;
  /** The table label for dine-in ("5", "Terrace 2"). */
  table?: string;
  name?: string;
  /** Delivery only. */
  address?: string;
  note?: string;
  /** Delivery only; counted in the total when above zero. */
  deliveryFeeBaisa?: number;
  /** The `VAT 5%` line, counted in the total: only when the business's prices exclude VAT. */
  vatBaisa?: number;
  /** Only when the business asks how the customer pays. */
  payment?: PaymentMethod;
  /** Delivery only, when the customer shared it: a maps link with 5 decimals. */
  location?: SharedLocation;
  /** The business's order number for the day, when it records orders (place_order's answer). */
  number?: number;
}

interface MessageTexts {
  greeting: (business: string) => string;
  /** Between quantity and name: "x" in English, "×" in Arabic (see docs/architecture.md "Order message"). */
  times: string;
  listSeparator: string;
  deliveryFee: string;
  vat: string;
  total: string;
  order: string;
  types: Record<OrderType, string>;
  dineInAtTable: (table: string) => string;
  payment: string;
  payments: Record<PaymentMethod, string>;
  orderNo: string;
  name: string;
  address: string;
  location: string;
  note: string;
}

// The exact wording of docs/architecture.md "Order message"; the Arabic uses the Arabic comma "،".
const MESSAGE_TEXTS: Record<Lang, MessageTexts> = {
  en: {
    greeting: (business) => `Hello ${business}, I would like to order:`,
    times: 'x',
    listSeparator: ', ',
    deliveryFee: 'Delivery fee',
    vat: 'VAT 5%',
    total: 'Total',
    order: 'Order',
    types: { 'dine-in': 'Dine-in', pickup: 'Pickup', delivery: 'Delivery' },
    dineInAtTable: (table) => `Dine-in, ${tableName(table, 'Table')}`,
    payment: 'Payment',
    payments: { cash: 'Cash', card: 'Card' },
    orderNo: 'Order no.',
    name: 'Name',
    address: 'Address',
    location: 'Location',
    note: 'Note',
  },
  ar: {
    greeting: (business) => `مرحبا ${business}، أود أن أطلب:`,
    times: '×',
    listSeparator: '، ',
    deliveryFee: 'رسوم التوصيل',
    vat: 'ضريبة القيمة المضافة 5%',
    total: 'المجموع',
    order: 'نوع الطلب',
    types: { 'dine-in': 'محلي', pickup: 'استلام', delivery: 'توصيل' },
    dineInAtTable: (table) => `محلي، ${tableName(table, 'طاولة')}`,
    payment: 'الدفع',
    payments: { cash: 'نقدا', card: 'بطاقة' },
    orderNo: 'رقم الطلب',
    name: 'الاسم',
    address: 'العنوان',
    location: 'الموقع',
    note: 'ملاحظة',
  },
};

/** U+200F RIGHT-TO-LEFT MARK: an invisible strong right-to-left character. */
export const RLM = '\u200f';

/**
 * The order text of docs/architecture.md "Order message" in the customer's language, one line per cart
 * line with its amount (qty x (unit price + options)); names come as the caller gives them (in
 * that language). With no options and no details it is docs/guide/product.md section 9's greeting, items and total:
 *   Hello {business}, I would like to order:
 *   2 x Karak Tea - 0.400 OMR
 *   Total: 0.400 OMR
 * Bidi: WhatsApp lays out each line by its first strong character. Arabic lines start with an
 * Arabic letter except an item line whose name starts with a Latin letter ("1 × Latte - ..."),
 * which would be shown left to right, its parts in the wrong order; only such a line gets an
 * RLM in front. The documented Arabic example therefore comes out exactly, without any mark.
 */
export function buildOrderMessage(
  businessName: string,
  cart: Cart,
  lang: Lang = 'en',
  details: OrderDetails = {},
): string {
  const t = MESSAGE_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const items = cart.lines.map((line) => {
    const options = (line.options ?? []).map((option) => oneLine(option.name));
    const chosen = options.length > 0 ? ` (${options.join(t.listSeparator)})` : '';
    const text = `${line.qty} ${t.times} ${oneLine(line.name)}${chosen} - ${price(lineTotalBaisa(line))}`;
    return lang === 'ar' && !startsRightToLeft(text) ? RLM + text : text;
  });
  const delivery = details.type === 'delivery';
  const lines = [t.greeting(oneLine(businessName)), ...items];
  const { deliveryFeeBaisa: fee, vatBaisa: vat, totalBaisa } = orderTotals(cart, details);
  if (fee > 0) lines.push(`${t.deliveryFee}: ${price(fee)}`);
  if (vat !== undefined) lines.push(`${t.vat}: ${price(vat)}`);
  lines.push(`${t.total}: ${price(totalBaisa)}`);
  if (details.type) {
    const table = details.type === 'dine-in' ? given(details.table) : '';
    lines.push(`${t.order}: ${table ? t.dineInAtTable(table) : t.types[details.type]}`);
  }
  if (details.number) lines.push(`${t.orderNo}: ${details.number}`);
  if (details.payment) lines.push(`${t.payment}: ${t.payments[details.payment]}`);
  const name = given(details.name);
  if (name) lines.push(`${t.name}: ${name}`);
  const address = delivery ? given(details.address) : '';
  if (address) lines.push(`${t.address}: ${address}`);
  if (delivery && details.location) lines.push(`${t.location}: ${mapsLink(details.location)}`);
  const note = given(details.note);
  if (note) lines.push(`${t.note}: ${note}`);
  return lines.join('\n');
}

/** The amounts under an order's lines, as its message lists them. */
export interface OrderTotals {
  itemsBaisa: number;
  /** Counted only for a delivery; 0 when there is none. */
  deliveryFeeBaisa: number;
  /** Only when the business's prices exclude VAT (the `VAT 5%` line). */
  vatBaisa?: number;
  totalBaisa: number;
}

/**
 * The message's sums: the items, a delivery's fee, the VAT line when there is one, and the total
 * of all three. Every screen that repeats the message's amounts takes them from here.
 */
export function orderTotals(cart: Cart, details: OrderDetails = {}): OrderTotals {
  const itemsBaisa = cartTotalBaisa(cart);
  const fee =
    details.type === 'delivery' && details.deliveryFeeBaisa ? details.deliveryFeeBaisa : 0;
  const vat = details.vatBaisa;
  const totals: OrderTotals = {
    itemsBaisa,
    deliveryFeeBaisa: fee,
    totalBaisa: itemsBaisa + fee + (vat ?? 0),
  };
  if (vat !== undefined) totals.vatBaisa = vat;
  return totals;
}

/** https://maps.google.com/?q=LAT,LNG with 5 decimals (about a metre), as docs/architecture.md "Order message" shows. */
export function mapsLink({ latitude, longitude }: SharedLocation): string {
  return `https://maps.google.com/?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;
}

/**
 * True for a link mapsLink makes (the only kind place_order records): the board opens it, and
 * nothing else a customer typed, as a link.
 */
export function isMapsLink(text: string): boolean {
  return /^https:\/\/maps\.google\.com\/\?q=-?\d{1,2}\.\d{1,6},-?\d{1,3}\.\d{1,6}$/.test(text);
}

function given(text: string | undefined): string {
  return text ? oneLine(text) : '';
}

// The first letter decides a line's direction (digits, "×" and emoji are neutral or weak).
function startsRightToLeft(text: string): boolean {
  const letter = /\p{L}/u.exec(text)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(letter);
}

/**
 * https://wa.me/{digits}?text={message}. Throws RangeError for a number normalizeWhatsapp refuses,
 * because a link to a wrong number would send a customer's order nowhere.
 */
export function whatsappLink(number: string, message: string): string {
  const result = normalizeWhatsapp(number);
  if (!result.ok) throw new RangeError(`WhatsApp number refused: ${result.problem.code}`);
  return waMeLink(result.digits, message);
}

// A name with a line break would split its order line in two; the message stays one line per item.
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
