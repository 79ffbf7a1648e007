import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Each member's branches (business_members.branch_ids): null = every branch. */
export async function getMemberBranches(
  client: AppClient,
  businessId: string,
): Promise<Map<string, string[] | null>> {
  const { data, error } = await client
    .from('business_members')
    .select('user_id, branch_ids')
    .eq('business_id', businessId);
  throwIfError(error);
  return new Map((data ?? []).map((row) => [row.user_id, row.branch_ids]));
}

/** Limits a member to some branches (null: every branch); the database enforces it. */
export async function setMemberBranches(
  client: AppClient,
  businessId: string,
  userId: string,
  branchIds: string[] | null,
): Promise<void> {
  const { error } = await client
    .from('business_members')
    .update({ branch_ids: branchIds })
    .eq('business_id', businessId)
    .eq('user_id', userId);
  throwIfError(error);
}
