// The settings page's form: what the owner edits, turned into the businesses columns of its order settings
// with every rule checked before the save (the database checks them again).
import { baisaFromNumber, baisaToNumber, formatAmount } from '../../../../shared/domain/money.ts';
import { parsePrice } from '../../../../shared/domain/price-input.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import {
  hoursProblem,
  readWeekHours,
  type TimeRange,
} from '../../../../shared/domain/opening-hours.ts';
import {
  ORDER_TYPES,
  isOrderType,
  parseTableLabels,
  tableLabelsText,
} from '../../../../shared/domain/order-details.ts';
import type { OrderType } from '../../../../shared/domain/order-message.ts';
import type { Database } from '../../../../shared/api/database.types.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

type BusinessRow = Database['public']['Tables']['businesses']['Row'];

/** The columns this page reads and writes. */
export type SettingsRow = Pick<
  BusinessRow,
  | 'order_types'
  | 'table_labels'
  | 'delivery_fee'
  | 'delivery_minimum'
  | 'opening_hours'
  | 'temporarily_closed'
  | 'closed_checkout'
  | 'prices_include_vat'
  | 'payment_for'
  | 'outside_window'
  | 'records_orders'
  | 'order_retention_days'
>;

export type ClosedCheckout = 'disabled' | 'preorder';

export interface SettingsForm {
  orderTypes: OrderType[];
  tables: string;
  deliveryFee: string;
  deliveryMinimum: string;
  hoursOn: boolean;
  /** Seven days, Sunday first; kept while hours are switched off so nothing typed is lost. */
  hours: TimeRange[][];
  temporarilyClosed: boolean;
  closedCheckout: ClosedCheckout;
  /** Unticked: the cart and the message add the VAT 5% line. */
  pricesIncludeVat: boolean;
  /** The order types whose customers say whether they pay cash or card. */
  paymentFor: OrderType[];
  /** A dish outside its serving times: greyed with its hours, or hidden. */
  outsideWindow: 'grey' | 'hide';
  /** Orders are recorded, and the customer's details kept this many days. */
  recordsOrders: boolean;
  retentionDays: string;
}

export type SettingsField =
  'orderTypes' | 'tables' | 'deliveryFee' | 'deliveryMinimum' | 'hours' | 'retentionDays';

/** What a business that never had hours starts from when the owner switches them on. */
export const DEFAULT_RANGE: TimeRange = { opens: '08:00', closes: '22:00' };

export function formFromRow(row: SettingsRow): SettingsForm {
  const hours = readWeekHours(row.opening_hours);
  return {
    orderTypes: row.order_types.filter(isOrderType),
    tables: tableLabelsText(row.table_labels),
    deliveryFee: row.delivery_fee === null ? '' : formatAmount(baisaFromNumber(row.delivery_fee)),
    deliveryMinimum:
      row.delivery_minimum === null ? '' : formatAmount(baisaFromNumber(row.delivery_minimum)),
    hoursOn: hours !== null,
    hours: hours ? hours.map((day) => [...day]) : Array.from({ length: 7 }, () => [DEFAULT_RANGE]),
    temporarilyClosed: row.temporarily_closed,
    closedCheckout: row.closed_checkout === 'preorder' ? 'preorder' : 'disabled',
    pricesIncludeVat: row.prices_include_vat,
    paymentFor: row.payment_for.filter(isOrderType),
    outsideWindow: row.outside_window === 'hide' ? 'hide' : 'grey',
    recordsOrders: row.records_orders,
    retentionDays: String(row.order_retention_days),
  };
}

export type ValidatedSettings =
  { ok: true; row: SettingsRow } | { ok: false; errors: Partial<Record<SettingsField, string>> };

function money(
  text: string,
  lang: Lang,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parsePrice(text);
  return parsed.ok
    ? { ok: true, value: baisaToNumber(parsed.baisa) }
    : { ok: false, message: problemText(parsed.problem, lang) };
}

/** The row to save, or a message per field in the screen's language. */
export function validateSettings(
  form: SettingsForm,
  t: AdminDictionary['settings'],
  lang: Lang,
): ValidatedSettings {
  const errors: Partial<Record<SettingsField, string>> = {};
  // Kept in the order the customer sees them, whatever order they were ticked in.
  const orderTypes = (['dine-in', 'pickup', 'delivery'] as const).filter((type) =>
    form.orderTypes.includes(type),
  );
  if (orderTypes.length === 0) errors.orderTypes = t.orderTypesRequired;

  const tables = parseTableLabels(form.tables);
  if (!tables.ok) {
    errors.tables =
      tables.problem === 'duplicate'
        ? t.tableDuplicate(tables.label)
        : tables.problem === 'length'
          ? t.tableTooLong(tables.label)
          : t.tooManyTables;
  }

  const fee = money(form.deliveryFee, lang);
  if (!fee.ok) errors.deliveryFee = fee.message;
  const minimum = money(form.deliveryMinimum, lang);
  if (!minimum.ok) errors.deliveryMinimum = minimum.message;

  if (form.hoursOn) {
    const problem = hoursProblem(form.hours);
    if (problem) {
      const day = t.weekdays[problem.day] ?? '';
      errors.hours =
        problem.problem === 'same'
          ? t.hoursSame(day)
          : problem.problem === 'overlap'
            ? t.hoursOverlap(day)
            : t.hoursTime(day);
    }
  }

  const retention = form.retentionDays.trim();
  const days = /^[0-9]{1,3}$/.test(retention) ? Number(retention) : NaN;
  if (!(days >= 1 && days <= 365)) errors.retentionDays = t.retentionRange;

  if (!tables.ok || !fee.ok || !minimum.ok || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    row: {
      order_types: orderTypes,
      table_labels: tables.labels,
      delivery_fee: fee.value,
      delivery_minimum: minimum.value,
      opening_hours: form.hoursOn ? form.hours.map((day) => day.map((r) => ({ ...r }))) : null,
      temporarily_closed: form.temporarilyClosed,
      closed_checkout: form.closedCheckout,
      prices_include_vat: form.pricesIncludeVat,
      payment_for: ORDER_TYPES.filter((type) => form.paymentFor.includes(type)),
      outside_window: form.outsideWindow,
      records_orders: form.recordsOrders,
      order_retention_days: days,
    },
  };
}
