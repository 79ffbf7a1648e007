// Where an order goes: the business's order settings (order types, tables, delivery fee and
// minimum) and the checkout form's rules. Pure functions; the widget and the admin app show the
// messages, in their own dictionaries, for the problem codes returned here.

import { vatBaisa } from './vat.ts';
import type { OrderDetails, OrderType, PaymentMethod, SharedLocation } from './order-message.ts';

/** Every order type, in the order customers see them. */
export const ORDER_TYPES: readonly OrderType[] = ['dine-in', 'pickup', 'delivery'];

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** What public_menu tells the widget about ordering, with money already in baisa. */
export interface OrderSettings {
  orderTypes: readonly OrderType[];
  tables: readonly string[];
  deliveryFeeBaisa: number | null;
  deliveryMinimumBaisa: number | null;
  /** False: prices exclude VAT, and the order adds the `VAT 5%` line. */
  pricesIncludeVat: boolean;
  /** The order types whose customers are asked how they pay (cash or card). */
  paymentFor: readonly OrderType[];
}

export const defaultOrderSettings: OrderSettings = {
  orderTypes: ['dine-in'],
  tables: [],
  deliveryFeeBaisa: null,
  deliveryMinimumBaisa: null,
  pricesIncludeVat: true,
  paymentFor: [],
};

/** Every way of paying, in the order customers see them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card'];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return value === 'cash' || value === 'card';
}

// Tables ------------------------------------------------------------------------------------

export const MAX_TABLE_LABEL_LENGTH = 30;
export const MAX_TABLES = 300;

export type TableLabelsResult =
  | { ok: true; labels: string[] }
  | { ok: false; problem: 'length' | 'duplicate' | 'count'; label: string };

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The owner's list of tables, one per line or comma: "1-12" or "Terrace 1-4" stand for the
 * numbered run ("Terrace 1" ... "Terrace 4"). Blank entries are skipped; duplicates (ignoring
 * case) and labels over 30 characters are refused, naming the label.
 */
export function parseTableLabels(text: string): TableLabelsResult {
  const labels: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,]/)) {
    const entry = tidy(raw);
    if (entry === '') continue;
    const run = /^(.*?)(\d+)\s*[-–]\s*(\d+)$/.exec(entry);
    const from = run ? Number(run[2]) : 0;
    const to = run ? Number(run[3]) : 0;
    const expanded =
      run && to > from && to - from < MAX_TABLES
        ? Array.from({ length: to - from + 1 }, (_, i) => tidy(`${run[1]}${from + i}`))
        : [entry];
    for (const label of expanded) {
      if (label.length > MAX_TABLE_LABEL_LENGTH) return { ok: false, problem: 'length', label };
      const key = label.toLowerCase();
      if (seen.has(key)) return { ok: false, problem: 'duplicate', label };
      seen.add(key);
      labels.push(label);
      if (labels.length > MAX_TABLES) return { ok: false, problem: 'count', label };
    }
  }
  return { ok: true, labels };
}

/** The list back as the owner edits it: one label per line. */
export function tableLabelsText(labels: readonly string[]): string {
  return labels.join('\n');
}

/**
 * The table a QR code names (`?table=5` or the `table` attribute), as the business spells it, or
 * null when the business has no such table: an unknown label is ignored, never shown as an error.
 */
export function findTable(tables: readonly string[], requested: string | null | undefined) {
  if (!requested) return null;
  const key = tidy(requested).toLowerCase();
  return tables.find((label) => label.toLowerCase() === key) ?? null;
}

/**
 * The link a table card's QR code opens; with the table's token (table_card_tokens), orders from it
 * spend a budget of that table's own, which floods from elsewhere cannot use up.
 */
export function tableMenuUrl(menuUrl: string, label: string, token?: string): string {
  const link = `${menuUrl}?table=${encodeURIComponent(label)}`;
  return token ? `${link}&t=${encodeURIComponent(token)}` : link;
}

// Checkout ----------------------------------------------------------------------------------

export const MAX_NAME_LENGTH = 80;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_NOTE_LENGTH = 300;

/** What the customer fills in at checkout. */
export interface CheckoutForm {
  orderType: OrderType | null;
  name: string;
  address: string;
  note: string;
  /** Chosen when the business asks for this order type (see paymentAsked). */
  payment?: PaymentMethod | null;
  /** Shared with "Share my location" (delivery); the typed address stays as well. */
  location?: SharedLocation | null;
}

