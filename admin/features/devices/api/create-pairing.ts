import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

export type DeviceScreen = 'kitchen' | 'board';

export interface DevicePairing {
  /** Shown once, as XXXX-XXXX; the database keeps only its hash. */
  code: string;
  expires_at: string;
  name: string;
  screen: DeviceScreen;
}

/** Starts pairing a tablet: the owner or a manager only (the database refuses anyone else). */
export async function createPairing(
  client: AppClient,
  businessId: string,
  name: string,
  screen: DeviceScreen,
): Promise<DevicePairing> {
  const { data, error } = await client.rpc('create_device_pairing', {
    business_id: businessId,
    name,
    screen,
  });
  throwIfError(error);
  return data as unknown as DevicePairing;
}

/** The address the QR code opens on the tablet: the pairing page with the code filled in. */
export function pairUrl(origin: string, code: string): string {
  return `${origin}/admin/pair?code=${encodeURIComponent(code)}`;
}
