import { useQuery } from '@tanstack/react-query';
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

/**
 * /join: where a team invitation's link lands (GoTrue's invite link, signed in for this purpose).
 * The invited person chooses a password; signing in then joins the team (accept_team_invitations,
 * in getAccess) and lands them where their role works.
 */
export default function JoinRoute() {
  const { t, lang } = useI18n();
  const client = useClient();
  const j = t.team.join;
  const { data: state } = useQuery(recoveryStateQuery(client, window.location.hash));
  const { busy, run } = useBusyAction();
  const afterLogin = useAfterLogin();

  function submit(password: string) {
    return run(async () => {
      await updatePassword(client, password);
      toast.success(t.account.passwordSaved);
      await afterLogin();
    }, t.account.passwordFailed);
  }

  return (
    <AuthPageFrame title={j.pageTitle}>
      {!state && <PageStatus busy>{j.checking}</PageStatus>}
      {state?.ok === false && (
        <PageStatus tone="error">{j.invalid(errorText(state.error, lang))}</PageStatus>
      )}
      {state?.ok && (
        <NewPasswordForm
          title={j.title}
          headingLevel={1}
          lead={j.lead(state.email)}
          submitLabel={j.submit}
          onSubmit={(password) => void submit(password)}
          busy={busy}
        />
      )}
    </AuthPageFrame>
  );
}
