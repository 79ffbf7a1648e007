import { useEffect, useMemo, useState } from 'react';
import { openState } from '../../shared/domain/opening-hours.ts';
import {
  checkoutProblems,
  deliveryFeeFor,
  findTable,
  initialOrderType,
  orderDetailsFor,
  type CheckoutField,
  type CheckoutForm,
} from '../../shared/domain/order-details.ts';
import type { MenuBusiness } from '../menu-types.ts';
import { orderingOf, readCustomer, rememberCustomer } from '../order-settings.ts';

/** The current time, again every half minute, so "Open now" turns into "Closed now" on its own. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Checkout's state for one business: the customer's table (ignored when the business has no such
 * table), the form (name and address remembered on this device), open or closed now, and what
 * stops the order. The cart is not touched here, so nothing the customer did is ever lost.
 */
export function useCheckout(business: MenuBusiness, requestedTable: string | undefined) {
  const ordering = useMemo(() => orderingOf(business), [business]);
  const { settings } = ordering;
  const table = findTable(settings.tables, requestedTable);
  const [form, setForm] = useState<CheckoutForm>(() => ({
    orderType: initialOrderType(settings, table),
    ...readCustomer(),
    note: '',
  }));
  const [tried, setTried] = useState(false);
  const now = useNow();
  const open = openState(ordering.hours, ordering.temporarilyClosed, now);
  const closed = open.kind === 'closed';

  useEffect(
    () => rememberCustomer({ name: form.name, address: form.address }),
    [form.name, form.address],
  );

  return {
    settings,
    table,
    form,
    open,
    closed,
    /** Closed, and the business takes no pre-orders: checkout is off. */
    blocked: closed && !ordering.preorder,
    update: (change: Partial<CheckoutForm>) => setForm((old) => ({ ...old, ...change })),
    feeBaisa: deliveryFeeFor(settings, form.orderType),
    /** What to show: nothing until the customer first tries to send. */
    shownProblems: (itemsTotalBaisa: number): CheckoutField[] =>
      tried ? checkoutProblems(form, settings, itemsTotalBaisa) : [],
    /** The order's details, or null (problems now shown) when something stops it. */
    submit: (itemsTotalBaisa: number) => {
      setTried(true);
      if (checkoutProblems(form, settings, itemsTotalBaisa).length > 0) return null;
      return orderDetailsFor(form, settings, table);
    },
  };
}