export type CheckoutField = 'orderType' | 'name' | 'address' | 'minimum' | 'payment';

/** Whether this order type's customers say how they pay. */
export function paymentAsked(settings: OrderSettings, type: OrderType | null): boolean {
  return type !== null && settings.paymentFor.includes(type);
}

/** The `VAT 5%` of an order, or undefined when the business's prices include VAT (no line). */
export function orderVatBaisa(
  settings: OrderSettings,
  itemsTotalBaisa: number,
  feeBaisa: number,
): number | undefined {
  return settings.pricesIncludeVat ? undefined : vatBaisa(itemsTotalBaisa + feeBaisa);
}

/** The order type to preselect: the only one offered, or dine-in for a customer at a table. */
export function initialOrderType(settings: OrderSettings, table: string | null): OrderType | null {
  if (settings.orderTypes.length === 1) return settings.orderTypes[0] ?? null;
  if (table && settings.orderTypes.includes('dine-in')) return 'dine-in';
  return null;
}

/** The delivery fee this order pays: only delivery orders, and only when the business set one. */
export function deliveryFeeFor(settings: OrderSettings, type: OrderType | null): number {
  return type === 'delivery' ? (settings.deliveryFeeBaisa ?? 0) : 0;
}

/**
 * Every field that stops the order, empty when it may go: no order type chosen, no name for
 * pickup or delivery, neither address nor shared location for delivery, no way of paying when
 * the business asks, items below the delivery minimum (fee excluded).
 */
export function checkoutProblems(
  form: CheckoutForm,
  settings: OrderSettings,
  itemsTotalBaisa: number,
): CheckoutField[] {
  const problems: CheckoutField[] = [];
  const type = form.orderType;
  if (!type || !settings.orderTypes.includes(type)) problems.push('orderType');
  if ((type === 'pickup' || type === 'delivery') && tidy(form.name) === '') problems.push('name');
  // A shared location is enough to find the customer; a typed address is then optional.
  if (type === 'delivery' && tidy(form.address) === '' && !form.location) problems.push('address');
  if (paymentAsked(settings, type) && !form.payment) problems.push('payment');
  const minimum = settings.deliveryMinimumBaisa;
  if (type === 'delivery' && minimum !== null && itemsTotalBaisa < minimum) {
    problems.push('minimum');
  }
  return problems;
}

/** The details of a valid checkout form, blank fields left out, so an empty form adds no line. */
export function orderDetailsFor(
  form: CheckoutForm,
  settings: OrderSettings,
  table: string | null,
  itemsTotalBaisa: number,
): OrderDetails {
  const details: OrderDetails = {};
  const type = form.orderType;
  const atTable = type === 'dine-in' && table !== null;
  if (type && (settings.orderTypes.length > 1 || atTable)) details.type = type;
  if (atTable) details.table = table;
  const name = tidy(form.name);
  if (name) details.name = name;
  const address = tidy(form.address);
  if (type === 'delivery' && address) details.address = address;
  const note = tidy(form.note);
  if (note) details.note = note;
  if (type === 'delivery' && form.location) details.location = form.location;
  if (form.payment && paymentAsked(settings, type)) details.payment = form.payment;
  const fee = deliveryFeeFor(settings, type);
  if (fee > 0) details.deliveryFeeBaisa = fee;
  const vat = orderVatBaisa(settings, itemsTotalBaisa, fee);
  if (vat !== undefined) details.vatBaisa = vat;
  return details;
}

// The customer's name and address, remembered on the device for the next order (any business).

export const CUSTOMER_STORAGE_KEY = 'qr-menu:customer';

export interface RememberedCustomer {
  name: string;
  address: string;
}

export function serializeCustomer(customer: RememberedCustomer): string {
  return JSON.stringify({ v: 1, name: customer.name, address: customer.address });
}

/** Storage is user-editable: anything unreadable is a customer nobody remembers. */
export function deserializeCustomer(json: string | null | undefined): RememberedCustomer {
  try {
    const data: unknown = json ? JSON.parse(json) : null;
    if (typeof data === 'object' && data !== null) {
      const { v, name, address } = data as Record<string, unknown>;
      if (v === 1 && typeof name === 'string' && typeof address === 'string') {
        return {
          name: name.slice(0, MAX_NAME_LENGTH),
          address: address.slice(0, MAX_ADDRESS_LENGTH),
        };
      }
    }
  } catch {
    // Falls through to the empty customer.
  }
  return { name: '', address: '' };
}
