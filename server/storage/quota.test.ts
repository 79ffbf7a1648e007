// Through the real supabase-js client on PGlite and PostgreSQL 15: an owner's upload past
// the storage quota is refused with a message saying so (the quota made small by the service role,
// as an operator would), and the REST API passes the database's refusals of a NaN price and a
// 100 KB name on with the constraint's name, which the admin app translates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from '../auth/test-users.ts';
import { serviceClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const png = () => new Blob([PNG], { type: 'image/png' });

describe.each(ENGINES)('limits through the API on %s', (engine) => {
  let ts: TestServer;
  let owner: { client: TestClient; id: string };
  let businessId: string;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    owner = await confirmedUser(ts.url, 'quota');
    const { data, error } = await owner.client
      .from('businesses')
      .insert({
        name: 'Quota Cafe',
        whatsapp: '96890000001',
        slug: 'quotacafe',
        owner_id: owner.id,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    businessId = (data as { id: string }).id;
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('refuses the upload that would pass the owner’s storage quota, in either bucket', async () => {
    const service = serviceClient(ts.url, ts.serviceKey);
    const { error: configError } = await service
      .from('app_limits')
      .update({ storage_bytes_per_owner: PNG.length * 3 })
      .eq('id', true);
    expect(configError).toBeNull();

    for (const [bucket, name] of [
      ['menu-images', 'one.png'],
      ['menu-images', 'two.png'],
      ['banners', 'banner-1.png'],
    ] as const) {
      const { error } = await owner.client.storage
        .from(bucket)
        .upload(`${owner.id}/${name}`, png());
      expect(error, name).toBeNull();
    }
    // Replacing a stored file with one of the same size fits: its old size is not counted twice.
    const replaced = await owner.client.storage
      .from('menu-images')
      .upload(`${owner.id}/one.png`, png(), { upsert: true });
    expect(replaced.error).toBeNull();

    // Moving a file at a full quota is no new byte: its own size is not counted twice.
    const moved = await owner.client.storage
      .from('menu-images')
      .move(`${owner.id}/two.png`, `${owner.id}/moved.png`);
    expect(moved.error).toBeNull();

    const { error } = await owner.client.storage
      .from('banners')
      .upload(`${owner.id}/four.png`, png());
    expect(error).not.toBeNull();
    expect((error as { statusCode?: string }).statusCode).toBe('413');
    expect(error?.message).toBe(
      'Your images may use at most 0.0 MB; 0.0 MB are used. Delete some images first',
    );
    const { rows } = await ts.db.query<{ n: number }>(
      'select count(*)::integer as n from storage.objects where owner_id = $1',
      [owner.id],
    );
    expect(rows[0]?.n).toBe(3);

    // Deleting a file makes room again.
    await owner.client.storage.from('menu-images').remove([`${owner.id}/moved.png`]);
    const again = await owner.client.storage.from('banners').upload(`${owner.id}/four.png`, png());
    expect(again.error).toBeNull();
  });

  it('refuses a NaN price and a 100 KB item name with the constraint’s name', async () => {
    const nan = await owner.client
      .from('menu_items')
      .insert({ business_id: businessId, name: 'Tea', price: 'NaN' });
    expect(nan.error?.code).toBe('23514');
    expect(nan.error?.message).toContain('menu_items_price_finite');

    const long = await owner.client
      .from('menu_items')
      .insert({ business_id: businessId, name: 'x'.repeat(100 * 1024), price: 1 });
    expect(long.error?.code).toBe('23514');
    expect(long.error?.message).toContain('menu_items_name_length');

    const { data } = await owner.client
      .from('menu_items')
      .select('id')
      .eq('business_id', businessId);
    expect(data).toEqual([]);
  });
});
