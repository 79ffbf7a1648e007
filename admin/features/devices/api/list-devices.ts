import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { DeviceScreen } from './create-pairing.ts';

export interface DeviceRow {
  id: string;
  name: string;
  screen: DeviceScreen;
  created_at: string;
  last_seen_at: string | null;
  revoked_at: string | null;
}

/** Every device of the business, removed ones last (their rows stay so the history names them). */
export async function listDevices(client: AppClient, businessId: string): Promise<DeviceRow[]> {
  const { data, error } = await client
    .from('business_devices')
    .select('id, name, screen, created_at, last_seen_at, revoked_at')
    .eq('business_id', businessId)
    .order('revoked_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(200);
  throwIfError(error);
  return data as DeviceRow[];
}
