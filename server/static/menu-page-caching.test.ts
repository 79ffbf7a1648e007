// On both engines: the hosted page /{slug}/menu answers a repeated QR scan from memory
// (public_menu from the cache rpc/public_menu uses, the rendered and compressed HTML per menu
// version, language and table) and still shows every kind of owner write on the next load. The
// real renderer is wrapped so the test can count its server-side renders.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { userClient, type TestClient } from '../testing/clients.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { pageCacheOf } from './page-cache.ts';

const counter = globalThis as { __qrMenuSsrRenders?: number };
const renders = () => counter.__qrMenuSsrRenders ?? 0;

let ssr: SsrDist;
let countedDist: string;
beforeAll(async () => {
  ssr = await buildSsrDist();
  // The built renderer behind a wrapper that counts its calls in this process.
  countedDist = path.join(ssr.distDir, 'counted');
  await mkdir(path.join(countedDist, 'widget-ssr'), { recursive: true });
  const real = pathToFileURL(path.join(ssr.distDir, 'widget-ssr', 'ssr.js')).href;
  await writeFile(
    path.join(countedDist, 'widget-ssr', 'ssr.js'),
    `import { renderMenu as render, bootScript } from ${JSON.stringify(real)};\n` +
      'export { bootScript };\n' +
      'export function renderMenu(input) {\n' +
      '  globalThis.__qrMenuSsrRenders = (globalThis.__qrMenuSsrRenders ?? 0) + 1;\n' +
      '  return render(input);\n' +
      '}\n',
  );
});
afterAll(async () => {
  await ssr?.remove();
});

/** What a customer sees on the page: the dish names of the first screen and of the data block. */
function shown(html: string) {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const element = document.querySelector('qr-menu');
  const template = element?.querySelector(':scope > template') as unknown as
    HTMLTemplateElement | undefined;
  const data = element?.querySelector(':scope > script[data-menu]')?.textContent;
  return {
    title: document.title,
    lang: element?.getAttribute('lang'),
    table: element?.getAttribute('table'),
    heading: template?.content.querySelector('h1')?.textContent,
    dishes: [...(template?.content.querySelectorAll('li h3') ?? [])].map((h) => h.textContent),
    data: data
      ? (JSON.parse(data) as { business: { name: string }; items: { name: string }[] })
      : undefined,
  };
}

