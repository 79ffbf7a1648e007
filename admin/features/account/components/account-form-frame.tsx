import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../lib/ui/button.tsx';
import './account-forms.css';

export interface AccountFormFrameProps {
  /** Prefix of the ids inside; the heading is `${id}-title`. */
  id: string;
  title: string;
  /** The page's one h1, or a section's h2. */
  headingLevel: 1 | 2;
  lead: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown under the button once the request went through. */
  done?: ReactNode;
  children: ReactNode;
}

/** The card every account form shares: heading, lead, fields, one submit button, a status line. */
export function AccountFormFrame({
  id,
  title,
  headingLevel,
  lead,
  submitLabel,
  busy,
  onSubmit,
  done,
  children,
}: AccountFormFrameProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <form
      className="account-form ui-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      <p className="account-form__lead">{lead}</p>
      {children}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {done && (
        <p className="account-form__done" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
