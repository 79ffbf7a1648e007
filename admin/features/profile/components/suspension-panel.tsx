import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export interface SuspensionPanelProps {
  suspendedAt: string | null;
  reason: string | null;
  /** reason null lifts the suspension; resolves true when saved. */
  onChange: (reason: string | null) => Promise<boolean>;
}

/** The superadmin's suspend / lift control for one business, with the reason the owner reads. */
export function SuspensionPanel({ suspendedAt, reason, onChange }: SuspensionPanelProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const s = t.profile.suspension;
  const [text, setText] = useState(reason ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = suspendedAt ? null : text.trim();
    if (next === '') {
      setError(s.reasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      if ((await onChange(next)) && next === null) setText('');
    } finally {
      setBusy(false);
    }
  }

  const date = suspendedAt
    ? new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
        dateStyle: 'medium',
      }).format(new Date(suspendedAt))
    : '';
  return (
    <form
      className={suspendedAt ? 'ui-panel profile-suspended' : 'ui-panel'}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{s.heading}</h2>
      <p className="ui-muted">{s.lead}</p>
      {suspendedAt ? (
        <p role="status">
          <strong>{s.suspendedOn(date)}</strong> <bdi>{s.ownerReason(reason ?? '')}</bdi>
        </p>
      ) : (
        <div className="ui-field">
          <label htmlFor={`${id}-reason`}>{s.reason}</label>
          <textarea
            id={`${id}-reason`}
            value={text}
            maxLength={500}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="ui-field__error">
              {error}
            </p>
          )}
        </div>
      )}
      <div>
        <button
          type="submit"
          className={suspendedAt ? 'ui-button' : 'ui-button ui-button--danger'}
          disabled={busy}
        >
          {suspendedAt ? s.lift : s.suspend}
        </button>
      </div>
    </form>
  );
}
