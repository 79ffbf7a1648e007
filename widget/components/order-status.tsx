import type { Lang } from '../../shared/domain/i18n.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { useNow } from '../hooks/use-now.ts';
import type { MenuBusiness } from '../menu-types.ts';
import { openStateText, orderView } from '../order.ts';
import { TableService } from './table-service.tsx';

export interface OrderStatusProps {
  lang: Lang;
  business: MenuBusiness;
  /** The element's table attribute; shown only when the business has that table. */
  table: string | undefined;
  /** The clock, for stories and tests; the real time, refreshed every half minute, otherwise. */
  now?: Date | undefined;
}

/**
 * The line under the business name: "Table 5 · Open now · closes 23:00", and on a table's link
 * its "Call the waiter" and "Ask for the bill". Rendered into the line qr-menu.js reserves
 * (.qm-order-status); the server draws the same (widget/ssr.tsx), buttons included, so its late
 * arrival moves nothing.
 */
export function OrderStatus({ lang, business, table, now }: OrderStatusProps) {
  const t = CART_TEXTS[lang];
  const clock = useNow();
  const view = orderView({ business, requestedTable: table, form: undefined }, now ?? clock);
  const hours = openStateText(view.open, t);
  return (
    <>
      {view.table && <strong>{t.table(view.table)}</strong>}
      {hours && <span data-open={view.open.kind === 'open'}>{hours}</span>}
      {view.table && <TableService lang={lang} slug={business.slug} table={view.table} />}
    </>
  );
}
