// Several server processes on one PostgreSQL 15 (here three servers in this test's process, each
// with its own pools, LISTEN connection and hub, as separate processes have): a client broadcast,
// an HTTP broadcast, a large one past NOTIFY's limit, realtime.send and presence reach the clients
// of every server; a stopped server's presences leave; a relayed message is not relayed again. On
// PGlite there is no cluster. The same with real processes behind nginx: server/processes.test.ts.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { testDatabase, type TestDatabase } from '../testing/shared-postgres15.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { CLUSTER_CHANNEL } from './cluster.ts';
import { until } from './testing.ts';

const clients: SupabaseClient[] = [];

function client(server: TestServer): SupabaseClient {
  const made = createClient(server.url, server.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket, heartbeatIntervalMs: 1000 },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  clients.push(made);
  return made;
}

function subscribed(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status) => {
      if (status !== 'CLOSED') resolve(status);
    });
  });
}

let counter = 0;
const topic = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

/** Presence keys a channel's presenceState() holds now, sorted. */
const keysOf = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();

describe('realtime across server processes on PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    // Heartbeats every 200 ms: a server not heard of for 600 ms is gone.
    vi.stubEnv('REALTIME_CLUSTER_HEARTBEAT_MS', '200');
    database = await testDatabase();
    a = await startTestServer({ databaseUrl: database.url });
    b = await startTestServer({ databaseUrl: database.url });
    await until(() => a.realtime.cluster!.peers === 1 && b.realtime.cluster!.peers === 1);
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
    await a?.stop();
    await b?.stop();
    await database?.drop();
    vi.unstubAllEnvs();
  });

  it('delivers a socket broadcast sent through one server to a subscriber on the other', async () => {
    const name = topic('cross');
    const received: unknown[] = [];
    const listener = client(b)
      .channel(name)
      .on('broadcast', { event: 'hello' }, ({ payload }) => received.push(payload));
    expect(await subscribed(listener)).toBe('SUBSCRIBED');
    const sender = client(a).channel(name);
    expect(await subscribed(sender)).toBe('SUBSCRIBED');
    await sender.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } });
    await sender.send({ type: 'broadcast', event: 'hello', payload: { n: 2 } });
    await until(() => received.length === 2, 5000, 'both broadcasts on the other server');
    // In the order they were sent.
    expect(received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('carries an HTTP broadcast, and one larger than a NOTIFY payload, across', async () => {
    const name = topic('http');
    const received: { n: number; text: string }[] = [];
    const listener = client(b)
      .channel(name)
      .on('broadcast', { event: 'big' }, ({ payload }) => received.push(payload));
    expect(await subscribed(listener)).toBe('SUBSCRIBED');
    // 20 kB: past the 8000 bytes NOTIFY takes, stored in realtime.relay and referenced by id.
    const text = 'x'.repeat(20_000);
    const sender = client(a).channel(name);
    expect(await sender.httpSend('big', { n: 1, text: 'small' })).toMatchObject({ success: true });
    expect(await sender.httpSend('big', { n: 2, text })).toMatchObject({ success: true });
    await until(() => received.length === 2, 5000, 'both HTTP broadcasts');
    expect(received.map((payload) => payload.n)).toEqual([1, 2]);
    expect(received[1]!.text).toBe(text);
  });

  it('delivers realtime.send through one server to a subscriber on the other', async () => {
    const name = topic('send');
    const received: unknown[] = [];
    const listener = client(b)
      .channel(name)
      .on('broadcast', { event: 'from-sql' }, ({ payload }) => received.push(payload));
    expect(await subscribed(listener)).toBe('SUBSCRIBED');
    await a.db.query(`select realtime.send($1::jsonb, 'from-sql', $2, false)`, [
      JSON.stringify({ ok: true }),
      name,
    ]);
    await until(() => received.length === 1, 5000, 'the database broadcast');
    expect(received).toEqual([{ ok: true }]);
  });

  it('shares presence both ways, and a late server sees it; a stopped server takes its presences with it', async () => {
    const name = topic('lounge');
    const alice = client(a).channel(name, { config: { presence: { key: 'alice' } } });
    const bob = client(b).channel(name, { config: { presence: { key: 'bob' } } });
    alice.on('presence', { event: 'sync' }, () => undefined);
    bob.on('presence', { event: 'sync' }, () => undefined);
    expect(await subscribed(alice)).toBe('SUBSCRIBED');
    expect(await subscribed(bob)).toBe('SUBSCRIBED');
    expect(await alice.track({ name: 'Alice' })).toBe('ok');
    expect(await bob.track({ name: 'Bob' })).toBe('ok');
    await until(() => keysOf(alice).join() === 'alice,bob', 5000, 'bob on server a');
    await until(() => keysOf(bob).join() === 'alice,bob', 5000, 'alice on server b');
    expect(bob.presenceState().alice![0]).toMatchObject({ name: 'Alice' });

    // A third server started now: its client's first presence_state has both.
    const c = await startTestServer({ databaseUrl: database.url });
    try {
      await until(() => c.realtime.cluster!.peers === 2, 5000, 'the third server to hear both');
      const carol = client(c).channel(name, { config: { presence: { key: 'carol' } } });
      carol.on('presence', { event: 'sync' }, () => undefined);
      // What a and b answered to c's hello is held there before anyone joins.
      await until(
        () => Object.keys(c.realtime.hub.presenceState(`public:${name}`)).length === 2,
        5000,
        'the presences on server c',
      );
      expect(await subscribed(carol)).toBe('SUBSCRIBED');
      await until(() => keysOf(carol).join() === 'alice,bob', 5000, 'the state on server c');

      // The first server stops (a deploy): the others drop alice at once, not after expiry.
      await a.stop();
      await until(() => keysOf(bob).join() === 'bob', 5000, 'alice leaving server b');
      await until(() => keysOf(carol).join() === 'bob', 5000, 'alice leaving server c');
    } finally {
      await c.stop();
    }
    // Whatever c held was announced as gone too.
    await until(() => keysOf(bob).join() === 'bob', 5000);
  });
});

