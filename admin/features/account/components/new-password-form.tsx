import { useId, useState, type FormEvent } from 'react';
import { validatePassword } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { LabelledInput } from './labelled-input.tsx';
import './account-forms.css';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordError = problemTextOrNull(validatePassword(password), lang);
    const confirmError = !passwordError && confirm !== password ? t.account.mismatch : null;
    setErrors({
      ...(passwordError && { password: passwordError }),
      ...(confirmError && { confirm: confirmError }),
    });
    if (passwordError || confirmError) {
      document.getElementById(`${id}-${passwordError ? 'password' : 'confirm'}`)?.focus();
      return;
    }
    onSubmit(password);
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
    >
      <LabelledInput
        id={`${id}-password`}
        label={t.account.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <LabelledInput
        id={`${id}-confirm`}
        label={t.account.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
      />
    </AccountFormFrame>
  );
}
