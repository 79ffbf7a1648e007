// In the cart chunk: the business's ordering settings, open or closed now, the checkout
// form's first values and whether an order may go. Only the chunk imports this, so none of it
// counts against qr-menu.js's first-paint budget.
import type { OrderDetails } from '../shared/domain/order-message.ts';
import { hoursInForce, periodAt, readPeriods } from '../shared/domain/availability.ts';
import { openState, type OpenState } from '../shared/domain/opening-hours.ts';
import {
  checkoutProblems,
  deliveryFeeFor,
  findTable,
  initialOrderType,
  orderDetailsFor,
  type CheckoutField,
  type CheckoutForm,
  type OrderSettings,
} from '../shared/domain/order-details.ts';
import type { CartTexts } from './i18n.ts';
import type { MenuBusiness } from './menu-types.ts';
import { orderingOf, readCustomer } from './order-settings.ts';

/** What the menu keeps across opening and closing the panel (see OrderInputs in order-inputs.ts). */
export interface OrderContext {
  business: MenuBusiness;
  /** The table label the element was given; ignored unless the business has that table. */
  requestedTable: string | undefined;
  /** Undefined until the customer first sees the form: it then starts from orderForm(). */
  form: CheckoutForm | undefined;
}

export interface OrderView {
  settings: OrderSettings;
  table: string | null;
  form: CheckoutForm;
  open: OpenState;
  /** Closed and no pre-orders: checkout is off. */
  blocked: boolean;
  closed: boolean;
  feeBaisa: number;
}

export function orderView(context: OrderContext, now: Date): OrderView {
  const ordering = orderingOf(context.business);
  const { settings } = ordering;
  const table = findTable(settings.tables, context.requestedTable);
  const form = context.form ?? {
    orderType: initialOrderType(settings, table),
    ...readCustomer(),
    note: '',
  };
  // A special period in force (Ramadan, Eid) has its own hours.
  const period = periodAt(readPeriods(context.business.special_periods), now);
  const open = openState(hoursInForce(ordering.hours, period), ordering.temporarilyClosed, now);
  const closed = open.kind === 'closed';
  return {
    settings,
    table,
    form,
    open,
    closed,
    blocked: closed && !ordering.preorder,
    feeBaisa: deliveryFeeFor(settings, form.orderType),
  };
}

export type OrderVerdict =
  { ok: true; details: OrderDetails } | { ok: false; problems: CheckoutField[] };

/** The order's details for the message, or what stops it (closed, or fields to fix). */
export function checkOrder(
  context: OrderContext,
  itemsTotalBaisa: number,
  now: Date,
): OrderVerdict {
  const view = orderView(context, now);
  if (view.blocked) return { ok: false, problems: [] };
  const problems = checkoutProblems(view.form, view.settings, itemsTotalBaisa);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    details: orderDetailsFor(view.form, view.settings, view.table, itemsTotalBaisa),
  };
}

/** "Open now · closes 23:00", "Closed now · opens 06:00", or null when no hours are set. */
export function openStateText(state: OpenState, t: CartTexts): string | null {
  if (state.kind === 'unknown') return null;
  if (state.kind === 'open') return state.closes ? t.openUntil(state.closes) : t.openNow;
  if (state.temporarily) return t.temporarilyClosed;
  return state.opens
    ? t.opens(state.opens.time, state.opens.inDays, state.opens.weekday)
    : t.closedNow;
}
