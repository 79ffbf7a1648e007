import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeEmail, validateEmail } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { LabelledInput } from './labelled-input.tsx';
import './account-forms.css';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

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
  const { lang, t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemTextOrNull(validateEmail(email), lang);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    onSubmit(normalizeEmail(email));
  }

  return (
    <AccountFormFrame
      id={id}
      title={title}
      headingLevel={headingLevel}
      lead={lead}
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={submit}
      done={done}
    >
      <LabelledInput
        id={`${id}-email`}
        label={t.account.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
    </AccountFormFrame>
  );
}
