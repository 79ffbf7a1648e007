import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../features/account/api/request-password-reset.ts';
import { AuthPageFrame } from '../../features/account/components/auth-page-frame.tsx';
import { EmailForm } from '../../features/account/components/email-form.tsx';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import './login.css';

const text = {
  pageTitle: 'Forgot password · QR Menu',
  title: 'Forgot your password?',
  lead: 'Enter the email you log in with and we will send you a link to set a new password.',
  submit: 'Send reset link',
  // The same answer whether or not the address has an account: nothing to learn from it.
  sent: 'If an account uses that email, a reset link is on its way. Check your inbox.',
  failed: (message: string) => `Could not send the reset link: ${message}`,
  back: 'Back to log in',
};

/** /forgot-password: mails a recovery link (supabase-js resetPasswordForEmail). */
export default function ForgotPasswordRoute() {
  const { busy, run } = useBusyAction();
  const [sent, setSent] = useState(false);

  function submit(email: string) {
    setSent(false);
    return run(async () => {
      await requestPasswordReset(email);
      setSent(true);
    }, text.failed);
  }

  return (
    <AuthPageFrame title={text.pageTitle}>
      <EmailForm
        title={text.title}
        headingLevel={1}
        lead={text.lead}
        submitLabel={text.submit}
        onSubmit={(email) => void submit(email)}
        done={sent ? text.sent : undefined}
        busy={busy}
      />
      <Link to="/login">{text.back}</Link>
    </AuthPageFrame>
  );
}
