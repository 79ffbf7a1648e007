import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { changeEmail } from '../../features/account/api/change-email.ts';
import {
  ReauthenticationNeededError,
  requestReauthentication,
} from '../../features/account/api/reauthenticate.ts';
import { ReauthenticationForm } from '../../features/account/components/reauthentication-form.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { signOutEverywhere } from '../../features/account/api/sign-out-everywhere.ts';
import { updatePassword } from '../../features/account/api/update-password.ts';
import { EmailForm } from '../../features/account/components/email-form.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { getSessionUser } from '../../lib/api/session-user.ts';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import '../../features/menu/components/menu.css';
import '../../features/account/components/account-forms.css';

const text = {
  title: 'Account',
  signedInAs: (email: string) => `You log in as ${email}.`,
  passwordTitle: 'Change password',
  passwordLead: 'At least 6 characters. Your other devices are signed out when it changes.',
  passwordSubmit: 'Change password',
  passwordSaved: 'Your password has been changed.',
  passwordFailed: (message: string) => `Could not change the password: ${message}`,
  emailTitle: 'Change email',
  emailLead: 'We send a link to the new address; the change takes effect when you open it.',
  emailSubmit: 'Change email',
  emailSent: (email: string) => `Check ${email} and open the link to confirm the change.`,
  emailFailed: (message: string) => `Could not change the email: ${message}`,
  everywhereTitle: 'Sign out everywhere',
  everywhereLead: 'Ends your sessions on every phone and computer, this one included.',
  everywhereSubmit: 'Sign out everywhere',
  everywhereDone: 'You are signed out on every device.',
  everywhereFailed: (message: string) => `Could not sign out everywhere: ${message}`,
};

/** /admin/account: the owner's password, email and sessions. */
export default function AdminAccountRoute() {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | undefined>();
  const { busy, run } = useBusyAction();
  const [pendingEmail, setPendingEmail] = useState<string | undefined>();
  const { t } = useI18n();
  // A change that waits for the code GoTrue's reauthentication mailed (an older session).
  const [waiting, setWaiting] = useState<
    { what: 'password'; password: string } | { what: 'email'; email: string } | undefined
  >();
  const [resent, setResent] = useState(false);

  /** Runs a change; when the server wants a recent sign-in, mails the code and asks for it. */
  async function withReauthentication(
    change: (nonce?: string) => Promise<void>,
    pending: NonNullable<typeof waiting>,
    nonce?: string,
  ): Promise<boolean> {
    try {
      await change(nonce);
      setWaiting(undefined);
      return true;
    } catch (error) {
      if (!(error instanceof ReauthenticationNeededError)) throw error;
      await requestReauthentication();
      setResent(false);
      setWaiting(pending);
      return false;
    }
  }

  function savePassword(password: string, nonce?: string) {
    void run(async () => {
      const done = await withReauthentication(
        (code) => updatePassword(password, code),
        { what: 'password', password },
        nonce,
      );
      if (done) toast.success(text.passwordSaved);
    }, text.passwordFailed);
  }

  function saveEmail(next: string, nonce?: string) {
    void run(async () => {
      setPendingEmail(undefined);
      const done = await withReauthentication(
        (code) => changeEmail(next, code),
        { what: 'email', email: next },
        nonce,
      );
      if (done) setPendingEmail(next);
    }, text.emailFailed);
  }

  const load = useCallback(async () => {
    const user = await getSessionUser();
    setEmail(user?.email);
    return user?.email;
  }, []);

  // Arriving from the email-change link, the session supabase-js read from it has the new address.
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="ui-page">
      <header className="ui-page__header">
        <h1>{text.title}</h1>
      </header>
      {email && <p className="ui-muted">{text.signedInAs(email)}</p>}
      <div className="account-page__sections">
        {waiting && email && (
          <ReauthenticationForm
            email={email}
            what={waiting.what}
            busy={busy}
            done={resent ? t.reauthentication.resent : undefined}
            onSubmit={(code) =>
              waiting.what === 'password'
                ? savePassword(waiting.password, code)
                : saveEmail(waiting.email, code)
            }
            onResend={() =>
              void run(
                async () => {
                  await requestReauthentication();
                  setResent(true);
                },
                (message) => message,
              )
            }
            onCancel={() => setWaiting(undefined)}
          />
        )}
        <NewPasswordForm
          title={text.passwordTitle}
          lead={text.passwordLead}
          submitLabel={text.passwordSubmit}
          busy={busy}
          onSubmit={(password) => savePassword(password)}
        />
        <EmailForm
          title={text.emailTitle}
          lead={text.emailLead}
          submitLabel={text.emailSubmit}
          busy={busy}
          done={pendingEmail ? text.emailSent(pendingEmail) : undefined}
          onSubmit={(next) => saveEmail(next)}
        />
        <section className="account-form ui-card" aria-labelledby="account-everywhere">
          <h2 id="account-everywhere">{text.everywhereTitle}</h2>
          <p className="account-form__lead">{text.everywhereLead}</p>
          <button
            type="button"
            className="ui-button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await signOutEverywhere();
                toast.success(text.everywhereDone);
                navigate('/login', { replace: true });
              }, text.everywhereFailed)
            }
          >
            {text.everywhereSubmit}
          </button>
        </section>
      </div>
    </div>
  );
}
