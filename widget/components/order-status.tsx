import type { Lang } from '../../shared/domain/i18n.ts';
import type { OpenState } from '../../shared/domain/opening-hours.ts';
import { orderTexts, type OrderTexts } from '../order-texts.ts';

/** "Open now · closes 23:00", "Closed now · opens 06:00", or null when no hours are set. */
export function openStateText(state: OpenState, t: OrderTexts): string | null {
  if (state.kind === 'unknown') return null;
  if (state.kind === 'open') return state.closes ? t.openUntil(state.closes) : t.openNow;
  if (state.temporarily) return `${t.closedNow} · ${t.temporarilyClosed}`;
  return state.opens
    ? t.opens(state.opens.time, state.opens.inDays, state.opens.weekday)
    : t.closedNow;
}

export interface OrderStatusProps {
  lang: Lang;
  /** The table the customer sits at (from the QR code), when the business has it. */
  table: string | null;
  state: OpenState;
}

// Scoped to the shadow root; here so it travels with the component.
const css =
  '.qm-os{display:flex;flex-wrap:wrap;gap:4px 12px;padding:6px 16px 10px;color:var(--mu);font-size:.95rem}.qm-os[data-open=true] span{color:#1d7348}.qm-os[data-open=false] span{color:#b42318}.qm-os strong{color:var(--tx)}';

/** The line under the business name: the customer's table and whether the business is open. */
export function OrderStatus({ lang, table, state }: OrderStatusProps) {
  const t = orderTexts[lang];
  const hours = openStateText(state, t);
  if (!table && !hours) return null;
  return (
    <>
      <style>{css}</style>
      <p className="qm-os" data-open={state.kind === 'unknown' ? undefined : state.kind === 'open'}>
        {table && <strong>{t.table(table)}</strong>}
        {hours && <span>{hours}</span>}
      </p>
    </>
  );
}
