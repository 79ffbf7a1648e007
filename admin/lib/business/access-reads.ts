// The reads that decide who may open an /admin page (features/auth/api/get-access.ts) as requests,
// built in one place for the guard and for the early read of a cold open (admin/early-read.ts),
// which must ask exactly what the guard will ask. Type imports only: part of the early read's chunk.
import type { AppClient } from '../api/client.ts';

type ReadClient = Pick<AppClient, 'from' | 'rpc'>;

/** The user's row in user_roles (one or none). */
export function userRoleRequest(client: ReadClient, userId: string) {
  return client.from('user_roles').select('role').eq('user_id', userId).maybeSingle();
}

/** The business the user owns (one or none): its main row, not the rows of its further branches. */
export function ownBusinessRequest(client: ReadClient, userId: string) {
  return client
    .from('businesses')
    .select('*')
    .eq('owner_id', userId)
    .is('parent_id', null)
    .maybeSingle();
}

/** What the database says the signed-in user is to this business (public.business_role). */
export function businessRoleRequest(client: ReadClient, businessId: string) {
  return client.rpc('business_role', { business_id: businessId });
}