describe.each(ENGINES)('hosted menu page cache on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let owner: TestClient;

  const load = async (pathAndQuery = '/acafe/menu', headers: Record<string, string> = {}) => {
    const response = await fetch(`${ts.url}${pathAndQuery}`, { headers });
    expect(response.status).toBe(200);
    return response.text();
  };

  /** Loads the page, then again: the second load must be the same page without a new render. */
  async function warm(pathAndQuery = '/acafe/menu'): Promise<string> {
    const first = await load(pathAndQuery);
    const before = renders();
    expect(await load(pathAndQuery)).toBe(first);
    expect(renders()).toBe(before);
    return first;
  }

  beforeAll(async () => {
    ts = await startTestServer({ engine, distDir: countedDist });
    world = await buildWorld(ts.db);
    owner = await userClient(ts.url, { id: world.users.ownerA, email: 'a@example.com' });
    // Only a business's own tables get their own page: B has tables 5 and 6, A 300.
    await ts.db.query(`update public.businesses set table_labels = '{5,6}' where id = $1`, [
      world.businessB,
    ]);
    await ts.db.query(
      `update public.businesses set table_labels = array(select 'T' || n from generate_series(0, 299) n) where id = $1`,
      [world.businessA],
    );
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('serves a repeated scan without rendering again, compressed or not, for GET and HEAD', async () => {
    const before = renders();
    const html = await load();
    expect(renders()).toBe(before + 1);
    expect(shown(html).dishes).toContain('Karak Tea');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${ts.url}/acafe/menu`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      expect(await response.text()).toBe(html);
    }
    const head = await fetch(`${ts.url}/acafe/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(renders()).toBe(before + 1);
    // A printed capitalised slug is the same page.
    expect(await load('/ACafe/menu')).toBe(html);
    expect(renders()).toBe(before + 1);
  });

  it('keeps each language and table apart', async () => {
    const english = shown(await warm('/bgrill/menu?lang=en'));
    const arabic = shown(await warm('/bgrill/menu?lang=ar'));
    expect(english).toMatchObject({
      lang: 'en',
      heading: 'Business bgrill',
      dishes: ['Mixed Grill'],
    });
    expect(arabic).toMatchObject({ lang: 'ar', heading: 'مشويات ب', dishes: ['مشاوي مشكلة'] });
    // Arabic first for this business: the phone's language picks the cached page of its language.
    expect(shown(await load('/bgrill/menu', { 'accept-language': 'en' })).lang).toBe('en');
    const table5 = shown(await warm('/bgrill/menu?lang=en&table=5'));
    const table6 = shown(await warm('/bgrill/menu?lang=en&table=6'));
    expect([table5.table, table6.table]).toEqual(['5', '6']);
  });

  it('shows an owner renaming a dish through the API on the next load', async () => {
    await warm();
    const before = renders();
    const { error } = await owner
      .from('menu_items')
      .update({ name: 'Karak Chai' })
      .eq('id', world.itemA1);
    expect(error).toBeNull();
    const page = shown(await load());
    expect(page.dishes).toContain('Karak Chai');
    expect(page.dishes).not.toContain('Karak Tea');
    expect(page.data?.items.map((i) => i.name)).toContain('Karak Chai');
    expect(renders()).toBe(before + 1);
  });

  it('answers a repeat visit 304 without a body until the menu, language or table changes', async () => {
    const first = await fetch(`${ts.url}/bgrill/menu?lang=en`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${ts.url}/bgrill/menu?lang=en`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another language or table is another page.
    const tags = await Promise.all(
      ['/bgrill/menu?lang=ar', '/bgrill/menu?lang=en&table=5'].map(async (url) => {
        const response = await fetch(`${ts.url}${url}`, { headers: { 'if-none-match': etag } });
        expect(response.status).toBe(200);
        return response.headers.get('etag');
      }),
    );
    expect(new Set([etag, ...tags]).size).toBe(3);
    // An owner's change: the browser's tag is old, so it gets the new page.
    await ts.db.query(`update public.menu_items set price = price + 1 where id = $1`, [
      world.itemB1,
    ]);
    const changed = await fetch(`${ts.url}/bgrill/menu?lang=en`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows a business rename and a category change on the next load', async () => {
    await warm();
    const renamed = await owner
      .from('businesses')
      .update({ name: 'A Cafe' })
      .eq('id', world.businessA);
    expect(renamed.error).toBeNull();
    const page = shown(await load());
    expect(page).toMatchObject({ title: 'A Cafe', heading: 'A Cafe' });
    await warm();
    const { error } = await owner
      .from('categories')
      .update({ name: 'Hot and Cold Drinks' })
      .eq('id', world.categoryA1);
    expect(error).toBeNull();
    expect(await load()).toContain('Hot and Cold Drinks');
  });

  it('is never stale after a write straight into the database, a hidden dish or a deleted one', async () => {
    await warm();
    await ts.db.query(`update public.menu_items set name = 'Sweet Water' where name = 'Water'`);
    expect(shown(await load()).dishes).toContain('Sweet Water');
    await warm();
    await ts.db.query(`update public.menu_items set hidden = true where name = 'Sweet Water'`);
    expect(shown(await load()).dishes).not.toContain('Sweet Water');
    await warm();
    const { error } = await owner.from('menu_items').delete().eq('id', world.itemA1);
    expect(error).toBeNull();
    expect(shown(await load()).dishes).not.toContain('Karak Chai');
  });

  it('answers the page and rpc/public_menu from the same current menu', async () => {
    await warm();
    const { error } = await owner
      .from('menu_items')
      .update({ name: 'Chicken Shawarma Roll' })
      .eq('name', 'Chicken Shawarma');
    expect(error).toBeNull();
    // The API first (it refreshes the shared cache), then the page: both show the change, and
    // the page's data block is exactly the API's answer.
    const api = await fetch(`${ts.url}/rest/v1/rpc/public_menu?slug=acafe`, {
      headers: { apikey: ts.anonKey },
    });
    const answer = (await api.json()) as unknown;
    const page = shown(await load());
    expect(page.dishes).toContain('Chicken Shawarma Roll');
    expect(page.data).toEqual(answer);
  });

  it('answers a burst of scans right after a write with the new menu, pages and API alike', async () => {
    await warm();
    await ts.db.query(`update public.businesses set name = 'Burst Cafe' where slug = 'acafe'`);
    const [pages, answers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => load())),
      Promise.all(
        Array.from({ length: 12 }, async () => {
          const response = await fetch(`${ts.url}/rest/v1/rpc/public_menu?slug=acafe`, {
            headers: { apikey: ts.anonKey },
          });
          return ((await response.json()) as { business: { name: string } }).business.name;
        }),
      ),
    ]);
    expect(new Set(pages.map((html) => shown(html).heading))).toEqual(new Set(['Burst Cafe']));
    expect(new Set(answers)).toEqual(new Set(['Burst Cafe']));
  });

  it('keeps its memory bounded: a crawler walking many tables pushes the oldest page out', async () => {
    // A budget of a few dozen of these pages (PAGE_CACHE_BYTES): bytes bound it, not a count.
    const pages = pageCacheOf(ts.db);
    pages.resize(256 * 1024);
    try {
      const first = await warm('/acafe/menu?table=T0');
      for (let n = 1; n <= 299; n++) {
        await load(`/acafe/menu?table=T${n}`);
        expect(pages.bytes).toBeLessThanOrEqual(256 * 1024);
      }
      const before = renders();
      expect(await load('/acafe/menu?table=T0')).toBe(first);
      expect(renders()).toBe(before + 1);
      // The latest pages are still served from memory.
      await load('/acafe/menu?table=T299');
      expect(renders()).toBe(before + 1);
    } finally {
      pages.resize(ts.config.limits.pageCacheBytes);
    }
  });

  it('gives made-up tables the page without a table: no render, no cache entry of their own', async () => {
    const plain = await warm('/bgrill/menu?lang=en');
    const before = renders();
    for (const table of ['7', 'x', '5 or 1=1', 'T0', '%F0%9F%8D%95']) {
      const html = await load(`/bgrill/menu?lang=en&table=${table}`);
      expect(html).toBe(plain);
      expect(shown(html).table).toBeNull();
    }
    expect(renders()).toBe(before);
    // A real label, however the card spells it, is the owner's label.
    expect(shown(await load('/bgrill/menu?lang=en&table=%205%20')).table).toBe('5');
  });

  it('still answers 404 for an unknown slug, and then the menu once it exists', async () => {
    expect((await fetch(`${ts.url}/ccafe/menu`)).status).toBe(404);
    const { rows } = await ts.db.query<{ id: string }>(
      `insert into auth.users (email) values ('c@example.com') returning id`,
    );
    await ts.db.query(
      `insert into public.businesses (name, whatsapp, slug, owner_id) values ('C Cafe', '96890000003', 'ccafe', $1)`,
      [rows[0]!.id],
    );
    expect(shown(await load('/ccafe/menu')).heading).toBe('C Cafe');
  });
});
