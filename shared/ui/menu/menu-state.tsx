export interface MenuStateProps {
  /** loading: a polite status; error: an alert; empty, not-found or none: plain text. */
  kind?: 'loading' | 'empty' | 'not-found' | 'error' | undefined;
  /** The state in a few words ("Menu not found"), a heading except while loading. */
  title: string;
  /** What to do about it, under the title. */
  hint?: string | undefined;
  /** The retry button's text; shown with onRetry. */
  retryLabel?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** The states in place of a menu: loading, empty, not found, failed to load (with retry). */
export function MenuState({ kind, title, hint, retryLabel, onRetry }: MenuStateProps) {
  const role = kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined;
  return (
    <div className="qm-state" role={role}>
      {kind === 'loading' ? <p>{title}</p> : <h2>{title}</h2>}
      {hint ? <p>{hint}</p> : null}
      {onRetry && retryLabel ? (
        <button type="button" className="qm-retry" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
