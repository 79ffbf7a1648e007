import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { recoveryStateQuery } from '../../features/account/api/get-recovery-state.ts';
import { updatePassword } from '../../features/account/api/update-password.ts';
import { AuthPageFrame } from '../../features/account/components/auth-page-frame.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { useBusyAction } from '../../features/account/hooks/use-busy-action.ts';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import './login.css';

/** /reset-password: where the recovery link lands, signed in for this one purpose. */
export default function ResetPasswordRoute() {
  const { t, lang } = useI18n();
  const client = useClient();
  const a = t.account;
  const { data: state } = useQuery(recoveryStateQuery(client, window.location.hash));
  const { busy, run } = useBusyAction();
  const afterLogin = useAfterLogin();

  function submit(password: string) {
    return run(async () => {
      await updatePassword(client, password);
      toast.success(a.passwordSaved);
      await afterLogin();
    }, a.passwordFailed);
  }

  return (
    <AuthPageFrame title={a.resetPageTitle}>
      {!state && <PageStatus busy>{a.resetChecking}</PageStatus>}
      {state?.ok === false && (
        <>
          <PageStatus tone="error">{a.resetInvalid(errorText(state.error, lang))}</PageStatus>
          <Link to="/forgot-password">{a.askAgain}</Link>
        </>
      )}
      {state?.ok && (
        <NewPasswordForm
          title={a.resetTitle}
          headingLevel={1}
          lead={a.resetLead(state.email)}
          submitLabel={a.resetSubmit}
          onSubmit={(password) => void submit(password)}
          busy={busy}
        />
      )}
    </AuthPageFrame>
  );
}
