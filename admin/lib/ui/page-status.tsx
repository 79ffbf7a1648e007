import './page-status.css';
import { Button } from './button.tsx';

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
      {action && <Button onClick={action.onClick}>{action.label}</Button>}
    </div>
  );
}
