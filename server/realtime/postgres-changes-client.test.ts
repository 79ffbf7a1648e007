// postgres_changes end to end through supabase-js on both databases: an owner's change made
// through the REST API reaches an anonymous customer's open channel, in the shape realtime-js
// hands to the page, and a hidden dish never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { anonClient, userClient, type TestClient } from '../testing/clients.ts';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { waitFor } from './testing.ts';

describe.each(ENGINES)('postgres_changes through supabase-js on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let customer: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    customer = anonClient(server.url);
    owner = await userClient(server.url, { id: world.users.ownerA, email: 'a@example.com' });
  });

  afterAll(async () => {
    await customer?.removeAllChannels();
    await server?.stop();
  });

  it("delivers the owner's sold-out dish to an open menu, and never a hidden one", async () => {
    const changes: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const channel = customer
      .channel('menu:acafe')
      .on(
        'postgres_changes',
        {
          event: 'UPDATE',
          schema: 'public',
          table: 'menu_items',
          filter: `business_id=eq.${world.businessA}`,
        },
        (payload) => changes.push(payload as unknown as Record<string, unknown>),
      )
      .subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 'the subscription');

    const hidden = await owner.from('menu_items').update({ price: 9 }).eq('id', world.hiddenItemA);
    expect(hidden.error).toBeNull();
    const soldOut = await owner
      .from('menu_items')
      .update({ sold_out: true })
      .eq('id', world.itemA1);
    expect(soldOut.error).toBeNull();

    await waitFor(() => changes.length === 1, 'the sold-out dish');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      schema: 'public',
      table: 'menu_items',
      eventType: 'UPDATE',
      new: { id: world.itemA1, sold_out: true, business_id: world.businessA },
      old: { id: world.itemA1 },
      errors: null,
    });
    await customer.removeChannel(channel);
  });
});
