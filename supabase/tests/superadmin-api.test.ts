// The superadmin pages' own queries (admin/features/superadmin/api), run from Node through real
// supabase-js against the local backend on both engines: the superadmin lists, edits and deletes
// across businesses, and an owner making the same calls directly is refused by the database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/api/database.types.ts';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { deleteItem } from '../../admin/features/superadmin/api/delete-item.ts';
import {
  ALL_ITEMS_PAGE_SIZE,
  getAllItems,
} from '../../admin/features/superadmin/api/get-all-items.ts';
import { getBusinessMenu } from '../../admin/features/superadmin/api/get-business-menu.ts';
import { getBusinesses } from '../../admin/features/superadmin/api/get-businesses.ts';
import { getPlatformInsights } from '../../admin/features/superadmin/api/get-platform-insights.ts';
import { updateItem } from '../../admin/features/superadmin/api/update-item.ts';
import { getMenuItems } from '../../admin/features/menu/api/get-menu-items.ts';
import { itemColumns } from '../../admin/features/menu/lib/item-columns.ts';
import { DEFAULT_QUERY } from '../../admin/features/menu/lib/menu-query.ts';
import { updateMenuItem } from '../../admin/lib/api/menu-items.ts';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { mailTo, openLink } from '../../server/auth/test-users.ts';

// A 1x1 PNG: the bucket accepts images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function client(server: TestServer, key = server.anonKey, fetchImpl = fetch): AppClient {
  return createClient<Database>(server.url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
  });
}

const PASSWORD = 'secret-pass-123';

interface Person {
  client: AppClient;
  id: string;
  email: string;
}

/** A confirmed, signed-in user (the test server confirms sign-ups at once). */
async function signUp(server: TestServer, prefix: string): Promise<Person> {
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  const password = PASSWORD;
  const signup = await client(server).auth.signUp({ email, password });
  expect(signup.error).toBeNull();
  const person = client(server);
  const { data, error } = await person.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client: person, id: data.user!.id, email };
}

interface Shop {
  businessId: string;
  slug: string;
  name: string;
  itemId: string;
  itemName: string;
  imagePath: string;
}

