// On both engines: public_menu's ETag, Cache-Control and 304 (set from SQL through
// response.headers/response.status, as hosted PostgREST sends them), and the server's in-memory
// menu cache, which must show every kind of owner write on the customer's next load.
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { userClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

interface Menu {
  business: { id: string; name: string; banner_url: string | null; banner_widths: number[] };
  categories: Array<{ id: string; name: string }>;
  items: Array<{
    id: string;
    name: string;
    price: number;
    image_widths: number[];
    options: Array<{ name: string; choices: Array<{ name: string }> }>;
  }>;
}

describe.each(ENGINES)('public_menu HTTP caching on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let owner: TestClient;

  const menuUrl = (slug = 'acafe') => `${ts.url}/rest/v1/rpc/public_menu?slug=${slug}`;
  const get = (headers: Record<string, string> = {}, slug?: string) =>
    fetch(menuUrl(slug), { headers: { apikey: ts.anonKey, ...headers } });

  /** A customer's next load after a write: the previous ETag no longer matches. */
  async function nextLoad(previousEtag: string): Promise<{ etag: string; menu: Menu }> {
    const response = await get({ 'if-none-match': previousEtag });
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe(previousEtag);
    return { etag, menu: (await response.json()) as Menu };
  }

  /** Loads twice so the second answer comes from the server's cache, and returns the ETag. */
  async function warm(): Promise<string> {
    const first = await get();
    await first.text();
    const second = await get();
    await second.text();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    return second.headers.get('etag') ?? '';
  }

  /** The answer's bytes as sent, not decoded. */
  const raw = (acceptEncoding?: string, slug?: string) =>
    new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      httpGet(
        new URL(menuUrl(slug)),
        {
          headers: {
            apikey: ts.anonKey,
            ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              ...(res.headers['content-encoding'] && {
                encoding: res.headers['content-encoding'],
              }),
              ...(res.headers.vary && { vary: res.headers.vary }),
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on('error', reject);
    });

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    world = await buildWorld(ts.db);
    // Before the first request, so the schema cache knows them.
    await ts.db.exec(`
      create function public.teapot() returns text language plpgsql stable as $$
      begin
        perform set_config('response.headers', '[{"X-Kettle": "on"}, {"Cache-Control": "no-store"}]', true);
        perform set_config('response.status', '418', true);
        return 'short and stout';
      end $$;
      create function public.bad_headers() returns text language plpgsql stable as $$
      begin
        perform set_config('response.headers', '{"X-Kettle": "on"}', true);
        return 'x';
      end $$;
      grant execute on function public.teapot(), public.bad_headers() to anon;
      create function public.teapots() returns setof text language plpgsql stable as $$
      begin
        perform set_config('response.headers', '[{"X-Kettles": "two"}]', true);
        return next 'brown';
        return next 'white';
      end $$;
      create function public.brewed(note text) returns text language plpgsql stable as $$
      begin
        perform set_config('response.headers', '[{"X-Brewed": "read"}]', true);
        return note;
      end $$;
      create function public.kettle_logged() returns trigger language plpgsql as $$
      begin
        perform set_config('response.headers', '[{"X-Brewed": "written"}]', true);
        return null;
      end $$;
      create table public.kettle_log (id serial primary key, note text not null);
      create view public.kettle_notes as select id, public.brewed(note) as note from public.kettle_log;
      create trigger kettle_log_logged after insert on public.kettle_log
        for each row execute function public.kettle_logged();
      grant select, insert on public.kettle_log to anon;
      grant usage on sequence public.kettle_log_id_seq to anon;
      grant select on public.kettle_notes to anon;
      grant execute on function public.teapots(), public.brewed(text) to anon;`);
    owner = await userClient(ts.url, { id: world.users.ownerA, email: 'a@example.com' });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('answers an ETag, a short public Cache-Control with stale-while-revalidate, and the widths', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"m\d+"$/);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=10, stale-while-revalidate=60',
    );
    const menu = (await response.json()) as Menu;
    expect(menu.business.banner_widths).toEqual([]);
    expect(menu.items.map((i) => i.image_widths)).toEqual(menu.items.map(() => []));
  });

  it('answers 304 with no body for a matching If-None-Match, from SQL and from the cache', async () => {
    const etag = await warm();
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await get({ 'if-none-match': tag });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    // POST is not a conditional read: the body always comes back.
    const posted = await fetch(`${ts.url}/rest/v1/rpc/public_menu`, {
      method: 'POST',
      headers: { apikey: ts.anonKey, 'content-type': 'application/json', 'if-none-match': etag },
      body: JSON.stringify({ slug: 'acafe' }),
    });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as Menu).business.name).toBe('Business acafe');
  });

  it('sends the cached menu compressed by Accept-Encoding, made once per version', async () => {
    // A menu past the size where compressing pays: twelve dishes with a description each.
    await ts.db.query(
      `insert into public.menu_items (business_id, name, description, price)
       select $1, 'Dish ' || n, repeat('Slow-cooked with cardamom and saffron. ', 6), 1
       from generate_series(1, 12) n`,
      [world.businessA],
    );
    const plain = await raw();
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toBe('Accept-Encoding');
    const menu = JSON.parse(plain.body.toString()) as Menu;
    expect(menu.items.filter((i) => i.name.startsWith('Dish '))).toHaveLength(12);
    // Compressed from the first request of the version: a quick form made on the spot while the
    // best one is made off-thread (the burst of re-reads after a change goes out compressed).
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    // The best form then replaces the quick one (brotli's best effort is smaller still).
    let best = await raw('br');
    for (let tries = 0; best.body.length >= brotli.body.length && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      best = await raw('br');
    }
    expect(best.body.length).toBeLessThan(brotli.body.length);
    expect(brotliDecompressSync(best.body).toString()).toBe(plain.body.toString());
  });

  it('sends a big menu compressed from the first request of its version', async () => {
    // Past 512 KB of JSON (a 5,000-dish menu is 3 MB): the first phone waits for the quick copy
    // rather than download megabytes of plain text.
    await ts.db.query(
      `insert into public.menu_items (business_id, name, name_ar, description, price)
       select $1, 'Big dish ' || n, 'طبق ' || n, repeat('Grilled over charcoal with lime and sumac. ', 20), 1
       from generate_series(1, 700) n`,
      [world.businessB],
    );
    const first = await raw('br', 'bgrill');
    expect(first.encoding).toBe('br');
    const text = brotliDecompressSync(first.body).toString();
    expect(text.length).toBeGreaterThan(512 * 1024);
    expect(first.body.length).toBeLessThan(text.length / 10);
    const menu = JSON.parse(text) as Menu;
    expect(menu.items.filter((i) => i.name.startsWith('Big dish '))).toHaveLength(700);
  });

  it('answers null without an ETag for an unknown slug', async () => {
    const response = await get({}, 'nosuchcafe');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.json()).toBeNull();
  });

  it('shows an item change on the next load', async () => {
    const etag = await warm();
    const { error } = await owner
      .from('menu_items')
      .update({ name: 'Karak Chai', image_widths: [320, 640] })
      .eq('id', world.itemA1);
    expect(error).toBeNull();
    const { menu } = await nextLoad(etag);
    const karak = menu.items.find((i) => i.id === world.itemA1);
    expect(karak).toMatchObject({ name: 'Karak Chai', image_widths: [320, 640] });
  });

  it('shows a category change on the next load', async () => {
    const etag = await warm();
    const { error } = await owner
      .from('categories')
      .update({ name: 'Hot and Cold Drinks' })
      .eq('id', world.categoryA1);
    expect(error).toBeNull();
    const { menu } = await nextLoad(etag);
    expect(menu.categories.map((c) => c.name)).toContain('Hot and Cold Drinks');
  });

  it('shows a business change and a new banner on the next load', async () => {
    let etag = await warm();
    const renamed = await owner
      .from('businesses')
      .update({ name: 'A Cafe' })
      .eq('id', world.businessA);
    expect(renamed.error).toBeNull();
    const afterName = await nextLoad(etag);
    expect(afterName.menu.business.name).toBe('A Cafe');
    etag = await warm();
    const banner = `${ts.url}/storage/v1/object/public/banners/${world.users.ownerA}/banner-1.webp?v=1`;
    const bannered = await owner
      .from('businesses')
      .update({ banner_url: banner, banner_widths: [320, 640, 1280] })
      .eq('id', world.businessA);
    expect(bannered.error).toBeNull();
    const afterBanner = await nextLoad(etag);
    expect(afterBanner.menu.business).toMatchObject({
      banner_url: banner,
      banner_widths: [320, 640, 1280],
    });
  });

  it('shows changed options (save_item_options) on the next load', async () => {
    const etag = await warm();
    const { error } = await owner.rpc('save_item_options', {
      item_id: world.itemA1,
      groups: [
        {
          name: 'Sugar',
          required: false,
          min_choices: 0,
          max_choices: 1,
          choices: [{ name: 'No sugar', price_delta_baisa: 0 }],
        },
      ],
    });
    expect(error).toBeNull();
    const { menu } = await nextLoad(etag);
    const karak = menu.items.find((i) => i.id === world.itemA1);
    expect(karak?.options).toMatchObject([{ name: 'Sugar', choices: [{ name: 'No sugar' }] }]);
  });

  it('shows a choice renamed through the table API on the next load', async () => {
    const etag = await warm();
    const { error } = await owner
      .from('item_option_choices')
      .update({ name: 'Less sugar' })
      .eq('business_id', world.businessA);
    expect(error).toBeNull();
    const { menu } = await nextLoad(etag);
    const karak = menu.items.find((i) => i.id === world.itemA1);
    expect(karak?.options[0]?.choices).toMatchObject([{ name: 'Less sugar' }]);
  });

  it('is never stale after a write straight into the database or a deleted item', async () => {
    let etag = await warm();
    await ts.db.query(`update public.menu_items set name = 'Sweet Water' where name = 'Water'`);
    const direct = await nextLoad(etag);
    expect(direct.menu.items.map((i) => i.name)).toContain('Sweet Water');
    etag = await warm();
    const { error } = await owner.from('menu_items').delete().eq('name', 'Sweet Water');
    expect(error).toBeNull();
    const deleted = await nextLoad(etag);
    expect(deleted.menu.items.map((i) => i.name)).not.toContain('Sweet Water');
  });

  it('drops the widths of an image that is no longer a stored upload (as import_menu sets it)', async () => {
    const etag = await warm();
    await ts.db.query(
      `update public.menu_items set image_url = 'https://elsewhere.example/k.jpg', image_path = null
       where id = $1`,
      [world.itemA1],
    );
    const { menu } = await nextLoad(etag);
    const karak = menu.items.find((i) => i.id === world.itemA1);
    expect(karak?.image_widths).toEqual([]);
  });

  it("shows a change to the business's menu on each branch's next load, and a branch's own price on that branch only", async () => {
    await ts.db.query(
      `insert into public.businesses (parent_id, owner_id, slug, name, whatsapp)
       values ($1, $2, 'acafebranch', 'A Cafe Branch', '96892222222')`,
      [world.businessA, world.users.ownerA],
    );
    const load = async (slug: string) => {
      const response = await get({}, slug);
      const etag = response.headers.get('etag') ?? '';
      return { etag, menu: (await response.json()) as Menu };
    };
    // Twice each: the second answers come from the cache (and from memory).
    await load('acafebranch');
    const branchBefore = await load('acafebranch');
    await load('acafe');
    const mainBefore = await load('acafe');
    const { error } = await owner
      .from('menu_items')
      .update({ name: 'Branch Karak' })
      .eq('id', world.itemA1);
    expect(error).toBeNull();
    const branchAfter = await load('acafebranch');
    expect(branchAfter.etag).not.toBe(branchBefore.etag);
    expect(branchAfter.menu.items.map((i) => i.name)).toContain('Branch Karak');
    expect((await load('acafe')).etag).not.toBe(mainBefore.etag);
    // The branch's own price: a new version for the branch, none for the main branch.
    const mainEtag = (await load('acafe')).etag;
    const { error: priced } = await owner
      .from('branch_menu_items')
      .insert({ branch_id: branchAfter.menu.business.id, menu_item_id: world.itemA1, price: 0.9 });
    expect(priced).toBeNull();
    const priceOf = (menu: Menu) => menu.items.find((i) => i.id === world.itemA1)?.price;
    expect(priceOf((await load('acafebranch')).menu)).toBe(0.9);
    const main = await get({ 'if-none-match': mainEtag }, 'acafe');
    expect(main.status).toBe(304);
  });

  it("keeps a menu's ETag when another business writes", async () => {
    const etag = await warm();
    await ts.db.query(`update public.menu_items set name = 'Lamb Grill' where id = $1`, [
      world.itemB1,
    ]);
    const response = await get({ 'if-none-match': etag });
    expect(response.status).toBe(304);
  });

  it('honours response.headers and response.status from any function, as PostgREST does', async () => {
    const teapot = await fetch(`${ts.url}/rest/v1/rpc/teapot`, {
      headers: { apikey: ts.anonKey },
    });
    expect(teapot.status).toBe(418);
    expect(teapot.headers.get('x-kettle')).toBe('on');
    expect(teapot.headers.get('cache-control')).toBe('no-store');
    expect(await teapot.json()).toBe('short and stout');
    const bad = await fetch(`${ts.url}/rest/v1/rpc/bad_headers`, {
      headers: { apikey: ts.anonKey },
    });
    expect(bad.status).toBe(500);
    expect(((await bad.json()) as { code: string }).code).toBe('PGRST111');
  });

  it('hears response.headers from a set-returning function, a read and an AFTER trigger of a write', async () => {
    const headers = { apikey: ts.anonKey, 'content-type': 'application/json' };
    const teapots = await fetch(`${ts.url}/rest/v1/rpc/teapots`, { headers });
    expect(teapots.headers.get('x-kettles')).toBe('two');
    expect(await teapots.json()).toEqual(['brown', 'white']);
    const written = await fetch(`${ts.url}/rest/v1/kettle_log`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=representation' },
      body: JSON.stringify({ note: 'karak' }),
    });
    expect(written.status).toBe(201);
    expect(written.headers.get('x-brewed')).toBe('written');
    const minimal = await fetch(`${ts.url}/rest/v1/kettle_log`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ note: 'sulaimani' }),
    });
    expect(minimal.status).toBe(201);
    expect(minimal.headers.get('x-brewed')).toBe('written');
    const read = await fetch(`${ts.url}/rest/v1/kettle_notes?select=note&order=id`, { headers });
    expect(read.headers.get('x-brewed')).toBe('read');
    expect(await read.json()).toEqual([{ note: 'karak' }, { note: 'sulaimani' }]);
  });
});
