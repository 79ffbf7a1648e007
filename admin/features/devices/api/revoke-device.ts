import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Removes a device: its sessions end and row level security refuses it at once. */
export async function revokeDevice(client: AppClient, deviceId: string): Promise<void> {
  const { error } = await client.rpc('revoke_device', { device_id: deviceId });
  throwIfError(error);
}
