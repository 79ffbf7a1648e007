import { FunctionsHttpError } from '@supabase/supabase-js';
import type { AppClient } from '../../../lib/api/client.ts';
import type { DeviceSession } from './device-session.ts';

export type PairOutcome = { ok: true; device: DeviceSession } | { ok: false; error: string };

interface PairAnswer {
  access_token: string;
  refresh_token: string;
  device: { device_id: string; business_id: string; name: string; screen: 'kitchen' | 'board' };
}

/**
 * Trades a pairing code for this tablet's own session at the pair-device function (the local
 * server's /functions/v1/pair-device, an edge function on hosted Supabase), and keeps it: the
 * client then renews it with its refresh token, with no password anywhere.
 */
export async function pairDevice(client: AppClient, code: string): Promise<PairOutcome> {
  // Whoever was signed in on this browser before is not the device.
  await client.auth.signOut({ scope: 'local' });
  const { data, error } = await client.functions.invoke<PairAnswer>('pair-device', {
    body: { code },
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const body = (await (error.context as Response).json().catch(() => ({}))) as {
        error?: string;
      };
      return { ok: false, error: body.error ?? 'failed' };
    }
    return { ok: false, error: 'failed' };
  }
  if (!data) return { ok: false, error: 'failed' };
  const { error: sessionError } = await client.auth.setSession({
    access_token: data.access_token,
    refresh_token: data.refresh_token,
  });
  if (sessionError) return { ok: false, error: 'failed' };
  const { device_id: id, ...rest } = data.device;
  return { ok: true, device: { id, ...rest } };
}
