import { useId, useState, type FormEvent } from 'react';
import { validatePassword } from '../../../../shared/domain/validation.ts';
import './account-forms.css';

const text = {
  newPassword: 'New password',
  confirm: 'Confirm new password',
  mismatch: 'The two passwords do not match.',
};

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordError = validatePassword(password);
    const confirmError = !passwordError && confirm !== password ? text.mismatch : null;
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

  const field = (
    key: 'password' | 'confirm',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <div className="ui-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="ui-field__error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="account-form ui-card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      <p className="account-form__lead">{lead}</p>
      {field('password', text.newPassword, password, setPassword)}
      {field('confirm', text.confirm, confirm, setConfirm)}
      <button type="submit" className="ui-button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
