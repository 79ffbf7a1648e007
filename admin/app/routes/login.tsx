import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { BrandBar } from '../../../shared/ui/brand-bar.tsx';
import { getSessionUser } from '../../features/auth/api/get-session-user.ts';
import { resendConfirmation } from '../../features/auth/api/resend-confirmation.ts';
import { signIn } from '../../features/auth/api/sign-in.ts';
import { signUp } from '../../features/auth/api/sign-up.ts';
import { AuthForm, type AuthMode } from '../../features/auth/components/auth-form.tsx';
import { useAfterLogin } from '../../features/auth/use-after-login.ts';
import { errorMessage } from '../../lib/api-error.ts';
import './login.css';

/** /login: log in, sign up, resend the confirmation, and land here from the confirmation link. */
export default function LoginRoute() {
  const [mode, setMode] = useState<AuthMode>('login');
  const [busy, setBusy] = useState(true);
  const afterLogin = useAfterLogin();

  // Someone already signed in (or arriving from the confirmation link) goes straight on.
  useEffect(() => {
    const linkError = new URLSearchParams(window.location.hash.slice(1)).get('error_description');
    if (linkError) toast.error(`Login failed: ${linkError}`);
    let active = true;
    getSessionUser()
      .then((user) => (user && active ? afterLogin() : undefined))
      .catch((error: unknown) => toast.error(`Login failed: ${errorMessage(error)}`))
      .finally(() => active && setBusy(false));
    return () => {
      active = false;
    };
  }, [afterLogin]);

  async function submit({ email, password }: { email: string; password: string }) {
    setBusy(true);
    try {
      if (mode === 'signup') {
        const result = await signUp(email, password);
        if (!result.ok) toast.error(`Sign up failed: ${result.message}`);
        else if (result.signedIn) await afterLogin();
        else {
          toast.success('Check your email to verify your account.');
          setMode('login');
        }
        return;
      }
      const result = await signIn(email, password);
      if (result.ok) await afterLogin();
      else if (result.needsConfirmation)
        toast.warning('Please confirm your email before logging in.');
      else toast.error(`Login failed: ${result.message}`);
    } finally {
      setBusy(false);
    }
  }

  async function resend(email: string) {
    setBusy(true);
    try {
      const result = await resendConfirmation(email);
      if (result.ok) toast.success('Confirmation email resent. Please check your inbox.');
      else toast.error(`Failed to resend Confirmation: ${result.message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <title>{mode === 'login' ? 'Log in · QR Menu' : 'Sign up · QR Menu'}</title>
      <BrandBar />
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
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
        )}
      </main>
    </div>
  );
}
