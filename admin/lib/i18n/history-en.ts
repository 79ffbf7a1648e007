// Texts in English: the order history and its CSV export (spread into en.ts as `history`);
// history-ar.ts has the same shape. Statuses, types and payments are the board's words.
import { ltr } from '../../../shared/domain/bidi.ts';

export const historyEn = {
  link: 'Order history',
  title: 'Order history',
  pageTitle: (name: string) => `Order history · ${name} · QR Menu`,
  lead: 'Every recorded order, by day. Open an order to see its lines.',
  back: 'Back to the board',
  filters: 'Filter the history',
  from: 'From',
  to: 'To',
  payment: 'Payment',
  allPayments: 'All payments',
  search: 'Search',
  searchPlaceholder: 'Order number or name',
  count: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
  loading: 'Loading orders…',
  loadFailed: (why: string) => `The orders could not be loaded. ${why}`,
  none: 'No orders match these filters.',
  pagerLabel: 'Orders',
  order: (n: number) => `Order ${ltr(String(n))}`,
  cleared: 'Details cleared',
  clearedHint:
    'The customer’s details were cleared after the retention period; amounts and lines stay.',
  items: 'Items',
  deliveryFee: 'Delivery fee',
  vat: 'VAT',
  // The export.
  exportTitle: 'Download',
  shape: 'Rows',
  shapeOrders: 'One row per order',
  shapeLines: 'One row per line',
  download: 'Download CSV',
  downloading: 'Preparing the file…',
  downloadFailed: 'The file could not be prepared',
};

export type HistoryDictionary = typeof historyEn;
