import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { BrandBar } from '../../lib/ui/brand-bar.tsx';
import { sessionUserQuery } from '../../lib/api/session-user.ts';
import { AuthForm, type AuthMode } from '../../features/auth/components/auth-form.tsx';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login.ts';
import { useCredentialActions } from '../../features/auth/hooks/use-credential-actions.ts';
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
  const afterLogin = useAfterLogin();
  const actions = useCredentialActions(() => setMode('login'));
  // Someone already signed in (or arriving from the confirmation link) goes straight on: the
  // session as read on arrival (see sessionUserQuery), busy until then.
  const session = useQuery(sessionUserQuery(client));
  const user = session.isFetchedAfterMount ? session.data : undefined;
  // Still busy while a signed-in user is sent on.
  const [leaving, setLeaving] = useState(false);
  const checking = !session.isFetchedAfterMount || leaving;
  useEffect(() => {
    if (!user) return;
    setLeaving(true);
    void afterLogin().finally(() => setLeaving(false));
  }, [user, afterLogin]);
  useEffect(() => {
    if (session.isFetchedAfterMount && session.error)
      toast.error(t.auth.loginFailed(errorText(session.error, lang)));
    // Once per failed check: switching language must not say it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.error, session.isFetchedAfterMount]);

  // A confirmation link GoTrue refused says why in the address, once on arrival.
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const linkError = hash.get('error_description');
    if (linkError) {
      const code = hash.get('error_code') ?? undefined;
      toast.error(t.auth.loginFailed(authErrorMessage({ message: linkError, code }, lang)));
    }
    // Only on arrival: switching language must not say it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          onSubmit={(credentials) => actions.submit({ ...credentials, mode })}
          onResend={actions.resend}
          busy={checking || actions.busy}
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
