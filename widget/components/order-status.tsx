import { useEffect, useState } from 'react';
import type * as TableServiceChunkModule from '../table-service-chunk.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { useNow } from '../hooks/use-now.ts';
import type { MenuBusiness } from '../menu-types.ts';
import { openStateText, orderView } from '../order.ts';

export interface OrderStatusProps {
  lang: Lang;
  business: MenuBusiness;
  /** The element's table attribute; shown only when the business has that table. */
  table: string | undefined;
  /** The clock, for stories and tests; the real time, refreshed every half minute, otherwise. */
  now?: Date | undefined;
}

/**
 * The line under the business name: "Table 5 · Open now · closes 23:00". Rendered into the line
 * qr-menu.js reserves (.qm-order-status), so its late arrival moves nothing.
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
      {view.table && <TableServiceSlot lang={lang} slug={business.slug} table={view.table} />}
    </>
  );
}

type TableServiceChunk = typeof TableServiceChunkModule;

/**
 * The table's "Call the waiter" and "Ask for the bill", in a chunk of their own fetched once the
 * line is drawn in the browser (never on the server's page, never for a menu without the table).
 */
function TableServiceSlot(props: { lang: Lang; slug: string; table: string }) {
  const [chunk, setChunk] = useState<TableServiceChunk>();
  useEffect(() => {
    import('../table-service-chunk.ts').then(setChunk, () => {});
  }, []);
  return chunk ? <chunk.TableService {...props} /> : null;
}
