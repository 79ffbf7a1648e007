import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import {
  getBusinessRole,
  getFirstBranchRole,
  getMyBusiness,
} from '../../../lib/business/get-my-business.ts';
import { userRoleRequest } from '../../../lib/business/access-reads.ts';
import type { Business } from '../../../lib/business/business.ts';
import type { BusinessRole } from '../../../lib/business/roles.ts';

export interface SignedInAccess {
  userId: string;
  email: string;
  emailConfirmed: boolean;
  /** The user's row in user_roles: 'superadmin', another value for an owner, null when missing. */
  role: string | null;
  business: Business | null;
  /** What the database says the user is to that business (public.business_role). */
  businessRole: BusinessRole | null;
  /**
   * The branch businessRole was asked at when it is not the business's main row (a member limited
   * to other branches); absent: the main row.
   */
  branchId?: string;
  /** The owner's branches, read with the business (the main row first). */
  branches?: Business[];
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
  const role = await getRole(client, user.id);
  const member = role !== 'superadmin';
  let mine = await getMyBusiness(client, user.id, { member });
  // Someone invited to a team joins it on signing in with the invited address.
  if (!mine && member && (await acceptInvitations(client)) > 0) {
    mine = await getMyBusiness(client, user.id);
  }
  const business = mine?.business ?? null;
  let businessRole = business ? await getBusinessRole(client, business.id) : null;
  let branchId: string | undefined;
  if (business && !businessRole && member) {
    const found = await getFirstBranchRole(client, business.id);
    if (found) ({ role: businessRole, branchId } = found);
  }
  return {
    userId: user.id,
    email: user.email ?? '',
    emailConfirmed: Boolean(user.email_confirmed_at),
    role,
    business,
    businessRole,
    ...(branchId && { branchId }),
    ...(mine?.branches && { branches: mine.branches }),
  };
}

/** Joins every team that invited the user's (confirmed) address; how many. */
async function acceptInvitations(client: AppClient): Promise<number> {
  const { data, error } = await client.rpc('accept_team_invitations');
  throwIfError(error);
  return Array.isArray(data) ? data.length : 0;
}

async function getRole(client: AppClient, userId: string): Promise<string | null> {
  const { data, error } = await userRoleRequest(client, userId);
  throwIfError(error);
  return data?.role ?? null;
}
