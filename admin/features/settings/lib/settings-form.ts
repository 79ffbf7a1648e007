// The settings page's form: what the owner edits, read from the businesses columns of its order
// settings. settings-schema.ts checks it and turns it back into those columns (the database checks
// them again).
import { baisaFromNumber, formatAmount } from '../../../../shared/domain/money.ts';
import { readWeekHours, type TimeRange } from '../../../../shared/domain/opening-hours.ts';
import { isOrderType, tableLabelsText } from '../../../../shared/domain/order-details.ts';
import type { OrderType } from '../../../../shared/domain/order-message.ts';
import type { Database } from '../../../../shared/api/database.types.ts';

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
  | 'ticket_paper_mm'
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
  /** The receipt printer's roll, for kitchen tickets and receipts. */
  ticketPaperMm: '80' | '58';
}

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
    ticketPaperMm: row.ticket_paper_mm === 58 ? '58' : '80',
  };
}
