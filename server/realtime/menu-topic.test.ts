// The live menu's topic through supabase-js on both databases: anyone may listen to
// `menu:<business id>` on a private channel and hears the database's menu_changed after an owner's
// write, but no client may send on it (one socket flooding menu_changed would make every open
// menu of the business re-read public_menu), and the policy opens no other topic.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { anonClient, userClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { waitFor } from './testing.ts';

/** Subscribes and resolves with the channel's first final status. */
function subscribed(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) =>
    channel.subscribe((status) => {
      if (status !== 'CLOSED') resolve(status);
    }),
  );
}

describe.each(ENGINES)('the live menu topic on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let customer: TestClient;
  let attacker: TestClient;
  let opener: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    customer = anonClient(server.url);
    attacker = anonClient(server.url);
    opener = anonClient(server.url);
    owner = await userClient(server.url, { id: world.users.ownerA, email: 'a@example.com' });
  });

  afterAll(async () => {
    await customer?.removeAllChannels();
    await attacker?.removeAllChannels();
    await opener?.removeAllChannels();
    await server?.stop();
  });

  it('lets anyone hear menu_changed, and nobody but the database send it', async () => {
    const topic = `menu:${world.businessA}`;
    const heard: Record<string, unknown>[] = [];
    const listening = customer
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: 'menu_changed' }, ({ payload }) =>
        heard.push(payload as Record<string, unknown>),
      );
    expect(await subscribed(listening)).toBe('SUBSCRIBED');

    const sending = attacker.channel(topic, { config: { private: true } });
    expect(await subscribed(sending)).toBe('SUBSCRIBED');
    await sending.send({ type: 'broadcast', event: 'menu_changed', payload: { forged: true } });
    // The same forgery on the public channel of that name (another socket: supabase-js keeps one
    // channel per topic) reaches no private listener either.
    const open = opener.channel(topic);
    expect(await subscribed(open)).toBe('SUBSCRIBED');
    await open.send({ type: 'broadcast', event: 'menu_changed', payload: { forged: true } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Only the database's own messages: on a busy machine the announcements of the world's setup
    // writes may still be on their way, and they are real ones, never a forged payload.
    const fromDatabase = (payload: Record<string, unknown>) =>
      Object.keys(payload).sort().join() === 'business_id,version' &&
      payload.business_id === world.businessA;
    expect(heard.filter((payload) => !fromDatabase(payload))).toEqual([]);
    const before = Math.max(0, ...heard.map((payload) => Number(payload.version)));

    const soldOut = await owner
      .from('menu_items')
      .update({ sold_out: true })
      .eq('id', world.itemA1);
    expect(soldOut.error).toBeNull();
    await waitFor(
      () => heard.some((payload) => Number(payload.version) > before),
      'the menu_changed of the owner’s write',
    );
    expect(heard.filter((payload) => !fromDatabase(payload))).toEqual([]);
  });

  it('opens no other private topic to an anonymous client', async () => {
    const other = customer.channel(`orders:${world.businessA}`, { config: { private: true } });
    expect(await subscribed(other)).toBe('CHANNEL_ERROR');
  });
});
