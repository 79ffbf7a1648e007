// The bench's references answer exactly what they were given: bare Node and nginx replay a
// recorded 200 (bytes and every header) and its 304 for the recorded ETag, so a ratio compares
// the same bytes on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bareNode,
  headerOf,
  nginxReplay,
  record,
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
