import type { AppClient } from '../api/client.ts';
import { throwIfError } from '../api/errors.ts';
import type { Business } from './business.ts';
import { asBusinessRole, type BusinessRole } from './roles.ts';

/**
 * The business the user works for, or null when they have none yet: the one they own (owner_id),
 * else (not for the superadmin, who reads every business) the one row level security lets them
 * read, which is the business whose team they are in.
 */
export async function getMyBusiness(
  client: AppClient,
  userId: string,
  options: { member: boolean } = { member: true },
): Promise<Business | null> {
  const { data, error } = await client
    .from('businesses')
    .select('*')
    .eq('owner_id', userId)
    .maybeSingle();
  throwIfError(error);
  if (data || !options.member) return data;
  const team = await client.from('businesses').select('*').order('created_at').limit(1);
  throwIfError(team.error);
  return team.data?.[0] ?? null;
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
  const { data, error } = await client.rpc('business_role', { business_id: businessId });
  throwIfError(error);
  return asBusinessRole(data);
}
