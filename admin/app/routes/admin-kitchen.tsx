import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { errorText } from '../../lib/api/errors.ts';
import { Button, buttonClass } from '../../lib/ui/button.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
import { RequireAccess } from '../guard/require-access.tsx';
import { RoleGate, TeamBusiness } from '../guard/team-business.tsx';
import { BoardStatusBar } from '../../features/orders/components/board-status-bar.tsx';
import { KitchenTicket } from '../../features/orders/components/kitchen-ticket.tsx';
import { useBoardActions } from '../../features/orders/hooks/use-board-actions.ts';
import { useClock } from '../../features/orders/hooks/use-clock.ts';
import { useLiveBoard } from '../../features/orders/hooks/use-live-board.ts';
import { useOrderSound } from '../../features/orders/hooks/use-order-sound.ts';
import { useAutoPrint } from '../../features/orders/hooks/use-auto-print.ts';
import { usePrinter } from '../../features/orders/hooks/use-printer.tsx';
import { mayMoveTo, OPEN_STATUSES } from '../../features/orders/lib/board.ts';
import { DeviceTools } from '../../features/devices/components/device-tools.tsx';
import '../../features/orders/components/orders.css';

/**
 * /admin/orders/kitchen: the kitchen display. Full screen (no navigation), the open orders in
 * three columns of large tickets, one tap to move each on; made for a tablet in landscape.
 */
export default function AdminKitchenRoute() {
  return (
    <RequireAccess area="owner">
      {(access) =>
        access.business && (
          <TeamBusiness access={access}>
            <RoleGate>
              <KitchenDisplay />
            </RoleGate>
          </TeamBusiness>
        )
      }
    </RequireAccess>
  );
}

/**
 * The kitchen display itself. A paired kitchen tablet (device) gets it without the way back to the
 * board or to adding devices: that device may use nothing else.
 */
export function KitchenDisplay({ device }: { device?: { name: string } | undefined }) {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business, role } = useMyBusiness();
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const sound = useOrderSound();
  const printer = usePrinter(business);
  const autoPrint = useAutoPrint();
  // An order that arrives live beeps and, when the kitchen asked for it, prints its ticket.
  const board = useLiveBoard(business.id, (order) => {
    sound.beep();
    if (autoPrint.on) printer.print(order, 'ticket');
  });
  const { busy, move } = useBoardActions(business.id);
  const now = useClock();
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const follow = () => setFullScreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const clock = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Muscat',
  }).format(now);

  return (
    <div className="kitchen">
      <title>{t.board.kitchenPageTitle(name)}</title>
      <header className="kitchen__bar">
        <h1>
          {t.board.kitchenTitle} · {name}
        </h1>
        <span className="kitchen__clock">{clock}</span>
        <span className="kitchen__tools">
          <label className="kitchen-auto-print" title={t.ticket.autoPrintOn}>
            <input
              type="checkbox"
              checked={autoPrint.on}
              onChange={(event) => autoPrint.set(event.target.checked)}
            />
            {t.ticket.autoPrint}
          </label>
          {!fullScreen && document.fullscreenEnabled && (
            <Button
              variant="secondary"
              onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
            >
              {t.board.fullScreen}
            </Button>
          )}
          <LanguageSwitch />
          <DeviceTools device={device} role={role} businessId={business.id} screen="kitchen">
            <Link className={buttonClass('secondary')} to="/admin/orders">
              {t.board.exitKitchen}
            </Link>
          </DeviceTools>
        </span>
      </header>
      <BoardStatusBar
        connection={board.connection}
        sound={sound.state}
        onToggleSound={sound.toggle}
      />
      {board.error ? (
        <p className="ui-error" role="alert">
          {t.board.loadFailed} {errorText(board.error, lang)}
        </p>
      ) : null}
      <div className="kitchen__columns" role="group" aria-label={t.board.columns}>
        {OPEN_STATUSES.map((status) => {
          const orders = board.orders.filter((o) => o.status === status);
          return (
            <section key={status} className="kitchen__column" data-column={status}>
              <h2>
                {t.board.status[status]} <span className="kitchen__count">{orders.length}</span>
              </h2>
              {orders.map((order) => (
                <KitchenTicket
                  key={order.id}
                  order={order}
                  now={now}
                  busy={busy.has(order.id)}
                  onAdvance={(o, to) => void move(o, to)}
                  onPrint={(o) => printer.print(o, 'ticket')}
                  mayMove={(to) => mayMoveTo(role, to)}
                />
              ))}
            </section>
          );
        })}
      </div>
      {board.loaded && !board.orders.some((o) => OPEN_STATUSES.includes(o.status)) && (
        <p className="kitchen__empty">{t.board.kitchenEmpty}</p>
      )}
      {printer.sheet}
    </div>
  );
}
