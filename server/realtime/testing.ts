// Test helpers for the realtime server: a raw websocket speaking Phoenix's wire format (to assert
// exactly what the server sends), and tokens signed with the server's secret.
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET } from '../config.ts';

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

export class RawSocket {
  readonly frames: (Frame | Buffer)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: (() => void)[] = [];
  #ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      this.frames.push(isBinary ? buffer : (JSON.parse(buffer.toString('utf8')) as Frame));
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.#waiters.splice(0)) wake();
      }),
    );
  }

  static open(
    baseUrl: string,
    query: Record<string, string> = { vsn: '2.0.0' },
    headers: Record<string, string> = {},
  ): Promise<RawSocket> {
    const url = new URL('/realtime/v1/websocket', baseUrl.replace(/^http/, 'ws'));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const ws = new WebSocket(url, { headers });
    const socket = new RawSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
    });
  }

  nextRef(): string {
    this.#ref += 1;
    return String(this.#ref);
  }

  /** Sends a vsn 2.0.0 array; returns its ref. */
  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = this.nextRef();
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** Resolves with the first received frame matching, waiting up to timeoutMs. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    for (;;) {
      for (; seen < this.frames.length; seen++) {
        const frame = this.frames[seen];
        if (Array.isArray(frame) && match(frame)) return frame;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The reply to ref. */
  reply(ref: string, timeoutMs = 5000): Promise<Frame> {
    return this.waitFor((frame) => frame[1] === ref && frame[3] === 'phx_reply', timeoutMs);
  }

  /** Joins topic; returns the join's ref (its join_ref) and the reply. */
  async join(
    topic: string,
    payload: unknown = { config: {} },
  ): Promise<{ joinRef: string; reply: Frame }> {
    const joinRef = this.nextRef();
    this.ws.send(JSON.stringify([joinRef, joinRef, topic, 'phx_join', payload]));
    return { joinRef, reply: await this.reply(joinRef) };
  }

  close(): void {
    this.ws.close();
  }
}

export async function signToken(
  claims: Record<string, unknown>,
  expiresInSeconds = 3600,
  secret = DEFAULT_JWT_SECRET,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** Polls read until it gives a value (not undefined or false), or fails after timeoutMs. */
export async function until<T>(
  read: () => T | undefined | false,
  timeoutMs = 5000,
  what = 'the condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until check() holds, naming what was awaited when it never does. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  await until(check, timeoutMs, what);
}
