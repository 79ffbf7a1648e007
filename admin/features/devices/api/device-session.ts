import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { DeviceScreen } from './create-pairing.ts';

export interface DeviceSession {
  id: string;
  business_id: string;
  name: string;
  screen: DeviceScreen;
}

/**
 * What this tablet is, or null when it holds no session, is no device or was removed. The same
 * call keeps the device's last activity in the owner's list.
 */
export async function getDeviceSession(client: AppClient): Promise<DeviceSession | null> {
  const { data: local } = await client.auth.getSession();
  if (!local.session) return null;
  const { data, error } = await client.rpc('device_session');
  // A session the server ended (revoked, refresh token gone) is simply no device any more.
  if (error && (error.code === 'PGRST301' || error.code === 'PGRST303')) return null;
  throwIfError(error);
  return (data as unknown as DeviceSession | null) ?? null;
}
