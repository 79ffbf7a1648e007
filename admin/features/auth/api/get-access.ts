import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { getMyBusiness } from '../../../lib/business/get-my-business.ts';
import type { Business } from '../../../lib/business/business.ts';

export interface SignedInAccess {
  userId: string;
  email: string;
  emailConfirmed: boolean;
  /** The user's row in user_roles: 'superadmin', another value for an owner, null when missing. */
  role: string | null;
  business: Business | null;
}

/** Who is signed in and what they may open; null when nobody is. Backend errors throw. */
export async function getAccess(client: AppClient): Promise<SignedInAccess | null> {
  const { data: sessionData, error: sessionError } = await client.auth.getSession();
  throwIfError(sessionError);
  if (!sessionData.session) return null;
  // getUser asks the server, so a deleted or signed-out user is not trusted from local storage.
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) return null;
  const user = data.user;
  const [role, business] = await Promise.all([
    getRole(client, user.id),
    getMyBusiness(client, user.id),
  ]);
  return {
    userId: user.id,
    email: user.email ?? '',
    emailConfirmed: Boolean(user.email_confirmed_at),
    role,
    business,
  };
}

async function getRole(client: AppClient, userId: string): Promise<string | null> {
  const { data, error } = await client
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  throwIfError(error);
  return data?.role ?? null;
}
