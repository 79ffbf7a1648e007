import './page-status.css';

export interface PageStatusProps {
  children: string;
  /** Marks the region as loading for assistive technology. */
  busy?: boolean;
  tone?: 'info' | 'error';
  action?: { label: string; onClick: () => void };
}

/** A whole-page message: loading, an error with a retry, or an empty state. */
export function PageStatus({ children, busy = false, tone = 'info', action }: PageStatusProps) {
  return (
    <div
      className={`page-status page-status--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-busy={busy}
    >
      {busy && <span className="page-status__spinner" aria-hidden="true" />}
      <p>{children}</p>
      {action && (
        <button type="button" className="ui-button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
