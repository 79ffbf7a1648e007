import { ReauthenticationForm } from '../../features/account/components/reauthentication-form.tsx';
import { EmailForm } from '../../features/account/components/email-form.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { useAccountChanges } from '../../features/account/hooks/use-account-changes.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { Button } from '../../lib/ui/button.tsx';
import '../../features/menu/components/menu.css';
import '../../features/account/components/account-forms.css';

/** /admin/account: the owner's password, email and sessions. */
export default function AdminAccountRoute() {
  const { t } = useI18n();
  const a = t.account;
  const account = useAccountChanges();
  const { email, busy, waiting } = account;

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
            done={account.resent ? t.reauthentication.resent : undefined}
            onSubmit={(code) =>
              waiting.what === 'password'
                ? account.savePassword(waiting.password, code)
                : account.saveEmail(waiting.email, code)
            }
            onResend={account.resend}
            onCancel={account.cancel}
          />
        )}
        <NewPasswordForm
          // A new form once a password is changed: the new password does not stay in its fields.
          key={account.passwordsSaved}
          title={a.passwordTitle}
          lead={a.passwordLead}
          submitLabel={a.passwordSubmit}
          busy={busy}
          onSubmit={(password) => account.savePassword(password)}
        />
        <EmailForm
          title={a.emailTitle}
          lead={a.emailLead}
          submitLabel={a.emailSubmit}
          busy={busy}
          done={account.pendingEmail ? a.emailSent(account.pendingEmail) : undefined}
          onSubmit={(next) => account.saveEmail(next)}
        />
        <section className="account-form ui-card" aria-labelledby="account-everywhere">
          <h2 id="account-everywhere">{a.everywhereTitle}</h2>
          <p className="account-form__lead">{a.everywhereLead}</p>
          <Button disabled={busy} onClick={account.endEverywhere}>
            {a.everywhereSubmit}
          </Button>
        </section>
      </div>
    </div>
  );
}
