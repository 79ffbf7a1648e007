import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { changeEmail } from '../../features/account/api/change-email.ts';
import {
  ReauthenticationNeededError,
  requestReauthentication,
} from '../../features/account/api/reauthenticate.ts';
import { ReauthenticationForm } from '../../features/account/components/reauthentication-form.tsx';
import { signOutEverywhere } from '../../features/account/api/sign-out-everywhere.ts';
import { updatePassword } from '../../features/account/api/update-password.ts';
import { EmailForm } from '../../features/account/components/email-form.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { getSessionUser } from '../../lib/api/session-user.ts';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../features/menu/components/menu.css';
import '../../features/account/components/account-forms.css';

/** /admin/account: the owner's password, email and sessions. */
export default function AdminAccountRoute() {
  const navigate = useNavigate();
  const { t } = useI18n();
  const a = t.account;
  const [email, setEmail] = useState<string | undefined>();
  const { busy, run } = useBusyAction();
  const [pendingEmail, setPendingEmail] = useState<string | undefined>();
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
      if (done) toast.success(a.passwordSaved);
    }, a.passwordFailed);
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
    }, a.emailFailed);
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
      <title>{a.pageTitle}</title>
      <header className="ui-page__header">
        <h1>{a.title}</h1>
      </header>
      {email && <p className="ui-muted">{a.signedInAs(email)}</p>}
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
          title={a.passwordTitle}
          lead={a.passwordLead}
          submitLabel={a.passwordSubmit}
          busy={busy}
          onSubmit={(password) => savePassword(password)}
        />
        <EmailForm
          title={a.emailTitle}
          lead={a.emailLead}
          submitLabel={a.emailSubmit}
          busy={busy}
          done={pendingEmail ? a.emailSent(pendingEmail) : undefined}
          onSubmit={(next) => saveEmail(next)}
        />
        <section className="account-form ui-card" aria-labelledby="account-everywhere">
          <h2 id="account-everywhere">{a.everywhereTitle}</h2>
          <p className="account-form__lead">{a.everywhereLead}</p>
          <button
            type="button"
            className="ui-button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await signOutEverywhere();
                toast.success(a.everywhereDone);
                void navigate('/login', { replace: true });
              }, a.everywhereFailed)
            }
          >
            {a.everywhereSubmit}
          </button>
        </section>
      </div>
    </div>
  );
}
