import type { BusinessRole } from '../../../lib/business/roles.ts';

/** Who is offered Add a device and the devices list; the database refuses anyone else. */
export function mayManageDevices(role: BusinessRole): boolean {
  return role === 'owner' || role === 'manager';
}
