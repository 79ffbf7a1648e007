import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { mayOpen } from '../../lib/business/roles.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { errorText } from '../../lib/api/errors.ts';
import { Button, buttonClass } from '../../lib/ui/button.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { BoardFilters } from '../../features/orders/components/board-filters.tsx';
import { BoardStatusBar } from '../../features/orders/components/board-status-bar.tsx';
import { CancelOrderDialog } from '../../features/orders/components/cancel-order-dialog.tsx';
import { DayTotalsView } from '../../features/orders/components/day-totals.tsx';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import { TableRequests } from '../../features/orders/components/table-requests.tsx';
import { useBoardActions } from '../../features/orders/hooks/use-board-actions.ts';
import { useClock } from '../../features/orders/hooks/use-clock.ts';
import { useLiveBoard } from '../../features/orders/hooks/use-live-board.ts';
import { useOrderSound } from '../../features/orders/hooks/use-order-sound.ts';
import { usePrinter } from '../../features/orders/hooks/use-printer.tsx';
import {
  NO_FILTER,
  boardTables,
  dayTotals,
  filterOrders,
  mayMoveTo,
  type BoardOrder,
} from '../../features/orders/lib/board.ts';
import { canSeeReports } from '../../features/orders/lib/report.ts';
import { DeviceTools } from '../../features/devices/components/device-tools.tsx';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
import '../../features/orders/components/orders.css';

/** /admin/orders: the day's orders live, table requests, filters and today's totals. */
export default function AdminOrdersRoute() {
  return <OrdersBoard />;
}

/**
 * The board. A paired board tablet (device) gets it without the links to the history, the kitchen
 * display and the devices: that device may use nothing else.
 */
export function OrdersBoard({ device }: { device?: { name: string } | undefined }) {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business, role } = useMyBusiness();
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const sound = useOrderSound();
  const board = useLiveBoard(business.id, sound.beep);
  const { busy, move, clear } = useBoardActions(business.id);
  const now = useClock();
  const printer = usePrinter(business);
  const [filter, setFilter] = useState(NO_FILTER);
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);
  const tables = useMemo(
    () => boardTables(business.table_labels, board.orders, board.requests),
    [business.table_labels, board.orders, board.requests],
  );
  const shown = filterOrders(board.orders, filter);
  const totals = dayTotals(board.orders, now);

  return (
    <div className="ui-page orders-board">
      <title>{t.board.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.board.title}</h1>
        <span className="orders-board__links">
          {device && <LanguageSwitch />}
          <DeviceTools device={device} role={role} businessId={business.id} screen="board">
            {mayOpen(role, 'history') && (
              <Link className={buttonClass('secondary')} to="/admin/orders/history">
                {t.history.link}
              </Link>
            )}
            {canSeeReports(role) && (
              <Link className={buttonClass('secondary')} to="/admin/orders/report">
                {t.report.link}
              </Link>
            )}
            {mayOpen(role, 'kitchen') && (
              <Link className={buttonClass('secondary')} to="/admin/orders/kitchen">
                {t.board.kitchenLink}
              </Link>
            )}
          </DeviceTools>
        </span>
      </header>
      <p className="ui-muted">{t.board.lead}</p>
      {!business.records_orders && <p className="board-warning">{t.board.notRecording}</p>}
      <BoardStatusBar
        connection={board.connection}
        sound={sound.state}
        onToggleSound={sound.toggle}
      />
      <DayTotalsView totals={totals} />
      <TableRequests
        requests={board.requests}
        now={now}
        busy={busy}
        onDone={(request) => void clear(request)}
      />
      <section className="orders-list" aria-labelledby="orders-list-title">
        <h2 id="orders-list-title" className="visually-hidden">
          {t.board.title}
        </h2>
        <BoardFilters filter={filter} tables={tables} onChange={setFilter} />
        {board.error ? (
          <p className="ui-error" role="alert">
            {t.board.loadFailed} {errorText(board.error, lang)}{' '}
            <Button variant="link" onClick={board.reload}>
              {t.common.retry}
            </Button>
          </p>
        ) : null}
        {board.loaded && !board.error && board.orders.length === 0 && (
          <p className="ui-muted">{t.board.noOrders}</p>
        )}
        {board.orders.length > 0 && shown.length === 0 && (
          <p className="ui-muted">{t.board.noMatch}</p>
        )}
        <div className="orders-grid">
          {shown.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              now={now}
              busy={busy.has(order.id)}
              onAdvance={(o, to) => void move(o, to)}
              onCancel={setCancelling}
              onCancelRepeat={(o) => void move(o, 'cancelled', { code: 'duplicate', reason: null })}
              onPrint={printer.print}
              mayMove={(to) => mayMoveTo(role, to)}
            />
          ))}
        </div>
      </section>
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={async (order, reason) => {
          const saved = await move(order, 'cancelled', reason);
          if (saved) setCancelling(null);
          return saved;
        }}
      />
      {printer.sheet}
    </div>
  );
}
