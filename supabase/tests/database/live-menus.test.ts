// Live menus on both engines: each owner's write that can change the public menu broadcasts
// menu_changed on the menu's public topic, once per statement, carrying only the business id and
// the new menu version (never a dish), and a write the menu does not show still works without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

interface Message {
  topic: string;
  event: string;
  extension: string;
  private: boolean;
  payload: Record<string, unknown>;
}

describe.each(engines)('live menus on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** The messages one owner's statement (committed) left in realtime.messages. */
  async function messagesOf(sql: string, params: unknown[]): Promise<Message[]> {
    const db = database.db;
    const { rows: before } = await db.query<{ n: number }>(
      `select count(*)::int as n from realtime.messages`,
      [],
    );
    await asRequestRole(db, claimsFor(world, 'ownerA'), (tx) => tx.query(sql, params));
    const { rows } = await db.query<Message>(
      `select topic, event, extension, private, payload from realtime.messages
       order by inserted_at, id offset $1`,
      [before[0]!.n],
    );
    return rows;
  }

  async function versionOf(business: string): Promise<number> {
    const { rows } = await database.db.query<{ version: string }>(
      `select version from public.menu_versions where business_id = $1`,
      [business],
    );
    return Number(rows[0]!.version);
  }

  it('a dish marked sold out: one message on the menu topic, with the new version only', async () => {
    const messages = await messagesOf(
      `update public.menu_items set sold_out = true where id = $1`,
      [world.itemA1],
    );
    expect(messages).toEqual([
      {
        topic: `menu:${world.businessA}`,
        event: 'menu_changed',
        extension: 'broadcast',
        private: true,
        payload: { business_id: world.businessA, version: await versionOf(world.businessA) },
      },
    ]);
  });

  it('one statement over many rows sends one message; a hidden dish is never in it', async () => {
    const messages = await messagesOf(
      `update public.menu_items set hidden = true, price = price + 0.1 where business_id = $1`,
      [world.businessA],
    );
    expect(messages).toHaveLength(1);
    expect(Object.keys(messages[0]!.payload).sort()).toEqual(['business_id', 'version']);
    expect(JSON.stringify(messages)).not.toMatch(/Karak|price|hidden/i);
  });

  it('categories, options and the business itself are announced too', async () => {
    for (const [sql, params] of [
      [`update public.categories set name = name || '!' where id = $1`, [world.categoryA1]],
      [`update public.item_option_choices set sold_out = true where id = $1`, [world.choiceA1]],
      [`update public.businesses set name = 'Cafe A renamed' where id = $1`, [world.businessA]],
    ] as const) {
      const messages = await messagesOf(sql, [...params]);
      expect(messages.map((m) => m.topic)).toEqual([`menu:${world.businessA}`]);
    }
    // The group's choices go with it in a statement of their own (the foreign key's cascade).
    const messages = await messagesOf(`delete from public.item_option_groups where id = $1`, [
      world.groupA1,
    ]);
    expect(messages.map((m) => m.topic)).toEqual([
      `menu:${world.businessA}`,
      `menu:${world.businessA}`,
    ]);
  });

  it('another business hears nothing of A', async () => {
    const messages = await messagesOf(
      `insert into public.menu_items (business_id, name, price) values ($1, 'New dish', 1)`,
      [world.businessA],
    );
    expect(messages.map((m) => m.topic)).toEqual([`menu:${world.businessA}`]);
    expect(messages.some((m) => m.topic.includes(world.businessB))).toBe(false);
  });

  it("a change to the business's menu is heard on every branch's topic, a branch's own dish on its own", async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.businesses (parent_id, owner_id, slug, name, whatsapp)
       values ($1, $2, 'acafelive', 'A Cafe Live', '96892222222') returning id`,
      [world.businessA, world.users.ownerA],
    );
    const branch = rows[0]!.id;
    const menu = await messagesOf(`update public.menu_items set name = 'Karak' where id = $1`, [
      world.itemA1,
    ]);
    expect(menu.map((m) => m.topic).sort()).toEqual(
      [`menu:${world.businessA}`, `menu:${branch}`].sort(),
    );
    expect(menu.find((m) => m.topic === `menu:${branch}`)?.payload).toEqual({
      business_id: branch,
      version: await versionOf(branch),
    });
    const own = await messagesOf(
      `insert into public.branch_menu_items (branch_id, menu_item_id, sold_out) values ($1, $2, true)`,
      [branch, world.itemA1],
    );
    expect(own.map((m) => m.topic)).toEqual([`menu:${branch}`]);
  });
});
