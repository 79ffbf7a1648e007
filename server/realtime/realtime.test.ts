// The local Realtime through the real supabase-js client and a raw websocket, on PGlite and
// PostgreSQL 15, asserting what hosted Realtime sends: join replies and refusals, heartbeats,
// broadcast self/ack, private channels decided by RLS on realtime.messages, httpSend, presence and
// access-token updates.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { RawSocket, signToken, until } from './testing.ts';

type Vsn = '1.0.0' | '2.0.0';

const clients: SupabaseClient[] = [];

function client(server: TestServer, vsn: Vsn = '2.0.0'): SupabaseClient {
  const made = createClient(server.url, server.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket, vsn, heartbeatIntervalMs: 1000 },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  clients.push(made);
  return made;
}

type Status = { status: string; err?: Error };

function subscribed(channel: RealtimeChannel): Promise<Status> {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status !== 'CLOSED') resolve({ status, ...(err ? { err } : {}) });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let topicCounter = 0;
const topic = (prefix: string) => `${prefix}-${process.pid}-${++topicCounter}`;

const USER = { sub: '6c0e6f3b-5d0e-4e9a-9a55-7d1d0c1f0a01', role: 'authenticated' };

describe.each(ENGINES)('realtime on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    // What a project's migration would declare: authenticated users read and write "room-*",
    // and may only read "readonly-*".
    await server.db.exec(`
      create policy "rt test read" on realtime.messages for select to authenticated
        using (realtime.topic() like 'room-%' or realtime.topic() like 'readonly-%');
      create policy "rt test write" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'room-%');
      create policy "rt test presence only" on realtime.messages for select to authenticated
        using (realtime.topic() like 'lounge-%' and realtime.messages.extension = 'presence');
    `);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a heartbeat and a join as hosted does', async () => {
    const socket = await RawSocket.open(server.url);
    const ref = socket.push('phoenix', 'heartbeat', {});
    expect(await socket.reply(ref)).toEqual([
      null,
      ref,
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    const { joinRef, reply } = await socket.join('realtime:lobby', {
      config: { broadcast: { self: false, ack: false }, presence: { key: '' }, private: false },
    });
    expect(reply).toEqual([
      joinRef,
      joinRef,
      'realtime:lobby',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    // Leaving: an ok reply, then phx_close for the join.
    const leave = socket.push('realtime:lobby', 'phx_leave', {}, joinRef);
    expect((await socket.reply(leave))[4]).toEqual({ status: 'ok', response: {} });
    const close = await socket.waitFor((frame) => frame[3] === 'phx_close');
    expect(close).toEqual([joinRef, joinRef, 'realtime:lobby', 'phx_close', {}]);
    socket.close();
  });

  it.each<Vsn>(['1.0.0', '2.0.0'])('broadcasts with self and ack (vsn %s)', async (vsn) => {
    const name = topic('public');
    const sender = client(server, vsn).channel(name, {
      config: { broadcast: { self: true, ack: true } },
    });
    const other = client(server, vsn).channel(name);
    const quiet = client(server, vsn).channel(name, { config: { broadcast: { ack: true } } });
    const got: Record<string, unknown[]> = { sender: [], other: [], quiet: [] };
    sender.on('broadcast', { event: 'hello' }, (message) => got.sender!.push(message));
    other.on('broadcast', { event: 'hello' }, (message) => got.other!.push(message));
    quiet.on('broadcast', { event: 'hello' }, (message) => got.quiet!.push(message));
    for (const channel of [sender, other, quiet]) {
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    }
    // ack: the server's reply is what send() resolves with.
    expect(await sender.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } })).toBe('ok');
    const expected = { type: 'broadcast', event: 'hello', payload: { n: 1 } };
    await until(() =>
      got.sender!.length && got.other!.length && got.quiet!.length ? true : undefined,
    );
    expect(got.sender).toEqual([expected]);
    expect(got.other).toEqual([expected]);
    // self: false (the default) does not hear its own message.
    expect(await quiet.send({ type: 'broadcast', event: 'hello', payload: { n: 2 } })).toBe('ok');
    await until(() => (got.other!.length === 2 ? true : undefined));
    await sleep(200);
    expect(got.quiet).toHaveLength(1);
    expect(got.sender).toHaveLength(2);
  });

  it('refuses a private channel the read policies refuse, and joins one they allow', async () => {
    const anon = client(server).channel(topic('room'), { config: { private: true } });
    const refused = await subscribed(anon);
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.err?.message).toBe(
      `You do not have permissions to read from this Channel topic: ${anon.subTopic}`,
    );

    const member = client(server);
    await member.realtime.setAuth(await signToken(USER));
    const other = client(server);
    await other.realtime.setAuth(await signToken(USER));
    const name = topic('room');
    const a = member.channel(name, { config: { private: true, broadcast: { ack: true } } });
    const b = other.channel(name, { config: { private: true } });
    const heard: unknown[] = [];
    b.on('broadcast', { event: 'msg' }, (message) => heard.push(message.payload));
    expect((await subscribed(a)).status).toBe('SUBSCRIBED');
    expect((await subscribed(b)).status).toBe('SUBSCRIBED');
    expect(await a.send({ type: 'broadcast', event: 'msg', payload: { ok: true } })).toBe('ok');
    await until(() => (heard.length ? true : undefined));
    expect(heard).toEqual([{ ok: true }]);

    // Not a topic the policies name: refused too.
    const elsewhere = member.channel(topic('secret'), { config: { private: true } });
    expect((await subscribed(elsewhere)).err?.message).toMatch(
      /^You do not have permissions to read from this Channel topic: secret-/,
    );
  });

  it('checks presence read policies only for joins with presence enabled, as hosted', async () => {
    const member = client(server);
    await member.realtime.setAuth(await signToken(USER));
    const name = topic('lounge');
    const without = member.channel(name, { config: { private: true } });
    expect((await subscribed(without)).err?.message).toBe(
      `You do not have permissions to read from this Channel topic: ${name}`,
    );
    const other = client(server);
    await other.realtime.setAuth(await signToken(USER));
    const withPresence = other.channel(name, { config: { private: true } });
    withPresence.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribed(withPresence)).status).toBe('SUBSCRIBED');
  });

  it('drops a private broadcast the insert policies refuse (no ack, nobody hears it)', async () => {
    const name = topic('readonly');
    const writer = client(server);
    await writer.realtime.setAuth(await signToken(USER));
    const reader = client(server);
    await reader.realtime.setAuth(await signToken(USER));
    const w = writer.channel(name, { config: { private: true, broadcast: { ack: true } } });
    const r = reader.channel(name, { config: { private: true } });
    const heard: unknown[] = [];
    r.on('broadcast', { event: 'msg' }, (message) => heard.push(message));
    expect((await subscribed(w)).status).toBe('SUBSCRIBED');
    expect((await subscribed(r)).status).toBe('SUBSCRIBED');
    expect(await w.send({ type: 'broadcast', event: 'msg', payload: {} }, { timeout: 1000 })).toBe(
      'timed out',
    );
    expect(heard).toEqual([]);
  });

  it('refuses bad and expired tokens with hosted Realtime reasons', async () => {
    const expired = client(server);
    await expired.realtime.setAuth(await signToken({ role: 'anon' }, -30));
    const one = await subscribed(expired.channel(topic('public')));
    expect(one.status).toBe('CHANNEL_ERROR');
    expect(one.err?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    const forged = client(server);
    await forged.realtime.setAuth(
      await signToken(
        { role: 'service_role' },
        3600,
        'not-the-secret-not-the-secret-not-the-secret',
      ),
    );
    const two = await subscribed(forged.channel(topic('public')));
    expect(two.err?.message).toBe('Failed to validate JWT signature');

    // A bad apikey is refused at the upgrade, as hosted does (401 with a JSON error).
    await expect(RawSocket.open(server.url, { vsn: '2.0.0', apikey: 'nonsense' })).rejects.toThrow(
      'upgrade refused: 401',
    );
  });

  it('takes access_token updates and shuts a channel on an expired or forged one', async () => {
    const socket = await RawSocket.open(server.url);
    const name = topic('room');
    const { joinRef } = await socket.join(`realtime:${name}`, {
      config: { private: true },
      access_token: await signToken(USER),
    });
    // A fresh valid token: nothing to say, the channel carries on (a heartbeat still answers).
    socket.push(
      `realtime:${name}`,
      'access_token',
      { access_token: await signToken(USER, 7200) },
      joinRef,
    );
    const ref = socket.push('phoenix', 'heartbeat', {});
    await socket.reply(ref);
    expect(socket.frames.filter((f) => Array.isArray(f) && f[3] === 'system')).toEqual([]);

    socket.push(
      `realtime:${name}`,
      'access_token',
      { access_token: await signToken(USER, -5) },
      joinRef,
    );
    const system = await socket.waitFor((frame) => frame[3] === 'system');
    expect(system[0]).toBe(joinRef);
    expect(system[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: name,
    });
    expect(await socket.waitFor((frame) => frame[3] === 'phx_close')).toEqual([
      joinRef,
      joinRef,
      `realtime:${name}`,
      'phx_close',
      {},
    ]);
    // The channel is gone: a broadcast on it is an unmatched topic now.
    const after = socket.push(
      `realtime:${name}`,
      'broadcast',
      { type: 'broadcast', event: 'x', payload: {} },
      joinRef,
    );
    expect((await socket.reply(after))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });

    const second = await socket.join('realtime:public-forged');
    socket.push(
      'realtime:public-forged',
      'access_token',
      { access_token: await signToken({ role: 'anon' }, 3600, 'x'.repeat(40)) },
      second.joinRef,
    );
    const forged = await socket.waitFor(
      (frame) => frame[3] === 'system' && frame[2] === 'realtime:public-forged',
    );
    expect(forged[4]).toMatchObject({ status: 'error', message: ':signature_error' });
    socket.close();
  });

  it('closes a joined channel whose new access token the policies refuse', async () => {
    const member = client(server);
    await member.realtime.setAuth(await signToken(USER));
    const channel = member.channel(topic('room'), { config: { private: true } });
    const system: Record<string, unknown>[] = [];
    channel.on('system', {}, (message) => system.push(message as Record<string, unknown>));
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    await member.realtime.setAuth(await signToken({ role: 'anon' }));
    await until(() => (system.length ? true : undefined));
    expect(system[0]).toEqual({
      extension: 'system',
      status: 'error',
      message: `You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
      channel: channel.subTopic,
    });
    await until(() => (channel.state === 'closed' ? true : undefined));
  });

  it('delivers httpSend (JSON and bytes) as hosted, and refuses a private one without policy', async () => {
    const name = topic('public');
    const listener = client(server).channel(name);
    const heard: { event: string; payload: unknown }[] = [];
    listener.on('broadcast', { event: '*' }, (message) =>
      heard.push({ event: message.event, payload: message.payload }),
    );
    expect((await subscribed(listener)).status).toBe('SUBSCRIBED');
    const sender = client(server).channel(name);
    expect(await sender.httpSend('json', { hello: 'there' })).toEqual({ success: true });
    expect(await sender.httpSend('bytes', new Uint8Array([1, 2, 3]))).toEqual({ success: true });
    await until(() => (heard.length === 2 ? true : undefined));
    expect(heard[0]).toEqual({ event: 'json', payload: { hello: 'there' } });
    expect(heard[1]!.event).toBe('bytes');
    expect(new Uint8Array(heard[1]!.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));

    const anonPrivate = client(server).channel(topic('room'), { config: { private: true } });
    await expect(anonPrivate.httpSend('json', { no: 1 })).rejects.toThrow('Unauthorized');

    // The batch endpoint (send() without a socket): 202 and delivered.
    const response = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: name, event: 'batch', payload: { b: 1 } }] }),
    });
    expect(response.status).toBe(202);
    await until(() => (heard.length === 3 ? true : undefined));
    expect(heard[2]).toEqual({ event: 'batch', payload: { b: 1 } });
  });

  it('keeps presence: state on join, join and leave diffs', async () => {
    const name = topic('public');
    const alice = client(server).channel(name, { config: { presence: { key: 'alice' } } });
    const bob = client(server).channel(name, { config: { presence: { key: 'bob' } } });
    const aliceSaw: { event: string; key: string }[] = [];
    alice
      .on('presence', { event: 'join' }, ({ key }) => aliceSaw.push({ event: 'join', key }))
      .on('presence', { event: 'leave' }, ({ key }) => aliceSaw.push({ event: 'leave', key }));
    bob.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribed(alice)).status).toBe('SUBSCRIBED');
    expect(await alice.track({ name: 'Alice' })).toBe('ok');
    await until(() => (aliceSaw.some((e) => e.key === 'alice') ? true : undefined));
    expect((await subscribed(bob)).status).toBe('SUBSCRIBED');
    // presence_state on join: Bob sees Alice without anything new happening.
    const state = await until(() => {
      const current = bob.presenceState();
      return current.alice ? current : undefined;
    });
    expect(state.alice).toEqual([
      expect.objectContaining({ name: 'Alice', presence_ref: expect.any(String) }),
    ]);
    expect(await bob.track({ name: 'Bob' })).toBe('ok');
    await until(() =>
      aliceSaw.some((e) => e.event === 'join' && e.key === 'bob') ? true : undefined,
    );
    await bob.untrack();
    await until(() =>
      aliceSaw.some((e) => e.event === 'leave' && e.key === 'bob') ? true : undefined,
    );
    expect(alice.presenceState().bob).toBeUndefined();
  });
});
