import { useState } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { getOrderHistory, type OrderEvent } from '../api/get-order-history.ts';
import { actorText } from '../lib/order-actor.ts';

function timeOf(at: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Muscat',
  }).format(new Date(at));
}

/**
 * An order's history, read each time it is opened (so it is never stale). Plain state rather than
 * the query cache: the card renders in stories and tests without a query client.
 */
export function OrderHistory({ orderId, number }: { orderId: string; number: number }) {
  const { lang, t } = useI18n();
  const client = useClient();
  const [state, setState] = useState<
    | { kind: 'closed' }
    | { kind: 'loading' }
    | { kind: 'failed'; error: unknown }
    | { kind: 'shown'; events: OrderEvent[] }
  >({ kind: 'closed' });
  const toggle = (open: boolean) => {
    if (!open) {
      setState({ kind: 'closed' });
      return;
    }
    setState({ kind: 'loading' });
    getOrderHistory(client, orderId).then(
      (events) => setState({ kind: 'shown', events }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  };
  return (
    <details
      className="order-history"
      onToggle={(event) => toggle((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary aria-label={t.devices.historyLabel(number)}>{t.devices.history}</summary>
      {state.kind === 'loading' && <p className="ui-muted">{t.devices.historyLoading}</p>}
      {state.kind === 'failed' && (
        <p className="ui-error" role="alert">
          {t.devices.historyFailed} {errorText(state.error, lang)}
        </p>
      )}
      {state.kind === 'shown' && (
        <ol className="order-history__list">
          {state.events.map((event) => (
            <li key={event.id} data-status={event.status}>
              <time dateTime={event.at} dir="ltr">
                {timeOf(event.at, lang)}
              </time>{' '}
              <strong>{t.devices.historyEvent[event.status]}</strong>{' '}
              <span>{actorText(event, t.devices)}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
