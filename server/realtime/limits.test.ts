// What one realtime client cannot do to the server or to other clients: malformed, huge and
// repeated input closes that socket only; channels, joins, messages and sockets are capped; a
// server shutdown closes every socket with "going away". PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { RawSocket } from './testing.ts';

async function stillAnswers(server: TestServer): Promise<void> {
  const socket = await RawSocket.open(server.url);
  const ref = socket.push('phoenix', 'heartbeat', {});
  expect((await socket.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
  socket.close();
}

describe.each(ENGINES)('realtime limits on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      env: {
        REALTIME_MAX_MESSAGE_BYTES: String(64 * 1024),
        REALTIME_MAX_CHANNELS_PER_SOCKET: '3',
        REALTIME_MAX_JOINS_PER_SECOND: '5',
        REALTIME_MAX_EVENTS_PER_SECOND: '50',
        REALTIME_MAX_SOCKETS_PER_ADDRESS: '6',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes a socket that sends what realtime-js never sends, and only that one', async () => {
    const bystander = await RawSocket.open(server.url);
    const { reply } = await bystander.join('realtime:bystander');
    expect(reply[4]).toMatchObject({ status: 'ok' });

    const notJson = await RawSocket.open(server.url);
    notJson.ws.send('{"this is": not json');
    expect((await notJson.closed).code).toBe(1003);

    const notAnArray = await RawSocket.open(server.url);
    notAnArray.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat' }));
    expect((await notAnArray.closed).code).toBe(1003);

    const badBinary = await RawSocket.open(server.url);
    badBinary.ws.send(Buffer.from([3, 200, 200, 200, 200, 200, 0, 1]));
    expect((await badBinary.closed).code).toBe(1003);

    const binaryOnV1 = await RawSocket.open(server.url, { vsn: '1.0.0' });
    binaryOnV1.ws.send(Buffer.from([3, 0, 0, 0, 0, 0, 1]));
    expect((await binaryOnV1.closed).code).toBe(1003);

    const huge = await RawSocket.open(server.url);
    huge.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(100_000) }]));
    expect((await huge.closed).code).toBe(1009);

    // The bystander's channel and socket carry on.
    const ref = bystander.push('phoenix', 'heartbeat', {});
    expect((await bystander.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    bystander.close();
    await stillAnswers(server);
  });

  it('refuses an unsupported serializer version at the upgrade', async () => {
    await expect(RawSocket.open(server.url, { vsn: '9.9.9' })).rejects.toThrow(
      'upgrade refused: 400',
    );
  });

  it('answers unmatched topics and ignores unknown events as Phoenix and hosted do', async () => {
    const socket = await RawSocket.open(server.url);
    const stray = socket.push('realtime:never-joined', 'broadcast', { type: 'broadcast' });
    expect((await socket.reply(stray))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    const notRealtime = socket.push('elsewhere', 'phx_join', {});
    expect((await socket.reply(notRealtime))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    const empty = socket.push('realtime:', 'phx_join', {});
    expect((await socket.reply(empty))[4]).toEqual({
      status: 'error',
      response: { reason: 'You must provide a topic name' },
    });
    const { joinRef } = await socket.join('realtime:unknown-events');
    const unknown = socket.push('realtime:unknown-events', 'no_such_event', {}, joinRef);
    await expect(socket.reply(unknown, 300)).rejects.toThrow('no matching frame');
    const ref = socket.push('phoenix', 'heartbeat', {});
    expect((await socket.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    socket.close();
  });

  it('caps channels per socket and joins per second; a repeated join replaces the first', async () => {
    const socket = await RawSocket.open(server.url);
    for (const name of ['a', 'b', 'c']) {
      expect((await socket.join(`realtime:cap-${name}`)).reply[4]).toMatchObject({ status: 'ok' });
    }
    expect((await socket.join('realtime:cap-d')).reply[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    socket.close();

    const again = await RawSocket.open(server.url);
    const replies = [];
    // Joining the same topic again is allowed (it replaces the join) but counts as a join.
    for (let i = 0; i < 6; i++) replies.push((await again.join('realtime:same')).reply[4]);
    expect(replies.slice(0, 5).every((reply) => reply.status === 'ok')).toBe(true);
    expect(replies[5]).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    again.close();
  });

  it('closes a socket that floods messages', async () => {
    const flood = await RawSocket.open(server.url);
    for (let i = 0; i < 200; i++) flood.push('phoenix', 'heartbeat', {});
    const closed = await flood.closed;
    expect(closed).toEqual({ code: 1008, reason: 'Too many messages per second' });
    await stillAnswers(server);
  });

  it('caps sockets per address', async () => {
    // Sockets of the tests before may still be finishing their close handshake.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const open: RawSocket[] = [];
    for (let i = 0; i < 6; i++) open.push(await RawSocket.open(server.url));
    await expect(RawSocket.open(server.url)).rejects.toThrow('upgrade refused: 429');
    const last = open.pop()!;
    last.close();
    await last.closed;
    // One closed: one more may open.
    await new Promise((resolve) => setTimeout(resolve, 100));
    open.push(await RawSocket.open(server.url));
    for (const socket of open) socket.close();
    await Promise.all(open.map((socket) => socket.closed));
  });

  it('closes every socket with 1001 (going away) when the server stops', async () => {
    const socket = await RawSocket.open(server.url);
    await socket.join('realtime:shutdown');
    await server.stop();
    expect((await socket.closed).code).toBe(1001);
  });
});