describe('the cluster relays what its own clients send, once', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let watcher: pg.Client;
  const notified: string[] = [];

  beforeAll(async () => {
    vi.stubEnv('REALTIME_CLUSTER_HEARTBEAT_MS', '60000');
    database = await testDatabase();
    a = await startTestServer({ databaseUrl: database.url });
    b = await startTestServer({ databaseUrl: database.url });
    await until(() => a.realtime.cluster!.peers === 1 && b.realtime.cluster!.peers === 1);
    watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    watcher.on('notification', (message) => notified.push(message.payload ?? ''));
    await watcher.query(`listen ${CLUSTER_CHANNEL}`);
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
    await watcher?.end();
    await a?.stop();
    await b?.stop();
    await database?.drop();
    vi.unstubAllEnvs();
  });

  it('sends one notification per broadcast: the other server delivers it and relays nothing', async () => {
    const name = topic('once');
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    const listenerA = client(a)
      .channel(name)
      .on('broadcast', { event: 'ping' }, ({ payload }) => onA.push(payload));
    const listenerB = client(b)
      .channel(name)
      .on('broadcast', { event: 'ping' }, ({ payload }) => onB.push(payload));
    expect(await subscribed(listenerA)).toBe('SUBSCRIBED');
    expect(await subscribed(listenerB)).toBe('SUBSCRIBED');
    const sender = client(a).channel(name);
    expect(await subscribed(sender)).toBe('SUBSCRIBED');
    notified.length = 0;
    await sender.send({ type: 'broadcast', event: 'ping', payload: { marker: name } });
    await until(() => onA.length === 1 && onB.length === 1, 5000, 'the broadcast on both');
    // Time for an echo, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const carrying = notified.filter((payload) => payload.includes(name));
    expect(carrying).toHaveLength(1);
    expect(JSON.parse(carrying[0]!).o).toBe(a.realtime.cluster!.origin);
    expect(onB).toHaveLength(1);
  });
  it('asks again for every presence after its LISTEN connection was lost', async () => {
    const name = topic('lost');
    const room = `public:${name}`;
    // Every server's cluster listener is cut off; what is relayed meanwhile reaches nobody.
    await watcher.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query = $1 and pid <> pg_backend_pid()`,
      [`listen "${CLUSTER_CHANNEL}"`],
    );
    const alice = client(a).channel(name, { config: { presence: { key: 'alice' } } });
    alice.on('presence', { event: 'sync' }, () => undefined);
    expect(await subscribed(alice)).toBe('SUBSCRIBED');
    expect(await alice.track({ name: 'Alice' })).toBe('ok');
    // Listening again (a second later), b says hello and a answers with alice.
    await until(
      () => Object.keys(b.realtime.hub.presenceState(room)).join() === 'alice',
      10_000,
      'alice on server b after the reconnection',
    );
  });
});

describe("another server's presences count against this one's bounds", () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    vi.stubEnv('REALTIME_CLUSTER_HEARTBEAT_MS', '60000');
    database = await testDatabase();
    a = await startTestServer({ databaseUrl: database.url });
    // b holds at most two presences per channel, its own and relayed ones together.
    b = await startTestServer({
      databaseUrl: database.url,
      env: { REALTIME_MAX_PRESENCES_PER_CHANNEL: '2' },
    });
    await until(() => a.realtime.cluster!.peers === 1 && b.realtime.cluster!.peers === 1);
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
    await a?.stop();
    await b?.stop();
    await database?.drop();
    vi.unstubAllEnvs();
  });

  it('holds no more than its own cap, charged to its realtime memory and given back', async () => {
    const name = topic('capped');
    const before = b.realtime.memory.used;
    const trackers = ['p1', 'p2', 'p3'].map((key) =>
      client(a).channel(name, { config: { presence: { key } } }),
    );
    for (const channel of trackers) {
      channel.on('presence', { event: 'sync' }, () => undefined);
      expect(await subscribed(channel)).toBe('SUBSCRIBED');
      expect(await channel.track({ key: channel.topic })).toBe('ok');
    }
    const room = `public:${name}`;
    await until(() => Object.keys(a.realtime.hub.presenceState(room)).length === 3);
    await until(() => Object.keys(b.realtime.hub.presenceState(room)).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Object.keys(b.realtime.hub.presenceState(room))).toHaveLength(2);
    expect(b.realtime.memory.used).toBeGreaterThan(before);
    for (const channel of trackers) expect(await channel.untrack()).toBe('ok');
    await until(() => Object.keys(b.realtime.hub.presenceState(room)).length === 0);
    expect(b.realtime.memory.used).toBe(before);
  });
});

describe('realtime on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is one process: no cluster', () => {
    expect(server.realtime.cluster).toBeUndefined();
  });
});
