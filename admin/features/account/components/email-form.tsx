import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { emailSchema, type EmailValues } from '../lib/email-schema.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { LabelledInput } from './labelled-input.tsx';
import './account-forms.css';

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
  const schema = useMemo(() => emailSchema(lang), [lang]);
  const form = useForm<EmailValues, unknown, { email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  // Keyboard and screen-reader users land on the field that needs attention.
  const submit = form.handleSubmit(
    ({ email }) => onSubmit(email),
    () => document.getElementById(`${id}-email`)?.focus(),
  );

  return (
    <AccountFormFrame
      id={id}
      title={title}
      headingLevel={headingLevel}
      lead={lead}
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      done={done}
    >
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <LabelledInput
            id={`${id}-email`}
            label={t.account.email}
            type="email"
            autoComplete="email"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </AccountFormFrame>
  );
}
