import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getMemberBranches, setMemberBranches } from '../api/member-branches.ts';

/** The team's branch limits, read once for every member row. */
export function useMemberBranches(businessId: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    enabled,
    queryKey: [...queryKeys.team(businessId), 'branches'],
    queryFn: () => getMemberBranches(client, businessId),
  });
}

/**
 * The branches a member works at (the owner's choice, with 2 or more branches): every branch, or
 * only those ticked. At least one stays ticked; the database enforces the rest.
 */
export function MemberBranches({
  businessId,
  userId,
  email,
  branches,
  chosen,
  primary,
}: {
  businessId: string;
  userId: string;
  email: string;
  branches: readonly Business[];
  /** null: every branch. */
  chosen: readonly string[] | null;
  primary: Lang;
}) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();
  const text = t.branches;
  const save = useMutation({
    mutationFn: (next: string[] | null) => setMemberBranches(client, businessId, userId, next),
    meta: { errorShownBy: 'form' },
    onSuccess: () => toast.success(text.branchesSaved),
    onError: (error) => toast.error(errorText(error, lang)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team(businessId) }),
  });
  const every = chosen === null;
  const toggle = (branchId: string, on: boolean) => {
    const current = chosen ?? branches.map((b) => b.id);
    const next = on ? [...current, branchId] : current.filter((id) => id !== branchId);
    if (next.length === 0) return;
    // Every branch ticked one by one stays a list: a branch added later is not theirs.
    save.mutate(next);
  };
  return (
    <fieldset
      className="member-branches"
      disabled={save.isPending}
      aria-label={text.memberBranchesOf(email)}
    >
      <legend>{text.memberBranches}</legend>
      <label>
        <input
          type="checkbox"
          checked={every}
          onChange={(event) =>
            save.mutate(event.target.checked ? null : branches.slice(0, 1).map((b) => b.id))
          }
        />{' '}
        {text.everyBranch}
      </label>
      {!every &&
        branches.map((branch) => {
          const on = chosen.includes(branch.id);
          return (
            <label key={branch.id}>
              <input
                type="checkbox"
                checked={on}
                // The last branch ticked stays: "Every branch" is the way back.
                disabled={on && chosen.length === 1}
                onChange={(event) => toggle(branch.id, event.target.checked)}
              />{' '}
              <bdi>{pickText(branch.name, branch.name_ar, lang, primary)}</bdi>
            </label>
          );
        })}
    </fieldset>
  );
}
