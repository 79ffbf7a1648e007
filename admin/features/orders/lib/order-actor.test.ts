import { describe, expect, it } from 'vitest';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import type { OrderEvent } from '../api/get-order-history.ts';
import { actorText } from './order-actor.ts';

const event = (overrides: Partial<OrderEvent>): OrderEvent => ({
  id: 1,
  status: 'ready',
  at: '2026-11-29T14:00:00Z',
  actor_kind: 'customer',
  actor_role: null,
  actor_label: null,
  ...overrides,
});

describe('who moved an order, as the history says it', () => {
  const en = adminDictionaries.en.devices;
  const ar = adminDictionaries.ar.devices;

  it('names a device with its screen, a person with their role, the customer and the database', () => {
    const device = event({
      actor_kind: 'device',
      actor_role: 'kitchen',
      actor_label: 'Pass tablet',
    });
    expect(actorText(device, en)).toBe('by Pass tablet (device, kitchen)');
    expect(actorText(device, ar)).toBe('بواسطة \u2068Pass tablet\u2069 (جهاز، مطبخ)');
    const member = event({ actor_kind: 'member', actor_role: 'cashier', actor_label: 'Sara' });
    expect(actorText(member, en)).toBe('by Sara (cashier)');
    expect(actorText(member, ar)).toBe('بواسطة \u2068Sara\u2069 (كاشير)');
    const owner = event({ actor_kind: 'owner', actor_role: 'owner', actor_label: 'a@example.com' });
    expect(actorText(owner, en)).toBe('by a@example.com (owner)');
    expect(actorText(event({}), en)).toBe('by the customer');
    expect(actorText(event({ actor_kind: 'system' }), ar)).toBe('تلقائيا');
    expect(
      actorText(event({ actor_kind: 'superadmin', actor_label: 'root@example.com' }), en),
    ).toBe('by root@example.com (platform admin)');
  });
});
