// The first journey end to end through supabase-js: sign up, read the confirmation link from
// the dev mailbox, confirm, sign in, register a business, build a menu, upload a banner, and see
// it all in the public menu, on one freshly started server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { anonClient, makeClient } from './testing/clients.ts';
import { DEV_HEADERS } from './testing/dev-token.ts';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

// The smallest valid PNG (1x1), so the storage bucket's image rules accept it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a new user on a fresh server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite' });
  });
  afterAll(() => server?.stop());

  it('signs up, confirms by mail, signs in, and publishes a menu with a banner', async () => {
    const email = 'new.owner@example.com';
    const client = makeClient(server.url, server.anonKey);
    const signUp = await client.auth.signUp({
      email,
      password: 'a-long-password',
      options: { emailRedirectTo: `${server.url}/login` },
    });
    expect(signUp.error).toBeNull();
    const refused = await client.auth.signInWithPassword({ email, password: 'a-long-password' });
    expect(refused.error?.code).toBe('email_not_confirmed');

    const mails = (await (
      await fetch(`${server.url}/_dev/mail?to=${encodeURIComponent(email)}`, {
        headers: DEV_HEADERS,
      })
    ).json()) as Mail[];
    expect(mails).toHaveLength(1);
    const confirm = await fetch(mails[0]!.link, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toMatch(/\/login#access_token=/);

    const signIn = await client.auth.signInWithPassword({ email, password: 'a-long-password' });
    expect(signIn.error).toBeNull();
    const userId = signIn.data.user!.id;

    const banner = `${userId}/banner-1.png`;
    const upload = await client.storage
      .from('banners')
      .upload(banner, PNG, { contentType: 'image/png', upsert: true });
    expect(upload.error).toBeNull();
    const bannerUrl = client.storage.from('banners').getPublicUrl(banner).data.publicUrl;

    const business = await client
      .from('businesses')
      .insert({
        name: 'Fresh Juice',
        whatsapp: '96897777777',
        slug: 'freshjuice',
        owner_id: userId,
        email,
        banner_url: bannerUrl,
      })
      .select('id')
      .single();
    expect(business.error).toBeNull();
    const category = await client
      .from('categories')
      .insert({ business_id: business.data!.id, name: 'Juices' })
      .select('id')
      .single();
    const item = await client.from('menu_items').insert({
      business_id: business.data!.id,
      category_id: category.data!.id,
      name: 'Mango',
      price: 1.1,
    });
    expect(item.error).toBeNull();

    const menu = await anonClient(server.url, server.anonKey).rpc('public_menu', {
      slug: 'freshjuice',
    });
    expect(menu.data.business).toMatchObject({ name: 'Fresh Juice', banner_url: bannerUrl });
    expect(menu.data.items).toEqual([
      expect.objectContaining({ name: 'Mango', price: 1.1, category_id: category.data!.id }),
    ]);
    const image = await fetch(bannerUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
