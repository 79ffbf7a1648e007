import { AuthError } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/api/client.ts';
import { ApiError, fail, throwIfError } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/query/keys.ts';

/** Where the recovery link left the user: signed in with this email, or why not (worded by the page). */
export type RecoveryState = { ok: true; email: string } | { ok: false; error: ApiError };

/**
 * Where the recovery link left the user: supabase-js has read the session (or GoTrue's error) from
 * the URL hash by the time getSession() answers.
 */
export async function getRecoveryState(client: AppClient, hash: string): Promise<RecoveryState> {
  try {
    return { ok: true, email: await recoveryEmail(client, hash) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

async function recoveryEmail(client: AppClient, hash: string): Promise<string> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const linkError = params.get('error_description');
  const { data, error } = await client.auth.getSession();
  // GoTrue's redirect names the refusal by code too (error_code=otp_expired).
  if (linkError)
    throwIfError(new AuthError(linkError, undefined, params.get('error_code') ?? undefined));
  throwIfError(error);
  const email = data.session?.user.email;
  if (!email) fail('recovery_link_missing');
  return email;
}

/**
 * The recovery state as the page reads it on arrival: once per visit to the link (never again on
 * focus), dropped when the page is left.
 */
export const recoveryStateQuery = (client: AppClient, hash: string) =>
  queryOptions({
    queryKey: queryKeys.recovery(),
    queryFn: () => getRecoveryState(client, hash),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
