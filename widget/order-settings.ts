// What public_menu says about ordering, read into the shared domain's shapes once.
import { baisaFromNumber } from '../shared/domain/money.ts';
import { readWeekHours, type WeekHours } from '../shared/domain/opening-hours.ts';
import {
  CUSTOMER_STORAGE_KEY,
  deserializeCustomer,
  isOrderType,
  serializeCustomer,
  type OrderSettings,
  type RememberedCustomer,
} from '../shared/domain/order-details.ts';
import type { MenuBusiness } from './menu-types.ts';

export interface BusinessOrdering {
  settings: OrderSettings;
  hours: WeekHours | null;
  temporarilyClosed: boolean;
  /** When closed: checkout off, or allowed as a pre-order. */
  preorder: boolean;
}

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? null : baisaFromNumber(value);

/** Tolerates a backend from before order settings: no settings means today's behaviour. */
export function orderingOf(business: MenuBusiness): BusinessOrdering {
  const types = (business.order_types ?? []).filter(isOrderType);
  return {
    settings: {
      orderTypes: types.length > 0 ? types : ['dine-in'],
      tables: business.table_labels ?? [],
      deliveryFeeBaisa: money(business.delivery_fee),
      deliveryMinimumBaisa: money(business.delivery_minimum),
      pricesIncludeVat: business.prices_include_vat !== false,
      paymentFor: (business.payment_for ?? []).filter(isOrderType),
    },
    hours: readWeekHours(business.opening_hours),
    temporarilyClosed: business.temporarily_closed === true,
    preorder: business.closed_checkout === 'preorder',
  };
}

// Storage may be missing or throw (private mode, sandboxed iframes): nothing is remembered then.
export function readCustomer(): RememberedCustomer {
  try {
    return deserializeCustomer(window.localStorage.getItem(CUSTOMER_STORAGE_KEY));
  } catch {
    return { name: '', address: '' };
  }
}

export function rememberCustomer(customer: RememberedCustomer): void {
  try {
    window.localStorage.setItem(CUSTOMER_STORAGE_KEY, serializeCustomer(customer));
  } catch {
    // See readCustomer.
  }
}
