// The reads that decide who may open an /admin page (features/auth/api/get-access.ts) as requests,
// built in one place for the guard and for the early read of a cold open (admin/early-read.ts),
// which must ask exactly what the guard will ask. Type imports only: part of the early read's chunk.
import type { AppClient } from '../api/client.ts';

type ReadClient = Pick<AppClient, 'from' | 'rpc'>;

/** The user's row in user_roles (one or none). */
export function userRoleRequest(client: ReadClient, userId: string) {
  return client.from('user_roles').select('role').eq('user_id', userId).maybeSingle();
}

/**
 * The rows the user owns: their business (its main row, parent_id null) first, then its further
 * branches, in the order they were added. One read gives the guard the business and the header's
 * branch list.
 */
export function ownBusinessRequest(client: ReadClient, userId: string) {
  return client
    .from('businesses')
    .select('*')
    .eq('owner_id', userId)
    .order('parent_id', { ascending: true, nullsFirst: true })
    .order('created_at', { ascending: true });
}

/** What the database says the signed-in user is to this business (public.business_role). */
export function businessRoleRequest(client: ReadClient, businessId: string) {
  return client.rpc('business_role', { business_id: businessId });
}
