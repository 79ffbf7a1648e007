// Who may read and write what, through the real supabase-js client against the local backend: anon never
// gets an owner's email or id from any query shape, and owner B cannot change, delete or upload over
// anything of owner A's, through rest or storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { anonClient, userClient, type TestClient } from '../../server/testing/clients.ts';
import { PNG } from 'pngjs';
import { buildWorld, type World } from './database/fixtures.ts';

const image = new PNG({ width: 2, height: 2 });
image.data.fill(200);
const png = PNG.sync.write(image);

describe.each(ENGINES)('access through supabase-js on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let anon: TestClient;
  let ownerB: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    anon = anonClient(server.url, server.anonKey);
    ownerB = await userClient(server.url, { id: world.users.ownerB, email: 'b@example.com' });
    customer = await userClient(server.url, {
      id: world.users.customer,
      email: 'customer@example.com',
    });
  });
  afterAll(() => server?.stop());

  describe('anon never reads email or owner_id', () => {
    const leakyQueries: Array<[string, (c: TestClient) => PromiseLike<{ error: unknown }>]> = [
      ['select *', (c) => c.from('businesses').select('*')],
      ['select email', (c) => c.from('businesses').select('name, email')],
      ['select owner_id', (c) => c.from('businesses').select('owner_id')],
      [
        'filter on owner_id',
        (c) => c.from('businesses').select('name').eq('owner_id', world.users.ownerA),
      ],
      ['filter on email', (c) => c.from('businesses').select('name').ilike('email', '%a%')],
      [
        'or filter on email',
        (c) => c.from('businesses').select('name').or('email.ilike.*a*,name.eq.x'),
      ],
      ['order by email', (c) => c.from('businesses').select('name').order('email')],
      ['embedded businesses(*)', (c) => c.from('menu_items').select('name, businesses(*)')],
      ['embedded businesses(email)', (c) => c.from('menu_items').select('name, businesses(email)')],
    ];
    it.each(leakyQueries)('%s is refused with a permission error', async (_name, run) => {
      const { error } = (await run(anon)) as { error: { code?: string; message?: string } | null };
      expect(error).toMatchObject({ code: '42501' });
      expect(error?.message).toContain('permission denied');
    });

    it('reads the public columns and the public menu, with no private value in them', async () => {
      const { data, error } = await anon
        .from('businesses')
        .select('id, name, category, description, whatsapp, slug, banner_url, headline')
        .order('slug');
      expect(error).toBeNull();
      expect(data?.map((b) => b.slug)).toEqual(['acafe', 'bgrill']);
      const menu = await anon.rpc('public_menu', { slug: 'acafe' });
      expect(menu.error).toBeNull();
      const text = JSON.stringify([data, menu.data]);
      for (const secret of [
        'a@example.com',
        'b@example.com',
        world.users.ownerA,
        world.users.ownerB,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect((await anon.rpc('public_menu', { slug: 'nosuch' })).data).toBeNull();
    });

    it('shows a signed-in customer no business rows at all', async () => {
      const { data, error } = await customer.from('businesses').select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });
  });

  describe("owner B cannot touch owner A's data", () => {
    async function snapshotOfA() {
      const { rows } = await server.db.query(
        `select (select row_to_json(b) from businesses b where b.id = $1) as business,
                (select json_agg(c order by c.id) from categories c where c.business_id = $1) as categories,
                (select json_agg(i order by i.id) from menu_items i where i.business_id = $1) as items,
                (select json_agg(o.name order by o.bucket_id, o.name) from storage.objects o
                  where o.name like $2) as objects`,
        [world.businessA, `${world.users.ownerA}/%`],
      );
      return rows[0];
    }

    it('through rest: updates and deletes match nothing, inserts are refused', async () => {
      const before = await snapshotOfA();
      const business = await ownerB
        .from('businesses')
        .update({ headline: 'Owned' })
        .eq('id', world.businessA)
        .select();
      expect(business).toMatchObject({ error: null, data: [] });
      const item = await ownerB
        .from('menu_items')
        .update({ price: 0 })
        .eq('id', world.itemA1)
        .select();
      expect(item).toMatchObject({ error: null, data: [] });
      const removed = await ownerB
        .from('menu_items')
        .delete()
        .eq('business_id', world.businessA)
        .select();
      expect(removed).toMatchObject({ error: null, data: [] });
      const gone = await ownerB.from('categories').delete().eq('id', world.categoryA1).select();
      expect(gone).toMatchObject({ error: null, data: [] });
      const added = await ownerB
        .from('menu_items')
        .insert({ business_id: world.businessA, name: 'Spam', price: 1 });
      expect(added.error).toMatchObject({ code: '42501' });
      const category = await ownerB
        .from('categories')
        .insert({ business_id: world.businessA, name: 'Spam' });
      expect(category.error).toMatchObject({ code: '42501' });
      expect(await snapshotOfA()).toEqual(before);
    });

    it('through storage: uploads and upserts over A are refused, removes match nothing', async () => {
      const before = await snapshotOfA();
      for (const bucket of ['banners', 'menu-images']) {
        const upsert = await ownerB.storage
          .from(bucket)
          .upload(world.objectA, png, { upsert: true, contentType: 'image/png' });
        expect(upsert.error, `${bucket} upsert`).not.toBeNull();
        const fresh = await ownerB.storage
          .from(bucket)
          .upload(`${world.users.ownerA}/new.png`, png, { contentType: 'image/png' });
        expect(fresh.error, `${bucket} upload`).not.toBeNull();
        const removed = await ownerB.storage.from(bucket).remove([world.objectA]);
        expect(removed.data ?? [], `${bucket} remove`).toEqual([]);
      }
      expect(await snapshotOfA()).toEqual(before);
      // Their own folder works, so the refusals above are about A's folder, not the upload itself.
      const own = await ownerB.storage
        .from('menu-images')
        .upload(`${world.users.ownerB}/own.png`, png, { contentType: 'image/png' });
      expect(own.error).toBeNull();
    });
  });
});
