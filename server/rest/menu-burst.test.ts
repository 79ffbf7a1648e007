// On both engines: the burst of re-reads that follows an owner's change (every open menu hears
// menu_changed at once and asks public_menu again) is answered compressed, every answer of it, and
// with the new data: a small menu's quick form is made on the spot, a longer one's once in the
// thread pool and shared by every request waiting for it, before the best form is ready.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { exactAnswer, headerOf, type ExactAnswer } from '../testing/raw-request.ts';
import { cachedPublicMenu, encodedMenu } from './menu-cache.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

const BURST = 40;

// The hosted page's renderer built from today's widget code: `npm test` runs this stage before
// `npm run build`, so dist/ may hold none (the page would be the element's empty shell).
let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

describe.each(ENGINES)('the re-read burst after a change on %s', (engine) => {
  let ts: TestServer;
  let world: World;

  beforeAll(async () => {
    // Every open menu is its own phone; here they share one address.
    ts = await startTestServer({
      engine,
      distDir: ssr.distDir,
      env: { REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: '1000' },
    });
    world = await buildWorld(ts.db);
    // B's menu: 600 dishes, about 300 KB of JSON, between the quick form made on the spot (up to
    // 256 KB) and the best effort's limit (512 KB).
    await insertDishes(world.businessB, 600, [
      'Long dish',
      'طبق طويل',
      'a dish',
      'rice, salad and bread',
    ]);
  });
  /** `count` dishes with long descriptions in the business's categories, named "<name> <i>". */
  async function insertDishes(
    business: string,
    count: number,
    [name, nameAr, what, servedWith]: [string, string, string, string],
  ): Promise<void> {
    await ts.db.query(
      `insert into public.menu_items
         (business_id, category_id, name, name_ar, description, price, sort_order)
       select c.business_id, c.id, $2 || ' ' || i, $3 || ' ' || i,
              'A long description of ' || $4 || ' ' || i || ', served with ' || $5 || '.', 1, i
       from public.categories c, generate_series(1, $6::int) i
       where c.business_id = $1
       limit $6`,
      [business, name, nameAr, what, servedWith, count],
    );
  }
  afterAll(async () => {
    await ts?.stop();
  });

  const get = (slug: string, encoding: string) =>
    exactAnswer(Number(new URL(ts.url).port), `/rest/v1/rpc/public_menu?slug=${slug}`, {
      apikey: ts.anonKey,
      'accept-encoding': encoding,
    });

  function decoded(answer: ExactAnswer): string {
    const encoding = headerOf(answer, 'content-encoding');
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  }

  it.each([
    ['a small menu', 'acafe', 'businessA'],
    ['a 600-dish menu', 'bgrill', 'businessB'],
  ] as const)('answers every re-read of %s compressed, with the change', async (_, slug, key) => {
    const warm = await get(slug, 'br');
    expect(warm.status).toBe(200);
    const size = decoded(warm).length;
    if (key === 'businessB') expect(size).toBeGreaterThan(256 * 1024);
    for (let round = 1; round <= 2; round++) {
      const price = (2 + round / 1000).toFixed(3);
      await ts.db.query('update public.menu_items set price = $2 where business_id = $1', [
        world[key],
        price,
      ]);
      const encodings = Array.from({ length: BURST }, (_, i) => (i % 4 === 3 ? 'gzip' : 'br'));
      const answers = await Promise.all(encodings.map((encoding) => get(slug, encoding)));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200);
        expect(headerOf(answer, 'content-encoding')).toBe(encodings[i]);
        const menu = JSON.parse(decoded(answer)) as { items: { price: number }[] };
        expect(menu.items.length).toBeGreaterThan(0);
        for (const item of menu.items) expect(item.price).toBe(Number(price));
      }
    }
  });

  it('shows an edit on the very next page and public_menu, however each is asked for', async () => {
    const page = (encoding: string) =>
      exactAnswer(Number(new URL(ts.url).port), '/bgrill/menu?lang=en', {
        'accept-encoding': encoding,
      });
    // Warm: the answer, its parsed document and the page are all in memory.
    expect((await page('br')).status).toBe(200);
    expect((await get('bgrill', 'br')).status).toBe(200);
    for (const version of ['v2', 'v3']) {
      await ts.db.query(
        `update public.menu_items set name = regexp_replace(name, ' v[0-9]$', '') || ' ' || $2
         where business_id = $1`,
        [world.businessB, version],
      );
      for (const encoding of ['br', 'gzip', 'identity']) {
        const menu = JSON.parse(decoded(await get('bgrill', encoding))) as {
          items: { name: string }[];
        };
        for (const item of menu.items) expect(item.name.endsWith(` ${version}`)).toBe(true);
        const html = decoded(await page(encoding));
        expect(html).toContain(`Long dish 1 ${version}`);
        // No earlier name, in the drawn first screen or the inlined data.
        for (const old of ['Long dish 1<', 'Long dish 1"', 'Long dish 1 v2']) {
          if (!old.endsWith(version)) expect(html).not.toContain(old);
        }
      }
    }
  });

  it('makes the quick form of a menu up to 256 KB on the spot, once, for the whole burst', async () => {
    // A's menu grows to 300 dishes, about 150 KB (the bench's 200-dish menu is 124 KB): its quick brotli form is made
    // by the first request, on the event loop, and every other request of the burst shares it;
    // none waits for the thread pool, where it queued behind the best effort's job.
    await insertDishes(world.businessA, 300, ['Tea', 'شاي', 'a tea', 'dates, milk and cardamom']);
    const menu = await cachedPublicMenu(ts.db, 'acafe');
    expect(menu?.forms.byteLength).toBeGreaterThan(64 * 1024);
    expect(menu?.forms.byteLength).toBeLessThan(256 * 1024);
    const form = encodedMenu(menu!, 'br');
    expect(form).toBeInstanceOf(Buffer);
    expect(brotliDecompressSync(form as Buffer).toString()).toBe(menu!.forms.text());
    for (let i = 0; i < 10; i++) expect(encodedMenu(menu!, 'br')).toBe(form);
  });
});
