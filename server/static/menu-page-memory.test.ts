// On both engines: a repeated GET of a hosted page is answered from memory (before routing, the
// request context and the await of the ordinary path), and that answer is the ordinary path's
// answer byte for byte: the same status, every header (security headers, CSP, CORS, Vary, ETag,
// Content-Encoding, Content-Length) and the same body. It stays never-stale and keeps the Host
// check every request has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { exactAnswer, headerOf } from '../testing/raw-request.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { pagesAnsweredFromMemory } from './menu-page.ts';

let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

describe.each(ENGINES)('hosted page answered from memory on %s', (engine) => {
  let ts: TestServer;
  let world: World;

  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    exactAnswer(Number(new URL(ts.url).port), pathAndQuery, headers);

  /**
   * An answer from memory (the counter moved by exactly one). On PostgreSQL a statement this
   * process finished (the realtime feed reads its queue every second) makes the next visit confirm
   * on the ordinary path that every notice has been heard before memory is trusted again
   * (never-stale), so a visit may go the ordinary way; the next one may not.
   */
  async function fromMemory(pathAndQuery: string, headers: Record<string, string>) {
    for (let visit = 0; visit < 3; visit++) {
      const before = pagesAnsweredFromMemory();
      const answer = await get(pathAndQuery, headers);
      if (pagesAnsweredFromMemory() === before + 1) return answer;
    }
    throw new Error(`${pathAndQuery} was never answered from memory`);
  }

  /**
   * The first visit (the ordinary path renders and compresses the page), then the first answer
   * from memory. A menu loaded while a notice of an earlier write was on its way is checked once
   * more by the ordinary path before it is trusted.
   */
  async function warm(pathAndQuery: string, headers: Record<string, string>) {
    const first = await get(pathAndQuery, headers);
    expect(first.status).toBe(200);
    return { first, answer: await fromMemory(pathAndQuery, headers) };
  }

  /** The ordinary path's answer: a capitalised slug (a printed QR code) is the same page, but
   * never answered from memory. */
  async function ordinary(pathAndQuery: string, headers: Record<string, string>) {
    const before = pagesAnsweredFromMemory();
    const answer = await get(pathAndQuery.replace('/acafe/', '/ACafe/'), headers);
    expect(pagesAnsweredFromMemory()).toBe(before);
    return answer;
  }

  beforeAll(async () => {
    ts = await startTestServer({ engine, distDir: ssr.distDir });
    world = await buildWorld(ts.db);
    await ts.db.query(`update public.businesses set table_labels = '{5,6}' where id = $1`, [
      world.businessA,
    ]);
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it.each([
    ['/acafe/menu', { 'accept-encoding': 'br', 'accept-language': 'en' }],
    ['/acafe/menu', { 'accept-encoding': 'gzip, deflate' }],
    ['/acafe/menu?table=5&lang=ar', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('answers %s (%j) exactly as the ordinary path does, 200 and 304', async (path, headers) => {
    const { first, answer: repeated } = await warm(path, headers);
    expect(repeated).toEqual(await ordinary(path, headers));
    expect(repeated).toEqual(first);
    expect(headerOf(repeated, 'content-encoding')).toBe(
      headers['accept-encoding'].includes('br') ? 'br' : 'gzip',
    );
    expect(headerOf(repeated, 'content-length')).toBe(String(repeated.body.length));
    // The headers that matter are all there.
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-content-type-options',
      'referrer-policy',
      'access-control-allow-origin',
      'cache-control',
      'vary',
      'etag',
    ]) {
      expect(headerOf(repeated, name), name).toBeTruthy();
    }

    const revalidate = { ...headers, 'if-none-match': headerOf(first, 'etag') as string };
    const notModified = await fromMemory(path, revalidate);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified).toEqual(await ordinary(path, revalidate));
  });

  it('shows a price written straight into the database on the next scan, from memory again after', async () => {
    const headers = { 'accept-encoding': 'br' };
    const { first } = await warm('/acafe/menu', headers);
    const etag = headerOf(first, 'etag') as string;
    await ts.db.query(`update public.menu_items set price = 7.125 where id = $1`, [world.itemA1]);
    // Not a 304 for the old version, wherever the answer comes from.
    const changed = await get('/acafe/menu', {
      'accept-encoding': 'identity',
      'if-none-match': etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.toString('utf8')).toContain('7.125');
    const newTag = headerOf(changed, 'etag') as string;
    expect(newTag).not.toBe(etag);
    // The new version is then answered from memory.
    await warm('/acafe/menu', headers);
    expect((await fromMemory('/acafe/menu', { ...headers, 'if-none-match': newTag })).status).toBe(
      304,
    );
  });

  it('refuses a page it holds to another Host name, as every request is refused', async () => {
    await warm('/acafe/menu', { 'accept-encoding': 'br' });
    const before = pagesAnsweredFromMemory();
    const rebound = await get('/acafe/menu', { 'accept-encoding': 'br', host: 'evil.example' });
    expect(rebound.status).toBe(421);
    expect(pagesAnsweredFromMemory()).toBe(before);
  });
});
