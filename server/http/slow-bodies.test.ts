// Slow request bodies, on both engines: many addresses each start more bodies than they may have
// arriving at once and send them a byte at a time. Each address keeps only its share (the rest are
// answered 429 and closed), an IPv6 /64 behind a trusted proxy is one address, a body that stops
// arriving is given up, and everyone else is answered within a second throughout. Without the
// guard the slow bodies fill MAX_CONNECTIONS and the bystander is not answered at all.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

const ADDRESSES = 10;
const BODIES_PER_ADDRESS = 30;
const SLOW_BODIES_PER_ADDRESS = 6;
const IDLE_MS = 1500;

interface SlowBody {
  socket: net.Socket;
  /** What the server wrote back so far. */
  answer(): string;
  closed: Promise<void>;
}

/**
 * A POST whose body is announced as 1,000 bytes and sent one byte per `everyMs` (never, when
 * undefined), from localAddress, optionally naming a client address in X-Forwarded-For.
 */
function slowBody(
  port: number,
  localAddress: string,
  everyMs: number | undefined,
  forwardedFor?: string,
): Promise<SlowBody> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    let timer: NodeJS.Timeout | undefined;
    socket.once('close', () => clearInterval(timer));
    socket.once('connect', () => {
      socket.write(
        'POST /rest/v1/rpc/slow_body HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\n' +
          'Content-Length: 1000\r\n' +
          (forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : '') +
          '\r\n{',
      );
      if (everyMs !== undefined) {
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(' ');
        }, everyMs);
      }
      resolve({ socket, answer: () => received, closed });
    });
    // Refused before it connected (what MAX_CONNECTIONS does): nothing was written.
    socket.once('close', () => resolve({ socket, answer: () => received, closed }));
  });
}

/**
 * Answered within a second: every call on a quiet machine. This machine runs several test files
 * at once, so one call in ten may take up to two.
 */
function expectPrompt(times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  expect(sorted[Math.floor((sorted.length - 1) * 0.9)]).toBeLessThan(1000);
  expect(sorted.at(-1)).toBeLessThan(2000);
}

const status = (body: SlowBody) => /^HTTP\/1\.1 (\d{3})/.exec(body.answer())?.[1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('slow request bodies on %s', (engine) => {
  let ts: TestServer;
  let port: number;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        MAX_SLOW_BODIES_PER_ADDRESS: String(SLOW_BODIES_PER_ADDRESS),
        BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
        // Fewer than the flood's 300 bodies: without the guard they take every connection.
        MAX_CONNECTIONS: '200',
        MAX_CONNECTIONS_PER_ADDRESS: '64',
        // The X-Forwarded-For test below: one proxy (the loopback socket) in front.
        TRUSTED_PROXIES: '1',
      },
    });
    port = Number(new URL(ts.url).port);
    // The first REST call loads the schema cache; the bystander's calls below are not the first.
    await (await fetch(`${ts.url}/rest/v1/`, { headers: { apikey: ts.anonKey } })).text();
  });

  afterAll(async () => {
    await ts?.stop();
  });

  it('keeps each address to its share of bodies still arriving, and answers everyone else within a second', async () => {
    const bodies: SlowBody[][] = [];
    const bystander: number[] = [];
    try {
      for (let a = 0; a < ADDRESSES; a++) {
        const from = `127.0.0.${a + 2}`;
        const fromAddress = await Promise.all(
          Array.from({ length: BODIES_PER_ADDRESS }, () => slowBody(port, from, 300)),
        );
        bodies.push(fromAddress);
        // The refusals are written at once and their connections closed; the kept bodies trickle
        // on. (Waiting for the closes keeps a slow machine's lag from reaching MAX_CONNECTIONS.)
        const deadline = Date.now() + 5000;
        while (
          Date.now() < deadline &&
          fromAddress.filter((body) => body.socket.destroyed).length <
            BODIES_PER_ADDRESS - SLOW_BODIES_PER_ADDRESS
        )
          await sleep(20);
      }
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const response = await fetch(`${ts.url}/rest/v1/`, { headers: { apikey: ts.anonKey } });
        await response.text();
        expect(response.status).toBe(200);
        bystander.push(performance.now() - started);
        await sleep(100);
      }
      expectPrompt(bystander);

      for (const [a, fromAddress] of bodies.entries()) {
        const statuses = fromAddress.map(status);
        const kept = fromAddress.filter(
          (body) => status(body) === undefined && !body.socket.destroyed,
        ).length;
        const refused = statuses.filter((s) => s === '429').length;
        expect({ address: a, kept, refused }).toEqual({
          address: a,
          kept: SLOW_BODIES_PER_ADDRESS,
          refused: BODIES_PER_ADDRESS - SLOW_BODIES_PER_ADDRESS,
        });
        const refusal = fromAddress.find((body) => status(body) === '429')!;
        expect(refusal.answer()).toContain(
          'Too many requests from this address are still sending their body',
        );
        // A refused body's connection is closed, not left to trickle.
        await refusal.closed;
      }
    } finally {
      // Left open, they would hold the server's close.
      for (const body of bodies.flat()) body.socket.destroy();
    }
  });

  it('gives up a body that stops arriving (408, connection closed)', async () => {
    const started = performance.now();
    const idle = await slowBody(port, '127.0.0.30', undefined);
    await idle.closed;
    const waited = performance.now() - started;
    expect(status(idle)).toBe('408');
    expect(waited).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(waited).toBeLessThan(IDLE_MS + 1500);
    // A body that keeps arriving, however slowly, is not idle: it outlives the idle timeout.
    const trickle = await slowBody(port, '127.0.0.31', 200);
    await sleep(IDLE_MS + 800);
    expect(trickle.socket.destroyed).toBe(false);
    expect(status(trickle)).toBeUndefined();
    trickle.socket.destroy();
  });

  it('counts an IPv6 /64 behind a trusted proxy as one address', async () => {
    const sameNetwork = await Promise.all(
      Array.from({ length: SLOW_BODIES_PER_ADDRESS + 3 }, (_, i) =>
        slowBody(port, '127.0.0.40', 300, `2001:db8:1:2::${(i + 1).toString(16)}`),
      ),
    );
    const otherNetwork = await slowBody(port, '127.0.0.40', 300, '2001:db8:1:3::1');
    await sleep(300);
    const statuses = sameNetwork.map(status);
    expect(statuses.filter((s) => s === undefined)).toHaveLength(SLOW_BODIES_PER_ADDRESS);
    expect(statuses.filter((s) => s === '429')).toHaveLength(3);
    expect(status(otherNetwork)).toBeUndefined();
    for (const body of [...sameNetwork, otherNetwork]) body.socket.destroy();
  });
});
