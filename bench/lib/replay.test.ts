// The bench's references answer exactly what they were given: bare Node and nginx replay a
// recorded 200 (bytes and every header) and its 304 for the recorded ETag, so a ratio compares
// the same bytes on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bareNode,
  bareNodeProcess,
  headerOf,
  hostedTargets,
  nginxReplay,
  parseReplays,
  record,
  serializeReplays,
  type Reference,
  type Replayed,
} from './replay.ts';

const body = Buffer.from([0x1b, 0x00, 0xff, 0x10, 0x42]);
const etag = 'W/"v7-abc"';
const replay: Replayed = {
  path: '/rest/v1/rpc/public_menu',
  etag,
  ok: {
    status: 200,
    headers: [
      'Content-Type',
      'application/json; charset=utf-8',
      'ETag',
      etag,
      'Cache-Control',
      'public, max-age=5',
      'Content-Security-Policy',
      "default-src 'none'; script-src 'sha256-x+y/z='",
      'Content-Encoding',
      'br',
    ],
    body,
  },
  notModified: {
    status: 304,
    headers: ['ETag', etag, 'Cache-Control', 'public, max-age=5'],
    body: Buffer.alloc(0),
  },
};

describe.each([
  ['bare Node', bareNode],
  ['bare Node in a process of its own', (r: Replayed[]) => bareNodeProcess({ replays: r })],
  ['nginx', nginxReplay],
] as const)('%s replaying a recorded answer', (_name, start) => {
  let reference: Reference;
  beforeAll(async () => {
    reference = await start([replay]);
  });
  afterAll(async () => {
    await reference?.stop();
  });

  it('sends the recorded bytes and headers, and the 304 for the recorded ETag', async () => {
    const url = reference.url('/rest/v1/rpc/public_menu?slug=democafe');
    const ok = await record(url, { 'accept-encoding': 'br' });
    expect(ok.status).toBe(200);
    expect(ok.body.equals(body)).toBe(true);
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'content-encoding',
    ]) {
      const at = replay.ok.headers.findIndex((h) => h.toLowerCase() === name);
      expect(headerOf(ok, name), name).toBe(replay.ok.headers[at + 1]);
    }
    const notModified = await record(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(headerOf(notModified, 'etag')).toBe(etag);
  });
});

describe('replays sent to another process', () => {
  it('keep every byte of the bodies and every header in order', () => {
    const [back] = parseReplays(serializeReplays([replay]));
    expect(back?.ok.body.equals(body)).toBe(true);
    expect(back?.ok.headers).toEqual(replay.ok.headers);
    expect(back?.notModified).toEqual(replay.notModified);
    expect(back?.etag).toBe(etag);
  });
});

describe('bare Node recording a server itself (the by-hand check)', () => {
  let source: Reference;
  beforeAll(async () => {
    // A server answering both hosted targets, brotli and 304, as ours does.
    const at = (path: string, tag: string): Replayed => ({
      ...replay,
      path,
      etag: tag,
      ok: { ...replay.ok, headers: ['ETag', tag, 'Content-Encoding', 'br'] },
      notModified: { ...replay.notModified, headers: ['ETag', tag] },
    });
    const targets = hostedTargets('key');
    source = await bareNode([at(targets[0]!.path, '"page-1"'), at(targets[1]!.path, '"menu-1"')]);
  });
  afterAll(async () => {
    await source?.stop();
  });

  it('runs in its own process and replays what it recorded, with the ETags it read', async () => {
    const bare = await bareNodeProcess({ record: source.url(''), anonKey: 'key' });
    try {
      expect(bare.pid).toBeGreaterThan(0);
      expect(bare.pid).not.toBe(process.pid);
      expect(bare.etags).toEqual({
        '/democafe/menu': '"page-1"',
        '/rest/v1/rpc/public_menu': '"menu-1"',
      });
      const ok = await record(bare.url('/rest/v1/rpc/public_menu?slug=democafe'), {});
      expect(ok.body.equals(body)).toBe(true);
      const notModified = await record(bare.url('/democafe/menu'), { 'if-none-match': '"page-1"' });
      expect(notModified.status).toBe(304);
    } finally {
      await bare.stop();
    }
  });
});
