// On both engines: an embedded menu's `GET /rest/v1/rpc/public_menu?slug=…` is answered from
// memory once its answer is at hand, and that answer is the ordinary path's byte for byte (status,
// every header, body), 200 in each encoding and 304. It is never stale, keeps the Host check, and
// never answers for a token this process has not verified: a bad or expired one is refused as
// before.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { exactAnswer, headerOf } from '../testing/raw-request.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { menuCallsAnsweredFromMemory } from './menu-from-memory.ts';

const CALL = '/rest/v1/rpc/public_menu?slug=acafe';
// The ordinary path answers the same call for a slug in capitals (one the cache normalises).
const ORDINARY_CALL = '/rest/v1/rpc/public_menu?slug=ACafe';

const sign = (exp: number, secret: string) =>
  new SignJWT({ role: 'anon', exp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

describe.each(ENGINES)('public_menu answered from memory on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let phone: Record<string, string>;

  const get = (pathAndQuery: string, headers: Record<string, string>) =>
    exactAnswer(Number(new URL(ts.url).port), pathAndQuery, headers);

  /** An answer from memory (the counter moved by one), in `encoding` when one is asked: the
   * first calls of a version may go the ordinary way (on PostgreSQL a statement this process
   * finished makes the next call confirm that every notice was heard) or be sent plain while the
   * compressed form is made. */
  async function fromMemory(headers: Record<string, string>, encoding?: string) {
    for (let call = 0; call < 20; call++) {
      const before = menuCallsAnsweredFromMemory();
      const answer = await get(CALL, headers);
      const remembered = menuCallsAnsweredFromMemory() === before + 1;
      if (remembered && headerOf(answer, 'content-encoding') === encoding) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('public_menu was never answered from memory');
  }

  async function ordinary(pathAndQuery: string, headers: Record<string, string>) {
    const before = menuCallsAnsweredFromMemory();
    const answer = await get(pathAndQuery, headers);
    expect(menuCallsAnsweredFromMemory()).toBe(before);
    return answer;
  }

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    world = await buildWorld(ts.db);
    // What the element sends (widget/api/fetch-menu.ts).
    phone = {
      accept: 'application/json',
      apikey: ts.anonKey,
      authorization: `Bearer ${ts.anonKey}`,
    };
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])(
    'answers Accept-Encoding %s exactly as the ordinary path does, 200 and 304',
    async (accept, encoding) => {
      const headers = { ...phone, 'accept-encoding': accept };
      expect((await get(CALL, headers)).status).toBe(200);
      // Once the best form is made (a quick one goes out before it), every answer is the same.
      let repeated = await fromMemory(headers, encoding);
      for (let call = 0; call < 20; call++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const next = await fromMemory(headers, encoding);
        if (next.body.equals(repeated.body)) break;
        repeated = next;
      }
      const plain = await ordinary(ORDINARY_CALL, headers);
      expect(repeated).toEqual(plain);
      expect(headerOf(repeated, 'content-encoding')).toBe(encoding);
      expect(headerOf(repeated, 'access-control-allow-origin')).toBe('*');
      expect(headerOf(repeated, 'etag')).toBeTruthy();

      const revalidate = { ...headers, 'if-none-match': headerOf(repeated, 'etag') as string };
      const notModified = await fromMemory(revalidate, undefined);
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified).toEqual(await ordinary(ORDINARY_CALL, revalidate));
    },
  );

  it('shows a price written straight into the database on the next call', async () => {
    const headers = { ...phone, 'accept-encoding': 'identity' };
    const before = await fromMemory(headers);
    const etag = headerOf(before, 'etag') as string;
    await ts.db.query(`update public.menu_items set price = 7.125 where id = $1`, [world.itemA1]);
    const changed = await get(CALL, { ...headers, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.toString('utf8')).toContain('7.125');
    expect(headerOf(changed, 'etag')).not.toBe(etag);
  });

  it('refuses an expired token and a token signed with another secret, as before', async () => {
    await fromMemory(phone);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(now - 10, ts.config.jwtSecret);
    const forged = await sign(now + 3600, 'another secret, at least 32 characters long');
    for (const token of [expired, forged]) {
      const answer = await ordinary(CALL, { ...phone, authorization: `Bearer ${token}` });
      expect(answer.status).toBe(401);
    }
  });

  it('keeps the Host check every request has', async () => {
    await fromMemory(phone);
    const rebound = await ordinary(CALL, { ...phone, host: 'evil.example' });
    expect(rebound.status).toBe(421);
  });

  it('leaves other spellings to the ordinary path: HEAD, a Prefer header, another schema', async () => {
    await fromMemory(phone);
    expect((await ordinary(CALL, { ...phone, prefer: 'count=exact' })).status).toBe(200);
    expect((await ordinary(CALL, { ...phone, 'accept-profile': 'public' })).status).toBe(200);
    await ordinary(`${CALL}&lang=en`, phone);
  });
});
