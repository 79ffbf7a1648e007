import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeEmail, validateEmail } from '../../../../shared/domain/validation.ts';
import './account-forms.css';

const text = {
  email: 'Email',
};

export interface EmailFormProps {
  title: string;
  /** The page's one h1, or a section's h2. */
  headingLevel?: 1 | 2;
  lead: ReactNode;
  submitLabel: string;
  /** Called with the trimmed, lowercased email once it is valid. */
  onSubmit: (email: string) => void;
  /** Shown under the form once the request went through (stays until the next submit). */
  done?: ReactNode;
  busy?: boolean;
}

/** One email field: "Forgot password?" and the account page's change of email. */
export function EmailForm({
  title,
  headingLevel = 2,
  lead,
  submitLabel,
  onSubmit,
  done,
  busy = false,
}: EmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    onSubmit(normalizeEmail(email));
  }

  return (
    <form
      className="account-form ui-card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      <p className="account-form__lead">{lead}</p>
      <div className="ui-field">
        <label htmlFor={`${id}-email`}>{text.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
        {error && (
          <p id={`${id}-email-error`} className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="ui-button" disabled={busy}>
        {submitLabel}
      </button>
      {done && (
        <p className="account-form__done" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
