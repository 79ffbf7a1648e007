import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { Invitation } from '../api/team.ts';

/** One pending invitation: its role and expiry, sent again or withdrawn. */
export function InvitationRow({
  invitation,
  expires,
  mayManage,
  onResend,
  onWithdraw,
}: {
  invitation: Invitation;
  expires: string;
  mayManage: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useI18n();
  const tt = t.team;
  const expired = Date.parse(invitation.expires_at) <= Date.now();
  return (
    <li className="team-row">
      <div className="team-row__who">
        <bdi className="team-row__email">{invitation.email}</bdi>
        <span className="ui-muted">
          {tt.roles[invitation.role]} · {expired ? tt.expired : tt.expires(expires)}
        </span>
      </div>
      {mayManage && (
        <div className="team-row__actions">
          <Button variant="secondary" onClick={onResend}>
            {tt.resend}
          </Button>
          <Button variant="danger" onClick={onWithdraw}>
            {tt.withdraw}
          </Button>
        </div>
      )}
    </li>
  );
}
