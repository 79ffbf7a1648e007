import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import type { MemberRole, TeamMember } from '../api/team.ts';

/** One person of the team: their role, changed or removed by who may; a manager made owner. */
export function MemberRow({
  member,
  givable,
  ownerView,
  onRole,
  onRemove,
  onHandOver,
  branches = null,
}: {
  member: TeamMember;
  givable: readonly MemberRole[];
  ownerView: boolean;
  onRole: (role: MemberRole) => void;
  onRemove: () => void;
  onHandOver: () => void;
  /** Under the row: the branches the member works at (the owner's, with 2 or more branches). */
  branches?: ReactNode;
}) {
  const { t } = useI18n();
  const tt = t.team;
  const manageable = member.role !== 'owner' && givable.includes(member.role);
  return (
    <li className="team-row">
      <div className="team-row__who">
        <bdi className="team-row__email">{member.email}</bdi>
        {!manageable && <span className="ui-muted">{tt.roles[member.role]}</span>}
      </div>
      {manageable && member.role !== 'owner' && (
        <div className="team-row__actions">
          <Field
            variant="compact"
            label={<span className="visually-hidden">{tt.changeRole(member.email)}</span>}
          >
            {(control) => (
              <select
                {...control}
                value={member.role}
                onChange={(event) => onRole(event.target.value as MemberRole)}
              >
                {givable.map((r) => (
                  <option key={r} value={r}>
                    {tt.roles[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {ownerView && member.role === 'manager' && (
            <Button variant="secondary" onClick={onHandOver}>
              {tt.handOver}
            </Button>
          )}
          <Button variant="danger" onClick={onRemove}>
            {tt.remove}
          </Button>
        </div>
      )}
      {manageable && branches}
    </li>
  );
}
