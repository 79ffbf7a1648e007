import { useState } from 'react';
import { pickText } from '../../../shared/domain/i18n.ts';
import type { TeamMember } from '../../features/team/api/team.ts';
import { InviteForm } from '../../features/team/components/invite-form.tsx';
import { InvitationRow } from '../../features/team/components/invitation-row.tsx';
import { MemberRow } from '../../features/team/components/member-row.tsx';
import { givableRoles, useTeam } from '../../features/team/hooks/use-team.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import {
  MemberBranches,
  useMemberBranches,
} from '../../features/branches/components/member-branches.tsx';
import '../../features/team/components/team.css';
import '../../features/branches/components/branches.css';

type Pending =
  { kind: 'remove'; member: TeamMember } | { kind: 'hand-over'; member: TeamMember } | null;

/** /admin/team: invite people with a role, change or remove them, hand the business over. */
export default function AdminTeamRoute() {
  const { business, role, branches } = useMyBusiness();
  const { lang, t } = useI18n();
  const tt = t.team;
  const { primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);
  // With branches, the owner limits members to some of them.
  const limitsBranches = role === 'owner' && branches.length > 1;
  const memberBranches = useMemberBranches(business.id, limitsBranches);
  const { team, send, setRole, withdraw, remove, handOver } = useTeam(business.id);
  const givable = givableRoles(role);
  const [pending, setPending] = useState<Pending>(null);

  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Muscat',
    }).format(new Date(iso));

  return (
    <div className="ui-page">
      <title>{tt.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{tt.title}</h1>
      </header>
      <p className="ui-muted">{tt.lead}</p>

      {givable.length > 0 && (
        <InviteForm
          roles={givable}
          busy={send.isPending}
          onInvite={(request) =>
            send.mutateAsync(request).then(
              () => true,
              () => false,
            )
          }
        />
      )}

      {team.isError && !team.data && (
        <PageStatus
          tone="error"
          action={{ label: t.common.retry, onClick: () => void team.refetch() }}
        >
          {t.common.error(errorText(team.error, lang))}
        </PageStatus>
      )}
      {!team.data && !team.isError && <PageStatus busy>{tt.loading}</PageStatus>}

      {team.data && (
        <section className="ui-panel" aria-labelledby="team-members">
          <h2 id="team-members">{tt.membersHeading}</h2>
          <ul className="team-list">
            {team.data.members.map((member) => (
              <MemberRow
                key={member.user_id}
                member={member}
                givable={givable}
                ownerView={role === 'owner'}
                onRole={(next) => void setRole(member.user_id, next)}
                onRemove={() => setPending({ kind: 'remove', member })}
                onHandOver={() => setPending({ kind: 'hand-over', member })}
                branches={
                  limitsBranches && memberBranches.data ? (
                    <MemberBranches
                      businessId={business.id}
                      userId={member.user_id}
                      email={member.email}
                      branches={branches}
                      chosen={memberBranches.data.get(member.user_id) ?? null}
                      primary={primary}
                    />
                  ) : null
                }
              />
            ))}
          </ul>
        </section>
      )}

      {team.data && (
        <section className="ui-panel" aria-labelledby="team-invitations">
          <h2 id="team-invitations">{tt.pendingHeading}</h2>
          {team.data.invitations.length === 0 && <p className="ui-muted">{tt.noPending}</p>}
          <ul className="team-list">
            {team.data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                expires={dateOf(invitation.expires_at)}
                mayManage={givable.includes(invitation.role)}
                onResend={() => void send.mutateAsync(invitation).catch(() => undefined)}
                onWithdraw={() => void withdraw(invitation.id)}
              />
            ))}
          </ul>
        </section>
      )}

      <ConfirmDialog
        message={
          pending
            ? pending.kind === 'remove'
              ? tt.removeConfirm(pending.member.email)
              : tt.handOverConfirm(pending.member.email)
            : null
        }
        confirmLabel={pending?.kind === 'hand-over' ? tt.handOver : tt.remove}
        onConfirm={async () => {
          if (!pending) return;
          const userId = pending.member.user_id;
          await (pending.kind === 'remove' ? remove(userId) : handOver(userId));
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
