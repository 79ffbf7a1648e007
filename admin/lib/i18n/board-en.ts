// Texts in English: the owner's orders board, the kitchen display and table service. Kept in their
// own file (spread into en.ts as `board`) so other work on the dictionaries does not collide with
// it; board-ar.ts has the same shape.
// The database's names (supabase/migrations/20261128120000_recorded-orders.sql); admin/lib may not
// import a feature, so features/orders/lib/board.ts checks its own lists against these.
import type { CancelCode } from '../../../shared/domain/cancel-reasons.ts';
import { tableName } from '../../../shared/domain/table-label.ts';
type OrderStatus = 'new' | 'accepted' | 'ready' | 'completed' | 'cancelled';
type OrderType = 'dine_in' | 'pickup' | 'delivery';

export const boardEn = {
  nav: 'Orders',
  /** The navigation's count of orders waiting to be accepted. */
  newCount: (n: number) => (n === 1 ? '1 new order' : `${n} new orders`),
  title: 'Orders',
  pageTitle: (name: string) => `Orders · ${name} · QR Menu`,
  lead: 'Orders customers send from your menu arrive here live. Move each one along as you work on it.',
  notRecording:
    'Your business does not record orders, so they go only to WhatsApp. Turn on “Keep a record of every order” in Settings to use this board.',
  kitchenLink: 'Kitchen display',
  status: {
    new: 'New',
    accepted: 'Accepted',
    ready: 'Ready',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } satisfies Record<OrderStatus, string>,
  /** The one-tap step forward from each open status. */
  advance: {
    new: 'Accept',
    accepted: 'Mark ready',
    ready: 'Complete',
  } satisfies Record<'new' | 'accepted' | 'ready', string>,
  type: {
    dine_in: 'Dine-in',
    pickup: 'Pickup',
    delivery: 'Delivery',
  } satisfies Record<OrderType, string>,
  orderNumber: (n: number) => `No. ${n}`,
  orderHeading: (n: number) => `Order ${n}`,
  table: (label: string) => tableName(label, 'Table'),
  minutesAgo: (n: number) => (n < 1 ? 'just now' : `${n} min ago`),
  note: 'Note',
  name: 'Name',
  address: 'Address',
  location: 'Location',
  payment: 'Payment',
  paymentKind: { cash: 'Cash', card: 'Card' } as Record<string, string>,
  total: 'Total',
  cancel: 'Cancel order',
  cancelTitle: (n: number) => `Cancel order ${n}?`,
  cancelLead: 'The customer sees that it was cancelled and why.',
  cancelReason: 'Reason',
  /** The usual reasons, stored as codes and worded here (the customer's screen has its own). */
  cancelReasons: {
    sold_out: 'Sold out',
    kitchen_closed: 'Kitchen closed',
    customer_asked: 'Customer asked',
    duplicate: 'Duplicate order',
  } satisfies Record<CancelCode, string>,
  /** The owner's own words, as an alternative to a usual reason. */
  cancelOwnReason: 'Or write the reason',
  cancelConfirm: 'Cancel the order',
  keepOrder: 'Keep the order',
  reasonRequired: 'Say why the order is cancelled.',
  cancelledBecause: (reason: string) => `Cancelled: ${reason}`,
  updateFailed: 'The order could not be updated',
  // A possible repeat (the database marks it) and its one-tap cancel.
  possibleRepeat: (n: number) => `Possible repeat of order ${n}`,
  possibleRepeatHint: 'Same items from the same table a few minutes apart.',
  cancelRepeat: 'Cancel as a repeat',
  // A delivery's place: the shared location opens a map, the address copies in one tap.
  openMap: 'Open the location in maps',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy. Select the address and copy it.',
  // Filters and totals.
  filters: 'Filter orders',
  allTables: 'All tables',
  allTypes: 'All types',
  allStatuses: 'All statuses',
  openStatuses: 'Open (new, accepted, ready)',
  filterTable: 'Table',
  filterType: 'Type',
  filterStatus: 'Status',
  today: 'Today',
  todayOrders: 'Orders',
  todayValue: 'Value',
  noOrders: 'No orders yet today. New orders appear here as customers send them.',
  noMatch: 'No orders match these filters.',
  // Table service.
  requestsTitle: 'Tables asking',
  noRequests: 'No table is asking for anything.',
  request: { waiter: 'Calls the waiter', bill: 'Asks for the bill' } as Record<string, string>,
  requestDone: 'Done',
  requestDoneLabel: (table: string, what: string) => `Done: ${tableName(table, 'table')}, ${what}`,
  clearFailed: 'The request could not be cleared',
  // Connection and sound.
  live: 'Live',
  reconnecting: 'Reconnecting… orders will appear when the connection is back.',
  loadFailed: 'The orders could not be loaded.',
  soundOff:
    'Sound is off: browsers play sound only after you tap the page. Tap anywhere to turn it on.',
  soundOn: 'Sound on for new orders',
  muted: 'Sound muted',
  mute: 'Mute',
  unmute: 'Turn sound on',
  // The kitchen display.
  kitchenTitle: 'Kitchen',
  kitchenPageTitle: (name: string) => `Kitchen · ${name} · QR Menu`,
  fullScreen: 'Full screen',
  exitKitchen: 'Back to orders',
  kitchenEmpty: 'Nothing to prepare.',
  columns: 'Orders by status',
};

export type BoardDictionary = typeof boardEn;
