import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query/keys.ts';
import { ASKED_ON_ARRIVAL } from '../query/on-arrival.ts';
import type { AppClient } from './client.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The signed-in user's id and email from the local session (no network round trip), or null.
 * Awaits supabase-js start-up, which is also where a confirmation link's session is read from the
 * URL (detectSessionInUrl).
 */
export async function getSessionUser(client: AppClient): Promise<SessionUser | null> {
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  return user ? { id: user.id, email: user.email ?? '' } : null;
}

/** The signed-in user's id, or null. */
export async function getSessionUserId(client: AppClient): Promise<string | null> {
  return (await getSessionUser(client))?.id ?? null;
}

/** The session user as the screens that read it on arrival see it (login, account). */
export const sessionUserQuery = (client: AppClient) =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: () => getSessionUser(client),
    ...ASKED_ON_ARRIVAL,
  });
