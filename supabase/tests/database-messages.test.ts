// Refusals of the database reach the admin app with the code it translates them by: through the
// real supabase-js client and the local backend, on both engines, each answer is read the way
// admin/lib/api/database-message.ts reads it, in English and in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { userClient, type TestClient } from '../../server/testing/clients.ts';
import { databaseMessage } from '../../admin/lib/api/database-message.ts';
import { buildWorld, type World } from './database/fixtures.ts';

describe.each(ENGINES)('database refusals on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let ownerA: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    ownerA = await userClient(server.url, { id: world.users.ownerA, email: 'a@example.com' });
  });
  afterAll(() => server?.stop());

  it('a trigger names its code in the hint and its values in the details', async () => {
    const { error } = await ownerA
      .from('menu_items')
      .insert({ business_id: world.businessA, name: ' ', name_ar: 'شاي', price: 1 });
    expect(error).toMatchObject({
      code: '23514',
      message: 'Enter the item name in English, the primary language of this menu',
      hint: 'name_in_primary_language',
    });
    expect(JSON.parse(error!.details)).toEqual({ what: 'item', language: 'en' });
    expect(databaseMessage(error!, 'en')).toBe(error!.message);
    expect(databaseMessage(error!, 'ar')).toBe(
      'أدخل اسم الصنف بالإنجليزية، اللغة الأساسية لهذه القائمة',
    );
  });

  it('a function refuses with its code, and the import is not written', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    const { error } = await ownerA.rpc('import_menu', {
      business: world.businessA,
      items: [{ id: gone, name: 'Ghost', price: 1 }],
    });
    expect(error).toMatchObject({ code: 'P0001', hint: 'import_item_deleted' });
    expect(databaseMessage(error!, 'ar')).toBe(
      'حُذف أحد أصناف الملف في أثناء ذلك؛ اقرأ الملف مرة أخرى',
    );
    const { rows } = await server.db.query(`select 1 from public.menu_items where name = 'Ghost'`);
    expect(rows).toEqual([]);
  });

  it('a unique index is known by its name', async () => {
    const { error } = await ownerA
      .from('categories')
      .insert({ business_id: world.businessA, name: 'drinks', sort_order: 9 });
    expect(error?.code).toBe('23505');
    expect(databaseMessage(error!, 'en')).toBe('A category with this name already exists');
    expect(databaseMessage(error!, 'ar')).toBe('توجد فئة بهذا الاسم من قبل');
  });
});
