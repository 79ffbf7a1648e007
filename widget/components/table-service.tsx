import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../shared/domain/i18n.ts';
import { css } from '../../shared/ui/menu/css.ts';
import {
  requestTableService,
  type TableServiceKind,
  type TableServiceResult,
} from '../api/request-table-service.ts';
import { TABLE_SERVICE_TEXTS } from '../table-service-texts.ts';
import { defaultApiConfig } from '../widget-config.ts';

// The status line (.qm-order-status, one 36 px line at first paint) grows a second row for the
// buttons. Only a table's link carries this style, drawn by the server with the line, so no other
// menu changes and the table's page does not move when the element takes the line over.
const serviceCss = css`
  .qm-order-status {
    height: auto;
    min-height: 36px;
    flex-wrap: wrap;
    row-gap: 8px;
    padding-block: 4px 8px;
  }
  .qm-order-status .qm-service {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    flex-basis: 100%;
    overflow: visible;
  }
  .qm-service button {
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid var(--menu-border);
    border-radius: 999px;
    background: var(--menu-surface);
    color: var(--menu-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .qm-service button:disabled {
    opacity: 0.6;
  }
  .qm-order-status .qm-service [role='status'] {
    flex-basis: 100%;
    white-space: normal;
    overflow: visible;
    color: var(--menu-text);
  }
  .qm-order-status .qm-service [role='status']:empty {
    display: none;
  }
  .qm-order-status .qm-service [data-result='failed'],
  .qm-order-status .qm-service [data-result='busy'] {
    color: var(--menu-danger);
  }
`;

export interface TableServiceProps {
  lang: Lang;
  slug: string;
  /** The table's label as the business wrote it. */
  table: string;
  /** For stories and tests; the real request otherwise. */
  send?: (kind: TableServiceKind) => Promise<TableServiceResult>;
}

/** The element's own backend: its api-url and anon-key attributes, else the build's default. */
function backendOf(node: Node | null) {
  const root = node?.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : undefined;
  const defaults = defaultApiConfig();
  return {
    apiUrl: host?.getAttribute('api-url') || defaults.supabaseUrl,
    anonKey: host?.getAttribute('anon-key') || defaults.supabaseAnonKey,
  };
}

/** "Call the waiter" and "Ask for the bill" on a table link, with what each tap did. */
export function TableService({ lang, slug, table, send }: TableServiceProps) {
  const t = TABLE_SERVICE_TEXTS[lang];
  const group = useRef<HTMLSpanElement>(null);
  const [sending, setSending] = useState<TableServiceKind>();
  const [answer, setAnswer] = useState<{ kind: TableServiceKind; result: TableServiceResult }>();
  // The server draws these buttons with the line, before any script can answer them: disabled
  // until this component runs in the browser, so no tap on them is silently lost.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const ask = async (kind: TableServiceKind) => {
    setSending(kind);
    setAnswer(undefined);
    const result = send
      ? await send(kind)
      : await requestTableService({ ...backendOf(group.current), slug, table, kind });
    setSending(undefined);
    setAnswer({ kind, result });
  };

  const message =
    answer &&
    {
      sent: answer.kind === 'bill' ? t.sentBill : t.sentWaiter,
      already: answer.kind === 'bill' ? t.alreadyBill : t.alreadyWaiter,
      busy: t.tooMany,
      failed: t.failed,
    }[answer.result];

  return (
    <span className="qm-service" role="group" aria-label={t.group} ref={group} data-table-service>
      <style>{serviceCss}</style>
      {(['waiter', 'bill'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={!live || !!sending}
          data-service={kind}
          onClick={() => void ask(kind)}
        >
          {sending === kind ? t.sending : kind === 'bill' ? t.bill : t.waiter}
        </button>
      ))}
      <span role="status" data-result={answer?.result}>
        {message}
      </span>
    </span>
  );
}
