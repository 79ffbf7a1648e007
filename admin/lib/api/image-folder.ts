import type { AppClient } from './client.ts';

/**
 * Where the signed-in user's uploads for their business go: every file of a business lives under
 * its owner's id, so a manager's menu photo goes to the owner's folder (the storage policy lets a
 * manager write there, against the business's quota); an owner, or anyone in no team as a
 * manager, uses their own.
 */
export async function imageFolder(client: AppClient, userId: string): Promise<string> {
  const { data } = await client
    .from('business_members')
    .select('businesses(owner_id)')
    .eq('user_id', userId)
    .eq('role', 'manager')
    .limit(1)
    .maybeSingle();
  const owner = (data as { businesses: { owner_id: string } | null } | null)?.businesses?.owner_id;
  return owner ?? userId;
}
