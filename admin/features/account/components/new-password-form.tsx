import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { newPasswordSchema, type NewPasswordValues } from '../lib/new-password-schema.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { LabelledInput } from './labelled-input.tsx';
import './account-forms.css';

type Field = keyof NewPasswordValues;

export interface NewPasswordFormProps {
  title: string;
  headingLevel?: 1 | 2;
  lead: string;
  submitLabel: string;
  /** Called with the new password once it is valid and typed the same twice. */
  onSubmit: (password: string) => void;
  busy?: boolean;
}

/** A new password typed twice: the reset page and the account page. */
export function NewPasswordForm({
  title,
  headingLevel = 2,
  lead,
  submitLabel,
  onSubmit,
  busy = false,
}: NewPasswordFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const schema = useMemo(() => newPasswordSchema(lang), [lang]);
  const form = useForm<NewPasswordValues, unknown, { password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
    shouldFocusError: false,
  });
  // Keyboard and screen-reader users land on the field that needs attention.
  const submit = form.handleSubmit(
    ({ password }) => onSubmit(password),
    (errors) => {
      const first: Field = errors.password ? 'password' : 'confirm';
      document.getElementById(`${id}-${first}`)?.focus();
    },
  );

  const input = (name: Field, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <LabelledInput
          id={`${id}-${name}`}
          label={label}
          type="password"
          autoComplete="new-password"
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
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
    >
      {input('password', t.account.newPassword)}
      {input('confirm', t.account.confirmPassword)}
    </AccountFormFrame>
  );
}