/** An owner's business with one category and one item with an uploaded image, made as that owner. */
async function openShop(owner: Person, label: string): Promise<Shop> {
  const slug = `${label}${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const name = `${label} shop ${slug}`;
  const business = await owner.client
    .from('businesses')
    .insert({ name, slug, whatsapp: '96891234567', owner_id: owner.id, email: owner.email })
    .select('id')
    .single();
  expect(business.error).toBeNull();
  const businessId = business.data!.id;
  const category = await owner.client
    .from('categories')
    .insert({ business_id: businessId, name: 'Hot Drinks' })
    .select('id')
    .single();
  expect(category.error).toBeNull();

  const imagePath = `${owner.id}/${Date.now()}.png`;
  const upload = await owner.client.storage
    .from('menu-images')
    .upload(imagePath, PNG, { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  const imageUrl = owner.client.storage.from('menu-images').getPublicUrl(imagePath).data.publicUrl;

  const itemName = `Karak ${slug}`;
  const item = await owner.client
    .from('menu_items')
    .insert({
      business_id: businessId,
      category_id: category.data!.id,
      name: itemName,
      description: 'Spiced milk tea',
      price: 0.4,
      image_url: imageUrl,
      image_path: imagePath,
    })
    .select('id')
    .single();
  expect(item.error).toBeNull();
  return { businessId, slug, name, itemId: item.data!.id, itemName, imagePath };
}

describe.each(ENGINES)('superadmin api on %s', (engine) => {
  let server: TestServer;
  let superadmin: Person;
  let ownerA: Person;
  let ownerB: Person;
  let shopA: Shop;
  let shopB: Shop;

  async function itemRow(id: string) {
    const { rows } = await server.db.query<{ name: string; price: string }>(
      'select name, price::text as price from public.menu_items where id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  function imageOnDisk(imagePath: string): boolean {
    return existsSync(path.join(server.dataDir, 'storage', 'menu-images', imagePath));
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { AUTH_AUTOCONFIRM: 'true' } });
    [superadmin, ownerA, ownerB] = await Promise.all([
      signUp(server, 'super'),
      signUp(server, 'owner-a'),
      signUp(server, 'owner-b'),
    ]);
    // Only the service role may grant roles.
    const grant = await client(server, server.serviceKey)
      .from('user_roles')
      .upsert({ user_id: superadmin.id, role: 'superadmin' });
    expect(grant.error).toBeNull();
    shopA = await openShop(ownerA, 'alpha');
    shopB = await openShop(ownerB, 'beta');
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("refuses an owner's direct update of another business's item", async () => {
    const direct = await ownerA.client
      .from('menu_items')
      .update({ name: 'Hijacked', price: 0 })
      .eq('id', shopB.itemId)
      .select('id');
    // Row level security hides the row: nothing matched, nothing changed.
    expect(direct.data ?? []).toEqual([]);
    await expect(
      updateItem(ownerA.client, shopB.itemId, { name: 'Hijacked', description: '', priceBaisa: 0 }),
    ).rejects.toMatchObject({ failure: { kind: 'app', code: 'item_not_updated' } });
    expect(await itemRow(shopB.itemId)).toEqual({ name: shopB.itemName, price: '0.400' });
  });

  it("refuses an owner's direct delete of another business's item and its image", async () => {
    const direct = await ownerA.client
      .from('menu_items')
      .delete()
      .eq('id', shopB.itemId)
      .select('id');
    expect(direct.data ?? []).toEqual([]);
    await expect(deleteItem(ownerA.client, shopB.itemId)).rejects.toMatchObject({
      failure: { kind: 'app', code: 'item_not_deleted' },
    });
    const removed = await ownerA.client.storage.from('menu-images').remove([shopB.imagePath]);
    expect(removed.data ?? []).toEqual([]);
    expect(await itemRow(shopB.itemId)).not.toBeNull();
    expect(imageOnDisk(shopB.imagePath)).toBe(true);
  });

  it('refuses anonymous updates and deletes', async () => {
    const anon = client(server);
    const update = await anon
      .from('menu_items')
      .update({ name: 'Anon' })
      .eq('id', shopB.itemId)
      .select('id');
    expect(update.data ?? []).toEqual([]);
    const remove = await anon.from('menu_items').delete().eq('id', shopB.itemId).select('id');
    expect(remove.data ?? []).toEqual([]);
    expect(await itemRow(shopB.itemId)).toEqual({ name: shopB.itemName, price: '0.400' });
  });

  it('shows an owner only their own business on the dashboard query, never other emails', async () => {
    const page = await getBusinesses(ownerA.client, { search: null, page: 1 });
    expect(page.total).toBe(1);
    expect(page.rows.map((row) => row.ownerEmail)).toEqual([ownerA.email]);
  });

  it('lists every business with owner email, item count and last-30-day activity for the superadmin', async () => {
    // Customers' anonymous events, as the widget sends them.
    const anon = client(server);
    for (const event of [
      { slug: shopA.slug, event: 'view', source: 'hosted' },
      { slug: shopA.slug, event: 'view', source: 'embed' },
      { slug: shopB.slug, event: 'view', source: 'hosted' },
      { slug: shopB.slug, event: 'order', item_count: 2, total_baisa: 800 },
    ]) {
      expect((await anon.rpc('record_menu_event', event)).error).toBeNull();
    }
    const page = await getBusinesses(superadmin.client, { search: null, page: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toEqual(
      expect.arrayContaining([
        {
          id: shopA.businessId,
          name: shopA.name,
          nameAr: '',
          primary: 'en',
          category: null,
          slug: shopA.slug,
          ownerEmail: ownerA.email,
          suspendedAt: null,
          suspensionReason: null,
          itemCount: 1,
          views30: 2,
          orders30: 0,
          team: { members: 0, devices: 0 },
        },
        {
          id: shopB.businessId,
          name: shopB.name,
          nameAr: '',
          primary: 'en',
          category: null,
          slug: shopB.slug,
          ownerEmail: ownerB.email,
          suspendedAt: null,
          suspensionReason: null,
          itemCount: 1,
          views30: 1,
          orders30: 1,
          team: { members: 0, devices: 0 },
        },
      ]),
    );
  });

  it("counts every item of each business on the page, hidden ones too, in one request with the page's activity", async () => {
    const extra = await ownerA.client
      .from('menu_items')
      .insert([
        { business_id: shopA.businessId, name: 'Count visible', price: 1, hidden: false },
        { business_id: shopA.businessId, name: 'Count hidden', price: 1, hidden: true },
      ])
      .select('id');
    expect(extra.error).toBeNull();
    try {
      // The superadmin's client, counting the requests it sends to the data API.
      const requests: string[] = [];
      const counted = client(server, server.anonKey, (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname.startsWith('/rest/v1/')) requests.push(url.pathname);
        return fetch(input, init);
      });
      const signIn = await counted.auth.signInWithPassword({
        email: superadmin.email,
        password: PASSWORD,
      });
      expect(signIn.error).toBeNull();
      const page = await getBusinesses(counted, { search: null, page: 1 });
      const countOf = (id: string) => page.rows.find((row) => row.id === id)?.itemCount;
      expect(countOf(shopA.businessId)).toBe(3);
      expect(countOf(shopB.businessId)).toBe(1);
      expect(requests).toEqual([
        '/rest/v1/businesses',
        '/rest/v1/rpc/business_insights',
        '/rest/v1/rpc/business_team_counts',
      ]);
      // An owner reading their own page sees their own count the same way.
      const own = await getBusinesses(ownerA.client, { search: null, page: 1 });
      expect(own.rows.map((row) => row.itemCount)).toEqual([3]);
    } finally {
      const cleanup = await ownerA.client.from('menu_items').delete().ilike('name', 'Count %');
      expect(cleanup.error).toBeNull();
    }
  });

  it("shows the superadmin each business's team size and devices, read-only", async () => {
    const member = await signUp(server, 'cook');
    await server.db.query(
      `insert into public.business_members (business_id, user_id, role) values ($1, $2, 'kitchen')`,
      [shopB.businessId, member.id],
    );
    await server.db.query(
      `insert into public.business_devices (business_id, name, screen) values ($1, 'Tablet', 'kitchen'),
         ($1, 'Old tablet', 'board')`,
      [shopB.businessId],
    );
    await server.db.query(
      `update public.business_devices set revoked_at = now() where name = 'Old tablet'`,
    );
    try {
      const page = await getBusinesses(superadmin.client, { search: null, page: 1 });
      const teamOf = (id: string) => page.rows.find((row) => row.id === id)?.team;
      expect(teamOf(shopB.businessId)).toEqual({ members: 1, devices: 1 });
      expect(teamOf(shopA.businessId)).toEqual({ members: 0, devices: 0 });
      // The counts are a read: nobody writes a team through them, and an owner sees only theirs.
      const own = await ownerA.client.rpc('business_team_counts', {
        business_ids: [shopA.businessId, shopB.businessId],
      });
      expect(own.data?.map((row) => row.business_id)).toEqual([shopA.businessId]);
    } finally {
      await server.db.query('delete from public.business_devices where business_id = $1', [
        shopB.businessId,
      ]);
      await server.db.query('delete from public.business_members where business_id = $1', [
        shopB.businessId,
      ]);
    }
  });

  it('gives the superadmin the platform totals per day and an owner only their own', async () => {
    const platform = await getPlatformInsights(superadmin.client);
    expect([platform.businesses, platform.views, platform.orders]).toEqual([2, 3, 1]);
    expect(platform.days).toHaveLength(30);
    const own = await getPlatformInsights(ownerA.client);
    expect([own.businesses, own.views, own.orders]).toEqual([1, 2, 0]);
    const anonymous = await client(server).rpc('platform_insights', { days: 30 });
    expect(anonymous.error?.message).toContain('permission denied');
  });

  it('searches businesses by name, slug and owner email in the database', async () => {
    const byEmail = await getBusinesses(superadmin.client, {
      search: ownerB.email.toUpperCase(),
      page: 1,
    });
    expect(byEmail.rows.map((row) => row.slug)).toEqual([shopB.slug]);
    const bySlug = await getBusinesses(superadmin.client, { search: shopA.slug, page: 1 });
    expect(bySlug.rows.map((row) => row.slug)).toEqual([shopA.slug]);
    const byName = await getBusinesses(superadmin.client, { search: 'beta shop', page: 1 });
    expect(byName.rows.map((row) => row.slug)).toEqual([shopB.slug]);
    // PostgREST's reserved characters and LIKE wildcards are text to find, not syntax.
    const odd = await getBusinesses(superadmin.client, { search: 'a,b).or(x"%_\\', page: 1 });
    expect(odd).toEqual({ rows: [], total: 0 });
    const beyond = await getBusinesses(superadmin.client, { search: null, page: 2 });
    expect(beyond.rows).toEqual([]);
  });

  it("reads one business's menu with category names, and null for an unknown slug", async () => {
    const menu = await getBusinessMenu(superadmin.client, shopA.slug);
    expect(menu?.business).toMatchObject({
      id: shopA.businessId,
      name: shopA.name,
      ownerEmail: ownerA.email,
    });
    expect(menu?.items).toEqual([
      expect.objectContaining({
        id: shopA.itemId,
        name: shopA.itemName,
        priceBaisa: 400,
        categoryName: 'Hot Drinks',
      }),
    ]);
    expect(await getBusinessMenu(superadmin.client, 'nosuchbusiness')).toBeNull();
  });

  it('pages all items with their business and finds one by name', async () => {
    const all = await getAllItems(superadmin.client, { search: null, page: 1 });
    expect(all.total).toBe(2);
    const found = await getAllItems(superadmin.client, {
      search: shopB.itemName.toLowerCase(),
      page: 1,
    });
    expect(found).toEqual({
      total: 1,
      rows: [
        {
          id: shopB.itemId,
          name: shopB.itemName,
          nameAr: '',
          description: 'Spiced milk tea',
          descriptionAr: null,
          priceBaisa: 400,
          imagePath: shopB.imagePath,
          businessId: shopB.businessId,
          businessName: shopB.name,
          businessNameAr: '',
          businessSlug: shopB.slug,
          primary: 'en',
          languages: ['en'],
        },
      ],
    });
  });

  it('pages thousands of items by range with an exact total, without gaps or repeats', async () => {
    const many = Array.from({ length: ALL_ITEMS_PAGE_SIZE + 5 }, (_, i) => ({
      business_id: shopA.businessId,
      name: `Bulk ${String(i).padStart(3, '0')}`,
      price: 1,
    }));
    const inserted = await ownerA.client.from('menu_items').insert(many).select('id');
    expect(inserted.error).toBeNull();
    try {
      const first = await getAllItems(superadmin.client, { search: 'bulk', page: 1 });
      const second = await getAllItems(superadmin.client, { search: 'bulk', page: 2 });
      expect(first.total).toBe(many.length);
      expect(second.total).toBe(many.length);
      expect(first.rows).toHaveLength(ALL_ITEMS_PAGE_SIZE);
      expect(second.rows).toHaveLength(5);
      const ids = [...first.rows, ...second.rows].map((row) => row.id);
      expect(new Set(ids)).toEqual(new Set(inserted.data!.map((row) => row.id)));
    } finally {
      const cleanup = await ownerA.client.from('menu_items').delete().ilike('name', 'Bulk %');
      expect(cleanup.error).toBeNull();
    }
  });

  it('lists businesses, not their branches: a branch is part of its business', async () => {
    const added = await ownerA.client.rpc('create_branch', {
      business_id: shopA.businessId,
      slug: `${shopA.slug}qurum`,
      name: 'Qurum',
      name_ar: '',
      whatsapp: '96891234567',
    });
    expect(added.error).toBeNull();
    try {
      const all = await getBusinesses(superadmin.client, { search: null, page: 1 });
      expect(all.total).toBe(2);
      expect(all.rows.map((row) => row.slug)).not.toContain(`${shopA.slug}qurum`);
      const own = await getBusinesses(ownerA.client, { search: null, page: 1 });
      expect(own.rows.map((row) => row.id)).toEqual([shopA.businessId]);
    } finally {
      await server.db.query('delete from public.businesses where parent_id = $1', [
        shopA.businessId,
      ]);
    }
  });

  it("lets the superadmin edit any business's item", async () => {
    const saved = await updateItem(superadmin.client, shopB.itemId, {
      name: 'Karak Tea Large',
      description: '',
      priceBaisa: 2750,
    });
    expect(saved).toEqual({ name: 'Karak Tea Large', description: null, priceBaisa: 2750 });
    expect(await itemRow(shopB.itemId)).toEqual({ name: 'Karak Tea Large', price: '2.750' });
  });

  it("lets the superadmin delete any business's item together with its image", async () => {
    expect(imageOnDisk(shopB.imagePath)).toBe(true);
    expect(await deleteItem(superadmin.client, shopB.itemId)).toEqual({ imageError: null });
    expect(await itemRow(shopB.itemId)).toBeNull();
    const objects = await server.db.query(
      `select 1 from storage.objects where bucket_id = 'menu-images' and name = $1`,
      [shopB.imagePath],
    );
    expect(objects.rows).toEqual([]);
    expect(imageOnDisk(shopB.imagePath)).toBe(false);
    // Owner A's item is untouched.
    expect(await itemRow(shopA.itemId)).toEqual({ name: shopA.itemName, price: '0.400' });
  });

  it("stores an emptied description as null from the owner's form and the superadmin's edit", async () => {
    const made = await ownerA.client
      .from('menu_items')
      .insert({ business_id: shopA.businessId, name: 'Laban', description: 'Cold', price: 0.3 })
      .select('id')
      .single();
    expect(made.error).toBeNull();
    const id = made.data!.id;
    const category = await ownerA.client
      .from('categories')
      .select('id')
      .eq('business_id', shopA.businessId)
      .single();
    const descriptions = async () =>
      (
        await server.db.query<{ description: string | null; description_ar: string | null }>(
          'select description, description_ar from public.menu_items where id = $1',
          [id],
        )
      ).rows[0];

    // The owner's menu screen: the item form's values, written as its update writes them.
    await updateMenuItem(
      ownerA.client,
      id,
      itemColumns({
        name: ' Laban ',
        description: '   ',
        nameAr: 'لبن',
        descriptionAr: '',
        priceBaisa: 300,
        categoryId: category.data!.id,
        badges: [],
        calories: null,
        soldOut: false,
        hidden: false,
        options: [],
      }),
      'item_not_found',
    );
    expect(await descriptions()).toEqual({ description: null, description_ar: null });

    await ownerA.client.from('menu_items').update({ description: 'Cold' }).eq('id', id);
    await updateItem(superadmin.client, id, {
      name: 'Laban',
      description: '   ',
      priceBaisa: 300,
      nameAr: 'لبن',
      descriptionAr: '',
    });
    expect(await descriptions()).toEqual({ description: null, description_ar: null });
    await ownerA.client.from('menu_items').delete().eq('id', id);
  });

  it("finds the same items for the same search text on the owner's and the superadmin's screens", async () => {
    const names = ['Tea*Special', 'Tea Special', '50% Cake', '500 Cake', 'a_b', 'axb', 'Hummus'];
    const made = await ownerA.client
      .from('menu_items')
      .insert(
        names.map((name, i) => ({
          business_id: shopA.businessId,
          name,
          description: i === 6 ? 'With "olive, oil" (local)' : null,
          price: 1,
        })),
      )
      .select('id, name');
    expect(made.error).toBeNull();
    const nameOf = new Map(made.data!.map((row) => [row.id, row.name]));
    try {
      const found = async (search: string) => {
        const owner = await getMenuItems(ownerA.client, shopA.businessId, {
          ...DEFAULT_QUERY,
          search,
        });
        const superadminPage = await getAllItems(superadmin.client, { search, page: 1 });
        const onOwner = owner.items.map((item) => nameOf.get(item.id)).filter(Boolean);
        const onSuperadmin = superadminPage.rows
          .filter((row) => row.businessSlug === shopA.slug)
          .map((row) => nameOf.get(row.id))
          .filter(Boolean);
        expect(onSuperadmin.sort()).toEqual(onOwner.sort());
        return onOwner.sort();
      };
      // A typed * matches any one character (PostgREST reads * as %), so it still finds itself.
      expect(await found('tea*s')).toEqual(['Tea Special', 'Tea*Special']);
      expect(await found('50%')).toEqual(['50% Cake']);
      expect(await found('a_b')).toEqual(['a_b']);
      expect(await found('olive, oil')).toEqual(['Hummus']);
      expect(await found('  TEA   special ')).toEqual(['Tea Special']);
    } finally {
      await ownerA.client
        .from('menu_items')
        .delete()
        .in('id', [...nameOf.keys()]);
    }
  });

  it('shows the superadmin which businesses are suspended, and why', async () => {
    const suspend = await superadmin.client
      .from('businesses')
      .update({ suspended_at: new Date().toISOString(), suspension_reason: 'Unpaid subscription' })
      .eq('id', shopB.businessId)
      .select('id');
    expect(suspend.data).toHaveLength(1);
    try {
      const page = await getBusinesses(superadmin.client, { search: null, page: 1 });
      const row = (id: string) => page.rows.find((business) => business.id === id);
      expect(row(shopB.businessId)?.suspendedAt).toEqual(expect.any(String));
      expect(row(shopB.businessId)?.suspensionReason).toBe('Unpaid subscription');
      expect(row(shopA.businessId)?.suspendedAt).toBeNull();
    } finally {
      const lift = await superadmin.client
        .from('businesses')
        .update({ suspended_at: null, suspension_reason: null })
        .eq('id', shopB.businessId)
        .select('id');
      expect(lift.data).toHaveLength(1);
    }
  });

  it("marks a business's hidden and sold-out dishes on the superadmin's menu", async () => {
    const until = '2026-12-01T04:00:00+00:00';
    const made = await ownerA.client
      .from('menu_items')
      .insert(
        [
          { name: 'Mark hidden', hidden: true, sold_out: false, sold_out_until: null },
          { name: 'Mark sold out', hidden: false, sold_out: true, sold_out_until: null },
          { name: 'Mark sold out until', hidden: false, sold_out: true, sold_out_until: until },
        ].map((row) => ({ business_id: shopA.businessId, price: 1, ...row })),
      )
      .select('id');
    expect(made.error).toBeNull();
    try {
      const menu = await getBusinessMenu(superadmin.client, shopA.slug);
      const marks = Object.fromEntries(
        (menu?.items ?? []).map((item) => [
          item.name,
          [item.hidden, item.soldOut, item.soldOutUntil && Date.parse(item.soldOutUntil)],
        ]),
      );
      expect(marks).toEqual({
        [shopA.itemName]: [false, false, null],
        'Mark hidden': [true, false, null],
        'Mark sold out': [false, true, null],
        'Mark sold out until': [false, true, Date.parse(until)],
      });
    } finally {
      await ownerA.client
        .from('menu_items')
        .delete()
        .in(
          'id',
          made.data!.map((row) => row.id),
        );
    }
  });

  it("shows the owner's current email after the owner changes it", async () => {
    const ownerC = await signUp(server, 'owner-c');
    const shopC = await openShop(ownerC, 'gamma');
    try {
      const next = `owner-c-new-${crypto.randomUUID()}@example.test`;
      const change = await ownerC.client.auth.updateUser({ email: next });
      expect(change.error).toBeNull();
      const [mail] = await mailTo(server.url, next);
      expect((await openLink(mail!.link)).hash.get('type')).toBe('email_change');

      const found = await getBusinesses(superadmin.client, { search: shopC.slug, page: 1 });
      expect(found.rows.map((row) => row.ownerEmail)).toEqual([next]);
      // Found by the new address, no longer by the old one.
      const byNew = await getBusinesses(superadmin.client, { search: next, page: 1 });
      expect(byNew.rows.map((row) => row.slug)).toEqual([shopC.slug]);
      const byOld = await getBusinesses(superadmin.client, { search: ownerC.email, page: 1 });
      expect(byOld.rows).toEqual([]);
      expect((await getBusinessMenu(superadmin.client, shopC.slug))?.business.ownerEmail).toBe(
        next,
      );
    } finally {
      await ownerC.client.from('businesses').delete().eq('id', shopC.businessId);
    }
  });
});
