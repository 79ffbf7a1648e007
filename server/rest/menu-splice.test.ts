// After an owner's edit the server does not read the whole menu again: it asks public_menu_parts
// for the dish texts it does not hold and splices the rest from its last answer (menu-cache.ts).
// A property test on PGlite and PostgreSQL 15: random sequences of committed edits (names, prices,
// offers, sold out, hidden, serving times, categories, options and choices, a branch's own rows,
// deletes, inserts, reorders, many dishes at once, every document written again), and after each
// one the server's public_menu answer, for the main branch, a second branch and a bilingual
// business sorted by its Arabic names, is byte for byte the answer public_menu makes from scratch,
// with the same ETag, and most of those answers were spliced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { random, randomEdit, type Random } from '../../supabase/tests/database/menu-edits.ts';
import type { Queryable } from '../db/database.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { cachedPublicMenu, menuReads, spliceMenu } from './menu-cache.ts';

const SLUGS = ['acafe', 'acafeharbour', 'bgrill'];

/** Edits the generic ones leave out: many dishes in one statement, every document written again. */
async function wideEdit(tx: Queryable, r: Random, business: string): Promise<string> {
  if (r.chance(0.5)) {
    await tx.query(
      `update menu_items set price = round(price * $2, 3), offer_price = null, offer_starts = null, offer_ends = null
       where business_id = $1 and category_id = (select category_id from menu_items
                                                 where business_id = $1 and category_id is not null
                                                 order by id limit 1)`,
      [business, r.pick([0.5, 1.1, 2])],
    );
    return "a category's prices";
  }
  await tx.query(
    'select public.store_menu_item_documents(array(select id from menu_items where business_id = $1))',
    [business],
  );
  return 'every document written again';
}

