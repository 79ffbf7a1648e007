// The team of a business: its members (team_members, with their addresses), its pending
// invitations, and the owner's and managers' changes to them. Row level security and the functions
// decide who may do what (docs/guide/team-and-roles.md); a refusal comes back as an ApiError.
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

export type MemberRole = 'manager' | 'cashier' | 'kitchen';
export const MEMBER_ROLES: readonly MemberRole[] = ['manager', 'cashier', 'kitchen'];

export interface TeamMember {
  user_id: string;
  email: string;
  role: 'owner' | MemberRole;
  joined_at: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: MemberRole;
  lang: 'en' | 'ar';
  sent_at: string;
  expires_at: string;
}

export interface Team {
  members: TeamMember[];
  invitations: Invitation[];
}

export async function getTeam(client: AppClient, businessId: string): Promise<Team> {
  const [members, invitations] = await Promise.all([
    client.rpc('team_members', { business_id: businessId }),
    client
      .from('business_invitations')
      .select('id, email, role, lang, sent_at, expires_at')
      .eq('business_id', businessId)
      .order('sent_at', { ascending: false }),
  ]);
  throwIfError(members.error);
  throwIfError(invitations.error);
  return {
    members: (members.data ?? []) as unknown as TeamMember[],
    invitations: (invitations.data ?? []) as Invitation[],
  };
}

export interface InviteRequest {
  businessId: string;
  email: string;
  role: MemberRole;
  lang: 'en' | 'ar';
}

/**
 * Records the invitation and has it mailed, by the server-side function team-invite (GoTrue's
 * admin invite is for the service role only). `mailed` is false for an address that already has
 * an account: it joins at its next sign-in.
 */
export async function inviteMember(
  client: AppClient,
  request: InviteRequest,
): Promise<{ mailed: boolean }> {
  const { data, error } = await client.functions.invoke<{ mailed: boolean }>('team-invite', {
    body: {
      business_id: request.businessId,
      email: request.email,
      role: request.role,
      lang: request.lang,
      redirect_to: new URL('/join', window.location.origin).toString(),
    },
  });
  if (error) {
    const body: unknown =
      error instanceof FunctionsHttpError
        ? await (error.context as Response).json().catch(() => null)
        : null;
    const refusal = body as { message?: string; code?: string; hint?: string } | null;
    throwIfError({
      message: refusal?.message ?? error.message,
      code: refusal?.code,
      hint: refusal?.hint ?? null,
    });
  }
  return { mailed: data?.mailed ?? false };
}

export async function withdrawInvitation(client: AppClient, id: string): Promise<void> {
  const { error } = await client.from('business_invitations').delete().eq('id', id);
  throwIfError(error);
}

export async function changeRole(
  client: AppClient,
  businessId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  const { error } = await client
    .from('business_members')
    .update({ role })
    .eq('business_id', businessId)
    .eq('user_id', userId);
  throwIfError(error);
}

export async function removeMember(
  client: AppClient,
  businessId: string,
  userId: string,
): Promise<void> {
  const { error } = await client
    .from('business_members')
    .delete()
    .eq('business_id', businessId)
    .eq('user_id', userId);
  throwIfError(error);
}

export async function handOver(
  client: AppClient,
  businessId: string,
  userId: string,
): Promise<void> {
  const { error } = await client.rpc('hand_over_business', {
    business_id: businessId,
    new_owner: userId,
  });
  throwIfError(error);
}
