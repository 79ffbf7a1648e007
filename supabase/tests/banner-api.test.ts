// The banner editor's save, run from Node through real supabase-js against the local backend on
// both engines: updateBanner answers the rows it changed (none for another owner's business) and
// throws the database's refusal, and saveBanner removes a new upload again when the row refuses it,
// so no file is left that no business points at.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/api/database.types.ts';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { ApiError, errorDetail, errorText } from '../../admin/lib/api/errors.ts';
import { updateBanner } from '../../admin/features/banner/api/update-banner.ts';
import { saveBanner, type SaveBannerDeps } from '../../admin/features/banner/lib/save-banner.ts';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';

// A 1x1 PNG: the bucket accepts images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function client(server: TestServer): AppClient {
  return createClient<Database>(server.url, server.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

interface Owner {
  client: AppClient;
  id: string;
  businessId: string;
}

async function owner(server: TestServer, label: string): Promise<Owner> {
  const email = `${label}-${crypto.randomUUID()}@example.test`;
  const password = 'secret-pass-123';
  expect((await client(server).auth.signUp({ email, password })).error).toBeNull();
  const person = client(server);
  const { data, error } = await person.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const id = data.user!.id;
  const slug = `${label}${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const business = await person
    .from('businesses')
    .insert({ name: `${label} cafe`, slug, whatsapp: '96891234567', owner_id: id, email })
    .select('id')
    .single();
  expect(business.error).toBeNull();
  return { client: person, id, businessId: business.data!.id };
}

describe.each(ENGINES)('banner api on %s', (engine) => {
  let server: TestServer;
  let ownerA: Owner;
  let ownerB: Owner;

  async function bannerRow(id: string) {
    const { rows } = await server.db.query<{ banner_url: string | null; headline: string | null }>(
      'select banner_url, headline from public.businesses where id = $1',
      [id],
    );
    return rows[0];
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { AUTH_AUTOCONFIRM: 'true' } });
    [ownerA, ownerB] = await Promise.all([owner(server, 'bannera'), owner(server, 'bannerb')]);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("updates the owner's own banner and answers one row; another owner's, none", async () => {
    const change = { banner_url: null, headline: 'Fresh karak' };
    expect(await updateBanner(ownerA.client, ownerA.businessId, change)).toBe(1);
    expect(await bannerRow(ownerA.businessId)).toEqual({
      banner_url: null,
      headline: 'Fresh karak',
    });
    const hijack = { banner_url: null, headline: 'Hijacked' };
    expect(await updateBanner(ownerB.client, ownerA.businessId, hijack)).toBe(0);
    expect(await bannerRow(ownerA.businessId)).toMatchObject({ headline: 'Fresh karak' });
  });

  it('throws the database refusal as an ApiError', async () => {
    const tooLong = { banner_url: null, headline: 'x'.repeat(161) };
    const refused = await updateBanner(ownerA.client, ownerA.businessId, tooLong).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).failure.kind).toBe('database');
  });

  it('removes the new upload again when the row refuses it, and keeps the old banner', async () => {
    const bucket = ownerA.client.storage.from('banners');
    const listed = async () =>
      ((await bucket.list(ownerA.id)).data ?? []).map((file) => file.name).sort();
    const before = await bannerRow(ownerA.businessId);
    const deps: SaveBannerDeps = {
      currentUserId: async () => ownerA.id,
      upload: async (blob) => {
        const path = `${ownerA.id}/banner-${Date.now()}.png`;
        const { error } = await bucket.upload(path, blob, { contentType: 'image/png' });
        if (error) throw error;
        return { path, publicUrl: bucket.getPublicUrl(path).data.publicUrl };
      },
      update: (businessId, change) => updateBanner(ownerA.client, businessId, change),
      remove: async (path) => {
        const { error } = await bucket.remove([path]);
        if (error) throw error;
      },
      now: Date.now,
    };
    const image = new Blob([PNG], { type: 'image/png' });
    const outcome = await saveBanner(
      deps,
      { id: ownerA.businessId, banner_url: before!.banner_url },
      { headline: 'x'.repeat(161), image },
    ).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(errorText(outcome, 'en')).toBe('Failed to update banner');
    expect(errorDetail(outcome, 'en')).toBeTruthy();
    expect(await listed()).toEqual([]);
    expect(await bannerRow(ownerA.businessId)).toEqual(before);

    // The same save with a headline the database accepts stores the file and points the row at it.
    const saved = await saveBanner(
      deps,
      { id: ownerA.businessId, banner_url: before!.banner_url },
      { headline: 'Now open', image },
    );
    expect(await listed()).toHaveLength(1);
    expect(await bannerRow(ownerA.businessId)).toEqual({
      banner_url: saved.bannerUrl,
      headline: 'Now open',
    });
  });
});