describe.each(ENGINES)("the server's cached public_menu spliced after edits on %s", (engine) => {
  let ts: TestServer;
  let world: World;
  let branch: string;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    world = await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ id: string }>(
      `insert into businesses (parent_id, owner_id, slug, name, whatsapp)
       values ($1, $2, 'acafeharbour', 'A Cafe Harbour', '96890000009') returning id`,
      [world.businessA, world.users.ownerA],
    );
    branch = rows[0]!.id;
    // Menus of some length, so most dishes' texts are there to reuse after an edit.
    for (const [business, count] of [
      [world.businessA, 24],
      [world.businessB, 12],
    ] as const) {
      await ts.db.query(
        `insert into menu_items (business_id, category_id, name, name_ar, price, sort_order)
         select $1, (select id from categories where business_id = $1 order by id
                     offset n % (select count(*) from categories where business_id = $1) limit 1),
                'Dish ' || n, 'طبق ' || n, (n % 7 + 1) * 0.250, n % 5
         from generate_series(1, $2::int) n`,
        [business, count],
      );
    }
  });
  afterAll(() => ts?.stop());

  /** The server's answer (from its cache) and the one public_menu makes now, with their ETags. */
  async function both(slug: string) {
    const response = await fetch(`${ts.url}/rest/v1/rpc/public_menu?slug=${slug}`, {
      headers: { apikey: ts.anonKey, 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    const served = await response.text();
    const { rows } = await ts.db.query<{ v: string; etag: string }>(
      'select public.public_menu($1)::text as v, public.public_menu_etag($1) as etag',
      [slug],
    );
    return {
      served,
      servedEtag: response.headers.get('etag'),
      fresh: rows[0]!.v,
      freshEtag: rows[0]!.etag,
    };
  }

  it.each([1, 2])(
    'answers byte for byte as public_menu from scratch, after each of 30 random edits (seed %i)',
    async (seed) => {
      const r = random(seed * 7919);
      for (const slug of SLUGS) await both(slug);
      const before = menuReads(ts.db);
      const done: string[] = [];
      for (let step = 0; step < 30; step++) {
        // One to three edits, each committed on its own, before the next customer.
        for (let edit = 1 + r.int(3); edit > 0; edit--) {
          const onA = r.chance(0.75);
          const business = onA ? world.businessA : world.businessB;
          done.push(
            await ts.db.transaction((tx) =>
              r.chance(0.1)
                ? wideEdit(tx, r, business)
                : randomEdit(tx, r, business, onA ? branch : world.businessB),
            ),
          );
        }
        for (const slug of SLUGS) {
          const { served, servedEtag, fresh, freshEtag } = await both(slug);
          expect(served, `${slug} after ${done.join(', ')}`).toBe(fresh);
          expect(servedEtag).toBe(freshEtag);
        }
      }
      expect(done.filter((name) => !name.endsWith('(refused)')).length).toBeGreaterThan(25);
      // The splice was what answered: most reads took dish texts from the answer before.
      const after = menuReads(ts.db);
      expect(after.spliced - before.spliced).toBeGreaterThan(after.whole - before.whole);
      expect(after.spliced - before.spliced).toBeGreaterThan(20);
    },
  );

  it("has a long menu's business ready, parsed from the menu without its items", async () => {
    // A menu above 256 KB (500 dishes with long descriptions): the page reads its business on
    // every scan, and would otherwise parse the whole answer for it.
    const { rows } = await ts.db.query<{ id: string }>(
      `insert into businesses (owner_id, slug, name, whatsapp)
       values ($1, 'longcafe', 'Long Cafe', '96890000019') returning id`,
      [world.users.bystander],
    );
    const long = rows[0]!.id;
    await ts.db.query(
      `insert into menu_items (business_id, name, description, price)
       select $1, 'Dish ' || n, repeat('Slow-cooked with saffron and cardamom. ', 12), 1.000
       from generate_series(1, 500) n`,
      [long],
    );
    await both('longcafe');
    await ts.db.query(`update businesses set headline = 'Fresh today' where id = $1`, [long]);
    const { served, fresh } = await both('longcafe');
    expect(served).toBe(fresh);
    expect(fresh.length).toBeGreaterThan(256 * 1024);
    // Set by the read itself, spliced.
    const cached = await cachedPublicMenu(ts.db, 'longcafe');
    expect(cached?.spans?.at.size).toBe(500);
    expect(cached?.business).toEqual((JSON.parse(fresh) as { business: unknown }).business);
  });

  it('reads the whole menu again when a dish text it should hold is not there', async () => {
    const dish = async (name: string) =>
      (
        await ts.db.query<{ id: string }>(
          `insert into menu_items (business_id, name, price) values ($1, $2, 1.000) returning id`,
          [world.businessA, name],
        )
      ).rows[0]!.id;
    const own = await dish('Branch special');
    const other = await dish('Later dish');
    // At the branch, the dish has a row of its own (built on each read, not one of the texts the
    // branch's answer holds); another dish is written after it, so its version is below the
    // highest the answer holds.
    await ts.db.query(
      `insert into branch_menu_items (branch_id, menu_item_id, price) values ($1, $2, 0.300)
       on conflict (branch_id, menu_item_id) do update set price = excluded.price, hidden = false`,
      [branch, own],
    );
    await ts.db.query('update menu_items set price = price + 0.001 where id = $1', [other]);
    expect((await both('acafeharbour')).served).toBe((await both('acafeharbour')).fresh);
    const before = menuReads(ts.db);
    // The branch's row goes: the dish is the kept text now, older than what the answer knows.
    await ts.db.query('delete from branch_menu_items where branch_id = $1 and menu_item_id = $2', [
      branch,
      own,
    ]);
    const { served, fresh } = await both('acafeharbour');
    expect(served).toBe(fresh);
    expect(menuReads(ts.db).whole).toBeGreaterThan(before.whole);
  });
});

describe('spliceMenu', () => {
  const menu = '{"business" : {"id" : "x"}, "categories" : [], "items" : []}';

  it("spells the items as json_agg does, from the base and the database's texts", () => {
    const first = spliceMenu(
      menu,
      '5,0,7',
      '{"a" : 1}\u001e{"b" : 2}\u001e{"c" : 3}',
      0,
      undefined,
    );
    expect(first?.plain.toString()).toBe(
      '{"business" : {"id" : "x"}, "categories" : [], "items" : [{"a" : 1}, {"b" : 2}, {"c" : 3}]}',
    );
    expect(first?.spans.knownUpTo).toBe(7);
    const forms = { plain: () => first!.plain, bytes: first!.plain.length };
    const base = { forms, spans: first!.spans } as unknown as Parameters<typeof spliceMenu>[4];
    // Dish 5 kept, dish 7 written again (version 9), a new one built on the read.
    const next = spliceMenu(menu, '9,5,0', '{"c" : 4}\u001e{"d" : 5}', 7, base);
    expect(next?.plain.toString()).toBe(
      '{"business" : {"id" : "x"}, "categories" : [], "items" : [{"c" : 4}, {"a" : 1}, {"d" : 5}]}',
    );
    expect(next?.reused).toBe(1);
    // A version at or below what it knows that the base lacks: not spliced.
    expect(spliceMenu(menu, '6', '', 7, base)).toBeUndefined();
    // No dishes at all.
    expect(spliceMenu(menu, '', '', 7, base)?.plain.toString()).toBe(menu);
  });
});
