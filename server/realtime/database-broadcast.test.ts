// Broadcasts the change feed reports (RealtimeFeed.onDatabaseBroadcast) reach the topic's room:
// public ones every public join, private ones only the joins whose read policies passed. The feed
// here is driven by the test (the database's own capture of realtime.send is the change feed's to
// test); the server, database, policies and client are real. PGlite and PostgreSQL 15.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { RealtimeServer } from './socket.ts';
import { RawSocket, signToken, type Frame } from './testing.ts';
import type { DatabaseBroadcast, RealtimeFeed } from './types.ts';

function drivenFeed(): RealtimeFeed & { emit(message: DatabaseBroadcast): void } {
  const listeners = new Set<(message: DatabaseBroadcast) => void>();
  return {
    emit: (message) => listeners.forEach((listener) => listener(message)),
    subscribePostgresChanges: () => Promise.resolve({ ok: false, message: 'not in this test' }),
    onDatabaseBroadcast(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => Promise.resolve(),
  };
}

const isBroadcast = (frame: Frame) => frame[3] === 'broadcast';

describe.each(ENGINES)('database broadcasts on %s', (engine) => {
  let server: TestServer;
  let app: Server;
  let realtime: RealtimeServer;
  let url: string;
  const feed = drivenFeed();

  beforeAll(async () => {
    server = await startTestServer({ engine });
    await server.db.exec(`
      create policy "db broadcast read" on realtime.messages for select to authenticated
        using (realtime.topic() = 'orders');
    `);
    realtime = new RealtimeServer({ config: server.config, db: server.db, feed });
    app = createApp(server.config, server.db, { realtime });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await realtime?.close();
    await new Promise((resolve) => app?.close(resolve));
    await server?.stop();
  });

  it('delivers to public joins of the topic and to authorised private joins only', async () => {
    const token = await signToken({ sub: 'u1', role: 'authenticated' });
    const publicJoin = await RawSocket.open(url);
    await publicJoin.join('realtime:orders');
    const privateJoin = await RawSocket.open(url);
    expect(
      (
        await privateJoin.join('realtime:orders', {
          config: { private: true },
          access_token: token,
        })
      ).reply[4],
    ).toMatchObject({ status: 'ok' });
    const refused = await RawSocket.open(url);
    expect(
      (await refused.join('realtime:orders', { config: { private: true } })).reply[4],
    ).toMatchObject({ status: 'error' });

    feed.emit({ topic: 'orders', event: 'new', payload: { id: 1 }, private: true });
    const frame = await privateJoin.waitFor(isBroadcast);
    expect(frame).toEqual([
      null,
      null,
      'realtime:orders',
      'broadcast',
      { type: 'broadcast', event: 'new', payload: { id: 1 } },
    ]);
    feed.emit({ topic: 'orders', event: 'open', payload: { id: 2 }, private: false });
    expect((await publicJoin.waitFor(isBroadcast))[4]).toEqual({
      type: 'broadcast',
      event: 'open',
      payload: { id: 2 },
    });
    // Each room heard only its own message.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(publicJoin.frames.filter((f) => Array.isArray(f) && isBroadcast(f))).toHaveLength(1);
    expect(privateJoin.frames.filter((f) => Array.isArray(f) && isBroadcast(f))).toHaveLength(1);
    for (const socket of [publicJoin, privateJoin, refused]) socket.close();
  });

  it('refuses a websocket for a host the server does not answer for', async () => {
    await expect(
      RawSocket.open(url, { vsn: '2.0.0' }, { host: 'rebound.example' }),
    ).rejects.toThrow('upgrade refused: 421');
  });
});
