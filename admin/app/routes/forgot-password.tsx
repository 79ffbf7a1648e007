import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../features/account/api/request-password-reset.ts';
import { AuthPageFrame } from '../../features/account/components/auth-page-frame.tsx';
import { EmailForm } from '../../features/account/components/email-form.tsx';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import './login.css';

/** /forgot-password: mails a recovery link (supabase-js resetPasswordForEmail). */
export default function ForgotPasswordRoute() {
  const { t } = useI18n();
  const client = useClient();
  const a = t.account;
  const { busy, run } = useBusyAction();
  const [sent, setSent] = useState(false);

  function submit(email: string) {
    setSent(false);
    return run(async () => {
      await requestPasswordReset(client, email);
      setSent(true);
    }, a.forgotFailed);
  }

  return (
    <AuthPageFrame title={a.forgotPageTitle}>
      <EmailForm
        title={a.forgotTitle}
        headingLevel={1}
        lead={a.forgotLead}
        submitLabel={a.forgotSubmit}
        onSubmit={(email) => void submit(email)}
        done={sent ? a.forgotSent : undefined}
        busy={busy}
      />
      <Link to="/login">{a.backToLogin}</Link>
    </AuthPageFrame>
  );
}
