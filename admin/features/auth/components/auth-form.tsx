import { useId, useState, type FormEvent } from 'react';
import {
  normalizeEmail,
  validateEmail,
  validatePassword,
} from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './auth-form.css';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

export type AuthMode = 'login' | 'signup';

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called with the trimmed, lowercased email once both fields are valid. */
  onSubmit: (credentials: { email: string; password: string }) => void;
  /** Resend Confirmation (log-in mode only), with the checked email. */
  onResend: (email: string) => void;
  /** True while a request runs: buttons are disabled so nothing is sent twice. */
  busy?: boolean;
}

/** The combined log-in and sign-up form of /login (SPEC.md sections 2 and 5). */
export function AuthForm({ mode, onModeChange, onSubmit, onResend, busy = false }: AuthFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const isLogin = mode === 'login';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailError = problemTextOrNull(validateEmail(email), lang);
    const passwordError = problemTextOrNull(validatePassword(password), lang);
    setErrors({
      ...(emailError && { email: emailError }),
      ...(passwordError && { password: passwordError }),
    });
    if (emailError || passwordError) {
      document.getElementById(`${id}-${emailError ? 'email' : 'password'}`)?.focus();
      return;
    }
    onSubmit({ email: normalizeEmail(email), password });
  }

  function resend() {
    const emailError = problemTextOrNull(validateEmail(email), lang);
    setErrors(emailError ? { email: emailError } : {});
    if (!emailError) onResend(normalizeEmail(email));
  }

  function switchMode() {
    setErrors({});
    onModeChange(isLogin ? 'signup' : 'login');
  }

  return (
    <form
      className="auth-form ui-card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{isLogin ? t.auth.welcomeBack : t.auth.createAccount}</h1>
      <p className="auth-form__lead">{isLogin ? t.auth.leadLogin : t.auth.leadSignup}</p>
      <div className="ui-field">
        <label htmlFor={`${id}-email`}>{t.auth.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="ui-field__error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-password`}>{t.auth.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className="ui-field__error" role="alert">
            {errors.password}
          </p>
        )}
      </div>
      <button type="submit" className="ui-button auth-form__submit" disabled={busy}>
        {isLogin ? t.auth.logIn : t.auth.signUp}
      </button>
      <div className="auth-form__links">
        <button type="button" className="ui-link-button" onClick={switchMode} disabled={busy}>
          {isLogin ? t.auth.needAccount : t.auth.alreadyRegistered}
        </button>
        {isLogin && (
          <button type="button" className="ui-link-button" onClick={resend} disabled={busy}>
            {t.auth.resend}
          </button>
        )}
      </div>
    </form>
  );
}
