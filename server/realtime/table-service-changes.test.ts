// The board's live table requests through supabase-js on both databases: a table's "Ask for the
// bill" (request_table_service, called anonymously through the REST API) reaches its owner's
// open board as postgres_changes, and marking it done does too; another owner listening with the
// same filter, and an anonymous page, hear nothing: row level security decides delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { anonClient, userClient, type TestClient } from '../testing/clients.ts';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { signToken, waitFor } from './testing.ts';

describe.each(ENGINES)('table requests live on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let customer: TestClient;
  let ownerA: TestClient;
  let ownerB: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    await server.db.query(`update public.businesses set table_labels = '{1,5}' where id = $1`, [
      world.businessA,
    ]);
    customer = anonClient(server.url);
    ownerA = await userClient(server.url, { id: world.users.ownerA, email: 'a@example.com' });
    ownerB = await userClient(server.url, { id: world.users.ownerB, email: 'b@example.com' });
    // Their sockets carry their own tokens, as a signed-in admin app's do.
    for (const [client, sub] of [
      [ownerA, world.users.ownerA],
      [ownerB, world.users.ownerB],
    ] as const) {
      await client.realtime.setAuth(
        await signToken({ sub, role: 'authenticated', aud: 'authenticated' }),
      );
    }
  });

  afterAll(async () => {
    for (const client of [customer, ownerA, ownerB]) await client?.removeAllChannels();
    await server?.stop();
  });

  /** A board's channel on business A's requests; what it hears. */
  async function listen(client: TestClient, name: string) {
    const heard: Array<{ eventType: string; new: Record<string, unknown> }> = [];
    const statuses: string[] = [];
    client
      .channel(name)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'table_requests',
          filter: `business_id=eq.${world.businessA}`,
        },
        (payload) => heard.push(payload as unknown as (typeof heard)[number]),
      )
      .subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), `${name} subscribed`);
    return heard;
  }

  it("reaches the owner's board, and nobody else's", async () => {
    const board = await listen(ownerA, 'board-a');
    const snooper = await listen(ownerB, 'board-b');
    const page = await listen(customer, 'anon-page');

    const asked = await customer.rpc('request_table_service', {
      slug: 'acafe',
      table_label: '5',
      kind: 'bill',
    });
    expect(asked.error).toBeNull();
    await waitFor(() => board.length === 1, 'the request on the board');
    expect(board[0]).toMatchObject({
      eventType: 'INSERT',
      new: { table_label: '5', kind: 'bill', done_at: null, business_id: world.businessA },
    });

    const done = await ownerA
      .from('table_requests')
      .update({ done_at: new Date().toISOString() })
      .eq('id', (asked.data as { id: string }).id);
    expect(done.error).toBeNull();
    await waitFor(() => board.length === 2, 'the request marked done');
    expect(board[1]).toMatchObject({ eventType: 'UPDATE', new: { table_label: '5' } });
    expect(board[1]!.new.done_at).not.toBeNull();

    // Time for a wrong delivery to arrive, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(snooper).toEqual([]);
    // Anonymous pages may not read the table at all: at most an error, never a row.
    expect(page.every((change) => Object.keys(change.new).length === 0)).toBe(true);
  });
});
