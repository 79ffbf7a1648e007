import { useI18n } from '../../../lib/i18n/language-context.ts';
import { minutesSince, type TableRequestRow } from '../lib/board.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface TableRequestsProps {
  requests: readonly TableRequestRow[];
  now: Date;
  busy: ReadonlySet<string>;
  onDone: (request: TableRequestRow) => void;
}

/** The tables calling the waiter or asking for the bill, oldest first, each with "Done". */
export function TableRequests({ requests, now, busy, onDone }: TableRequestsProps) {
  const { t } = useI18n();
  return (
    <section className="ui-panel table-requests" aria-labelledby="table-requests-title">
      <h2 id="table-requests-title">{t.board.requestsTitle}</h2>
      {requests.length === 0 ? (
        <p className="ui-muted">{t.board.noRequests}</p>
      ) : (
        <ul>
          {requests.map((request) => {
            const what = t.board.request[request.kind] ?? request.kind;
            return (
              <li
                key={request.id}
                data-table-request={request.kind}
                data-table={request.table_label}
              >
                <span>
                  <strong>{t.board.table(request.table_label)}</strong> {what}{' '}
                  <span className="ui-muted">
                    {t.board.minutesAgo(minutesSince(request.created_at, now))}
                  </span>
                </span>
                <Button
                  disabled={busy.has(request.id)}
                  aria-label={t.board.requestDoneLabel(request.table_label, what)}
                  onClick={() => onDone(request)}
                >
                  {t.board.requestDone}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
