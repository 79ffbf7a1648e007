import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { OrderEvent } from '../api/get-order-history.ts';

type Texts = AdminDictionary['devices'];

/** Who made a step, in the screen's language: the customer, a person with their role, a device. */
export function actorText(event: OrderEvent, t: Texts): string {
  const label = event.actor_label ?? '';
  const role = (event.actor_role ?? '') as keyof Texts['role'];
  switch (event.actor_kind) {
    case 'customer':
      return t.byCustomer;
    case 'device':
      return t.byDevice(label, t.role[role] ?? role);
    case 'owner':
    case 'member':
      return t.byPerson(label, t.role[role] ?? role);
    case 'superadmin':
      return t.bySuperadmin(label);
    default:
      return t.bySystem;
  }
}
