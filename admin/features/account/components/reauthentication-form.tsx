import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import './account-forms.css';

export interface ReauthenticationFormProps {
  /** Where the code was mailed. */
  email: string;
  /** The change waiting for the code. */
  what: 'password' | 'email';
  /** Called with the 6 digits once they look right. */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
  /** Shown under the form (a new code was sent). */
  done?: string | undefined;
  busy?: boolean;
}

/** The mailed code a password or email change from an older session needs. */
export function ReauthenticationForm({
  email,
  what,
  onSubmit,
  onResend,
  onCancel,
  done,
  busy = false,
}: ReauthenticationFormProps) {
  const { t } = useI18n();
  const text = t.reauthentication;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The form appears in place of nothing: take the focus so the code can be typed at once.
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    const problem = /^\d{6}$/.test(digits) ? null : text.codeFormat;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubmit(digits);
  }

  return (
    <AccountFormFrame
      id={id}
      title={text.title}
      headingLevel={2}
      lead={text.lead(email, what)}
      submitLabel={text.submit}
      busy={busy}
      onSubmit={submit}
      done={done}
    >
      <div className="ui-field">
        <label htmlFor={`${id}-code`}>{text.code}</label>
        <input
          ref={input}
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-code-error` : undefined}
        />
        {error && (
          <p id={`${id}-code-error`} className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="account-form__actions">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={busy}
          onClick={onResend}
        >
          {text.resend}
        </button>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {text.cancel}
        </button>
      </div>
    </AccountFormFrame>
  );
}
