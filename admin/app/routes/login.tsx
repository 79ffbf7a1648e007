import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { BrandBar } from '../../lib/ui/brand-bar.tsx';
import { getSessionUser } from '../../lib/api/session-user.ts';
import { resendConfirmation } from '../../features/auth/api/resend-confirmation.ts';
import { needsConfirmation, signIn } from '../../features/auth/api/sign-in.ts';
import { signUp } from '../../features/auth/api/sign-up.ts';
import { AuthForm, type AuthMode } from '../../features/auth/components/auth-form.tsx';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login.ts';
import { authErrorMessage } from '../../lib/api/auth-error-message.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
import './login.css';

/** /login: log in, sign up, resend the confirmation, and land here from the confirmation link. */
export default function LoginRoute() {
  const client = useClient();
  const { lang, t } = useI18n();
  const [mode, setMode] = useState<AuthMode>('login');
  const [busy, setBusy] = useState(true);
  const afterLogin = useAfterLogin();

  // Someone already signed in (or arriving from the confirmation link) goes straight on.
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const linkError = hash.get('error_description');
    if (linkError) {
      const code = hash.get('error_code') ?? undefined;
      toast.error(t.auth.loginFailed(authErrorMessage({ message: linkError, code }, lang)));
    }
    let active = true;
    getSessionUser(client)
      .then((user) => (user && active ? afterLogin() : undefined))
      .catch((error: unknown) => toast.error(t.auth.loginFailed(errorText(error, lang))))
      .finally(() => active && setBusy(false));
    return () => {
      active = false;
    };
    // Only on arrival (afterLogin is stable): switching language must not check the session again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [afterLogin]);

  async function submit({ email, password }: { email: string; password: string }) {
    setBusy(true);
    try {
      if (mode === 'signup') {
        const { signedIn } = await signUp(client, email, password);
        if (signedIn) await afterLogin();
        else {
          toast.success(t.auth.checkEmail);
          setMode('login');
        }
        return;
      }
      await signIn(client, email, password);
      await afterLogin();
    } catch (error) {
      if (mode === 'login' && needsConfirmation(error)) toast.warning(t.auth.confirmFirst);
      else {
        const message = errorText(error, lang);
        toast.error(mode === 'signup' ? t.auth.signUpFailed(message) : t.auth.loginFailed(message));
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend(email: string) {
    setBusy(true);
    try {
      await resendConfirmation(client, email);
      toast.success(t.auth.resent);
    } catch (error) {
      toast.error(t.auth.resendFailed(errorText(error, lang)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <title>{mode === 'login' ? t.auth.titleLogin : t.auth.titleSignup}</title>
      <BrandBar>
        <LanguageSwitch />
      </BrandBar>
      <main className="login-page__main">
        <AuthForm
          mode={mode}
          onModeChange={setMode}
          onSubmit={(credentials) => void submit(credentials)}
          onResend={(email) => void resend(email)}
          busy={busy}
        />
        {mode === 'login' && (
          <p className="login-page__forgot">
            <Link to="/forgot-password">{t.account.forgotLink}</Link>
          </p>
        )}
      </main>
    </div>
  );
}
