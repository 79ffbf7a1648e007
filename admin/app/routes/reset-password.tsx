import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../../shared/ui/page-status.tsx';
import {
  getRecoveryState,
  type RecoveryState,
} from '../../features/account/api/get-recovery-state.ts';
import { updatePassword } from '../../features/account/api/update-password.ts';
import { AuthPageFrame } from '../../features/account/components/auth-page-frame.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login.ts';
import './login.css';

const text = {
  pageTitle: 'Set a new password · QR Menu',
  checking: 'Checking your reset link...',
  title: 'Set a new password',
  lead: (email: string) => `For ${email}. At least 6 characters.`,
  submit: 'Save new password',
  saved: 'Your password has been changed.',
  failed: (message: string) => `Could not change the password: ${message}`,
  invalid: (message: string) =>
    `This reset link cannot be used (${message}). Links work once and for a limited time.`,
  askAgain: 'Ask for a new link',
};

/** /reset-password: where the recovery link lands, signed in for this one purpose. */
export default function ResetPasswordRoute() {
  const [state, setState] = useState<RecoveryState | undefined>();
  const { busy, run } = useBusyAction();
  const afterLogin = useAfterLogin();

  useEffect(() => {
    let active = true;
    void getRecoveryState(window.location.hash).then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, []);

  function submit(password: string) {
    return run(async () => {
      await updatePassword(password);
      toast.success(text.saved);
      await afterLogin();
    }, text.failed);
  }

  return (
    <AuthPageFrame title={text.pageTitle}>
      {!state && <PageStatus busy>{text.checking}</PageStatus>}
      {state?.ok === false && (
        <>
          <PageStatus tone="error">{text.invalid(state.message)}</PageStatus>
          <Link to="/forgot-password">{text.askAgain}</Link>
        </>
      )}
      {state?.ok && (
        <NewPasswordForm
          title={text.title}
          headingLevel={1}
          lead={text.lead(state.email)}
          submitLabel={text.submit}
          onSubmit={(password) => void submit(password)}
          busy={busy}
        />
      )}
    </AuthPageFrame>
  );
}
