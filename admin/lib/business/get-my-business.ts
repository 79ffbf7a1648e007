import type { AppClient } from '../api/client.ts';
import { throwIfError } from '../api/errors.ts';
import { businessRoleRequest, ownBusinessRequest } from './access-reads.ts';
import type { Business } from './business.ts';
import { asBusinessRole, type BusinessRole } from './roles.ts';

/** The business the user works for and, for its owner, every branch (the main row first). */
export interface MyBusiness {
  business: Business;
  /** The owner's rows of the business (one read with the business); absent for a member. */
  branches?: Business[];
}

/**
 * The business the user works for, or null when they have none yet: the one they own (owner_id,
 * its main row), else (not for the superadmin, who reads every business) the one row level
 * security lets them read, which is the business whose team they are in.
 */
export async function getMyBusiness(
  client: AppClient,
  userId: string,
  options: { member: boolean } = { member: true },
): Promise<MyBusiness | null> {
  const { data, error } = await ownBusinessRequest(client, userId);
  throwIfError(error);
  const own = data ?? [];
  const main = own.find((row) => row.parent_id === null);
  if (main) return { business: main, branches: own };
  if (!options.member) return null;
  // A member sees the rows of the branches they work at: the main row when they can read it (the
  // menu, profile and team are its), else their first branch, whose main row is asked for.
  const team = await client
    .from('businesses')
    .select('*')
    .order('parent_id', { ascending: true, nullsFirst: true })
    .order('created_at')
    .limit(1);
  throwIfError(team.error);
  const first = team.data?.[0] ?? null;
  if (!first) return null;
  if (!first.parent_id) return { business: first };
  return { business: (await getBusinessById(client, first.parent_id)) ?? first };
}

/** One business by id (the provider's refetch: its owner may change by a hand-over). */
export async function getBusinessById(client: AppClient, id: string): Promise<Business | null> {
  const { data, error } = await client.from('businesses').select('*').eq('id', id).maybeSingle();
  throwIfError(error);
  return data;
}

/** What the database says the signed-in user is to this business (null: nothing any more). */
export async function getBusinessRole(
  client: AppClient,
  businessId: string,
): Promise<BusinessRole | null> {
  const { data, error } = await businessRoleRequest(client, businessId);
  throwIfError(error);
  return asBusinessRole(data);
}

/**
 * A member limited to branches that leave out the main one has no role at the main business: the
 * first of its branches where the database gives them one, with that role (null: none).
 */
export async function getFirstBranchRole(
  client: AppClient,
  mainId: string,
): Promise<{ branchId: string; role: BusinessRole } | null> {
  const { data, error } = await client
    .from('businesses')
    .select('id')
    .eq('parent_id', mainId)
    .order('created_at');
  throwIfError(error);
  for (const row of data ?? []) {
    const role = await getBusinessRole(client, row.id);
    if (role) return { branchId: row.id, role };
  }
  return null;
}
