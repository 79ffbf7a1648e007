import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { normalizeEmail } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  credentialsSchema,
  type Credentials,
  type CredentialsInput,
} from '../lib/credentials-schema.ts';
import './auth-form.css';
import { Field } from '../../../lib/ui/field.tsx';

export type AuthMode = 'login' | 'signup';

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called with the trimmed, lowercased email once both fields are valid. */
  onSubmit: (credentials: Credentials) => void;
  /** Resend Confirmation (log-in mode only), with the checked email. */
  onResend: (email: string) => void;
  /** True while a request runs: buttons are disabled so nothing is sent twice. */
  busy?: boolean;
}

/** The combined log-in and sign-up form of /login (docs/guide/product.md sections 2 and 5). */
export function AuthForm({ mode, onModeChange, onSubmit, onResend, busy = false }: AuthFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const schema = useMemo(() => credentialsSchema(lang), [lang]);
  const form = useForm<CredentialsInput, unknown, Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const isLogin = mode === 'login';

  // Resending needs only the address: the password's problem, if shown, goes.
  async function resend() {
    form.clearErrors('password');
    if (await form.trigger('email', { shouldFocus: true })) {
      onResend(normalizeEmail(form.getValues('email')));
    }
  }

  function switchMode() {
    form.clearErrors();
    onModeChange(isLogin ? 'signup' : 'login');
  }

  return (
    <form
      className="auth-form ui-card"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{isLogin ? t.auth.welcomeBack : t.auth.createAccount}</h1>
      <p className="auth-form__lead">{isLogin ? t.auth.leadLogin : t.auth.leadSignup}</p>
      <Field id={`${id}-email`} label={t.auth.email} error={errors.email?.message} announce>
        {(control) => (
          <input {...control} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t.auth.password}
        error={errors.password?.message}
        announce
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            {...form.register('password')}
          />
        )}
      </Field>
      <Button type="submit" className="auth-form__submit" disabled={busy}>
        {isLogin ? t.auth.logIn : t.auth.signUp}
      </Button>
      <div className="auth-form__links">
        <Button variant="link" onClick={switchMode} disabled={busy}>
          {isLogin ? t.auth.needAccount : t.auth.alreadyRegistered}
        </Button>
        {isLogin && (
          <Button variant="link" onClick={() => void resend()} disabled={busy}>
            {t.auth.resend}
          </Button>
        )}
      </div>
    </form>
  );
}
