// Conformance of /rest/v1 through the real supabase-js client: every table call of docs/guide/product.md
// section 7 against C's migrations, PostgREST's errors, and row level security, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { anonClient, serviceClient, userClient, type TestClient } from '../testing/clients.ts';

interface User {
  id: string;
  email: string;
  client: TestClient;
}

describe.each(ENGINES)('rest on %s', (engine) => {
  let server: TestServer;
  let anon: TestClient;
  let service: TestClient;
  let owner: User;
  let other: User;
  let admin: User;
  let businessId: string;
  let otherBusinessId: string;

  async function createUser(email: string): Promise<User> {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    const id = rows[0]!.id;
    return { id, email, client: await userClient(server.url, { id, email }) };
  }

  async function count(table: string): Promise<number> {
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.${table}`,
    );
    return rows[0]!.n;
  }

  beforeAll(async () => {
    server = await startTestServer({ engine });
    anon = anonClient(server.url);
    service = serviceClient(server.url);
    owner = await createUser('owner@rest.test');
    other = await createUser('other@rest.test');
    admin = await createUser('admin@rest.test');
    await server.db.query(
      `insert into public.user_roles (user_id, role) values ($1, 'superadmin')`,
      [admin.id],
    );
  });
  afterAll(() => server?.stop());

  it('businesses: an owner registers a business (insert) and reads it by owner_id (single)', async () => {
    const { data, error, status } = await owner.client
      .from('businesses')
      .insert({
        name: 'Karak House',
        category: 'Cafe',
        description: 'Tea and snacks',
        whatsapp: '96891234567',
        slug: 'karakhouse',
        owner_id: owner.id,
        email: owner.email,
        banner_url: null,
        headline: 'Fresh every day',
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      name: 'Karak House',
      slug: 'karakhouse',
      owner_id: owner.id,
      email: owner.email,
    });
    businessId = data.id;

    const mine = await owner.client
      .from('businesses')
      .select('*')
      .eq('owner_id', owner.id)
      .single();
    expect(mine.error).toBeNull();
    expect(mine.data).toMatchObject({
      id: businessId,
      email: owner.email,
      headline: 'Fresh every day',
    });

    const second = await other.client
      .from('businesses')
      .insert({
        name: 'Shawarma Spot',
        whatsapp: '96899999999',
        slug: 'shawarmaspot',
        owner_id: other.id,
        email: other.email,
      })
      .select('id')
      .single();
    expect(second.error).toBeNull();
    otherBusinessId = second.data!.id;
  });

  it('businesses: anyone reads the public columns by slug, never the email or owner id', async () => {
    const { data, error } = await anon
      .from('businesses')
      .select('id, name, category, description, whatsapp, slug, banner_url, headline')
      .eq('slug', 'karakhouse')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: businessId,
      name: 'Karak House',
      category: 'Cafe',
      description: 'Tea and snacks',
      whatsapp: '96891234567',
      slug: 'karakhouse',
      banner_url: null,
      headline: 'Fresh every day',
    });
    for (const attempt of [
      anon.from('businesses').select('*').eq('slug', 'karakhouse'),
      anon.from('businesses').select('mail:email'),
      anon.from('businesses').select('id').eq('email', owner.email),
      anon.from('businesses').select('id').order('owner_id'),
      anon.from('businesses').select('id').or(`email.eq.${owner.email},slug.eq.x`),
      anon.from('menu_items').select('id, businesses(email)'),
    ]) {
      const result = await attempt;
      expect(result.data).toBeNull();
      expect(result.status).toBe(401);
      expect(result.error).toMatchObject({
        code: '42501',
        message: 'permission denied for table businesses',
      });
    }
  });

  it('businesses: select all shows the superadmin every business and an owner only their own', async () => {
    const all = await admin.client.from('businesses').select('*').order('name');
    expect(all.error).toBeNull();
    expect(all.data!.map((b) => b.slug)).toEqual(['karakhouse', 'shawarmaspot']);
    const own = await other.client.from('businesses').select('*');
    expect(own.data!.map((b) => b.email)).toEqual([other.email]);
  });

  it('businesses: the owner updates banner_url and headline by id; another user changes nothing', async () => {
    const banner = `${server.url}/storage/v1/object/public/banners/${owner.id}/banner-1.webp`;
    const updated = await owner.client
      .from('businesses')
      .update({ banner_url: banner, headline: 'Now open' })
      .eq('id', businessId)
      .select('banner_url, headline')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ banner_url: banner, headline: 'Now open' });

    const hijack = await other.client
      .from('businesses')
      .update({ headline: 'Hacked' })
      .eq('id', businessId)
      .select();
    expect(hijack.error).toBeNull();
    expect(hijack.data).toEqual([]);
    const { rows } = await server.db.query<{ headline: string }>(
      'select headline from public.businesses where id = $1',
      [businessId],
    );
    expect(rows[0]!.headline).toBe('Now open');
  });

  it('user_roles: a user reads their own role by user_id (single) and no one else’s', async () => {
    const mine = await owner.client
      .from('user_roles')
      .select('role')
      .eq('user_id', owner.id)
      .single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ role: 'owner' });
    const superadmin = await admin.client
      .from('user_roles')
      .select('role')
      .eq('user_id', admin.id)
      .single();
    expect(superadmin.data).toEqual({ role: 'superadmin' });
    const snooping = await other.client
      .from('user_roles')
      .select('role')
      .eq('user_id', owner.id)
      .single();
    expect(snooping.status).toBe(406);
    expect(snooping.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
    });
    const grant = await owner.client
      .from('user_roles')
      .update({ role: 'superadmin' })
      .eq('user_id', owner.id);
    expect(grant.status).toBe(403);
    expect(grant.error?.code).toBe('42501');
  });

  let hotId: string;
  let coldId: string;

  it('categories: insert (business_id, name), select ordered by sort_order then name', async () => {
    for (const [name, sort_order] of [
      ['Sweets', 2],
      ['Hot Drinks', 1],
      ['Cold Drinks', 1],
    ] as const) {
      const { error, status } = await owner.client
        .from('categories')
        .insert({ business_id: businessId, name, sort_order });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data, error } = await owner.client
      .from('categories')
      .select('*')
      .eq('business_id', businessId)
      .order('sort_order', { ascending: true })
      .order('name', { ascending: true });
    expect(error).toBeNull();
    expect(data!.map((c) => c.name)).toEqual(['Cold Drinks', 'Hot Drinks', 'Sweets']);
    coldId = data![0].id;
    hotId = data![1].id;
    // Nobody else is told about a category until it holds a visible dish.
    const published = await anon.from('categories').select('name').eq('business_id', businessId);
    expect(published.error).toBeNull();
    expect(published.data).toEqual([]);

    const foreign = await other.client
      .from('categories')
      .insert({ business_id: businessId, name: 'Spam' });
    expect(foreign.status).toBe(403);
    expect(foreign.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "categories"',
    });
    const anonInsert = await anon
      .from('categories')
      .insert({ business_id: businessId, name: 'Spam' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
  });

  let teaId: string;

  it('menu_items: insert, then the owner’s filtered, searched and ordered list with the category name', async () => {
    const items = [
      { name: 'Karak Tea', description: 'Spiced milk tea', price: 0.2, category_id: hotId },
      { name: 'Cold Brew', description: 'Slow coffee', price: 1.5, category_id: coldId },
      {
        name: 'Luqaimat',
        description: 'Sweet dumplings with date syrup',
        price: 1.25,
        category_id: null,
      },
    ];
    const inserted = await owner.client
      .from('menu_items')
      .insert(
        items.map((i) => ({ ...i, business_id: businessId, image_url: null, image_path: null })),
      )
      .select('id, name, price');
    expect(inserted.error).toBeNull();
    expect(inserted.data!.map((i) => [i.name, i.price])).toEqual([
      ['Karak Tea', 0.2],
      ['Cold Brew', 1.5],
      ['Luqaimat', 1.25],
    ]);
    teaId = inserted.data![0]!.id;

    const columns =
      'id, name, description, price, image_url, image_path, category_id, categories(name)';
    const list = await owner.client
      .from('menu_items')
      .select(columns)
      .eq('business_id', businessId)
      .order('price', { ascending: false });
    expect(list.error).toBeNull();
    // With an untyped client the embed's shape is unknown to TypeScript; it is an object here.
    const rows = list.data as unknown as Array<{
      name: string;
      categories: { name: string } | null;
    }>;
    expect(rows.map((i) => [i.name, i.categories?.name ?? null])).toEqual([
      ['Cold Brew', 'Cold Drinks'],
      ['Luqaimat', null],
      ['Karak Tea', 'Hot Drinks'],
    ]);

    const term = 'SWEET';
    const searched = await owner.client
      .from('menu_items')
      .select(columns)
      .eq('business_id', businessId)
      .or(`name.ilike.%${term}%,description.ilike.%${term}%`)
      .order('name', { ascending: true });
    expect(searched.data!.map((i) => i.name)).toEqual(['Luqaimat']);

    const byCategory = await owner.client
      .from('menu_items')
      .select(columns)
      .eq('business_id', businessId)
      .eq('category_id', hotId)
      .order('name');
    expect(byCategory.data!.map((i) => i.name)).toEqual(['Karak Tea']);

    const all = await anon.from('menu_items').select('*').eq('business_id', businessId);
    expect(all.data).toHaveLength(3);
  });

  it('menu_items: update by id, select image_path by id, delete by id', async () => {
    const update = await owner.client
      .from('menu_items')
      .update({ price: 0.3, image_url: 'http://x/a.webp', image_path: `${owner.id}/1.webp` })
      .eq('id', teaId);
    expect(update.error).toBeNull();
    expect(update.status).toBe(204);
    const path = await owner.client
      .from('menu_items')
      .select('image_path')
      .eq('id', teaId)
      .single();
    expect(path.data).toEqual({ image_path: `${owner.id}/1.webp` });
    const { rows } = await server.db.query<{ price: string }>(
      'select price::text from public.menu_items where id = $1',
      [teaId],
    );
    expect(rows[0]!.price).toBe('0.300');

    const strangerDelete = await other.client.from('menu_items').delete().eq('id', teaId).select();
    expect(strangerDelete.data).toEqual([]);
    const deleted = await owner.client.from('menu_items').delete().eq('id', teaId);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    expect((await owner.client.from('menu_items').select('id').eq('id', teaId)).data).toEqual([]);
  });

  it('categories: delete by id leaves its items uncategorized', async () => {
    const deleted = await owner.client.from('categories').delete().eq('id', coldId);
    expect(deleted.error).toBeNull();
    const { data } = await anon
      .from('menu_items')
      .select('name, category_id')
      .eq('name', 'Cold Brew')
      .single();
    expect(data).toEqual({ name: 'Cold Brew', category_id: null });
  });

  it('menu_items: the superadmin selects all with the business name and slug, and edits any item', async () => {
    await other.client
      .from('menu_items')
      .insert({ business_id: otherBusinessId, name: 'Shawarma', price: 1.2 });
    const { data, error } = await admin.client
      .from('menu_items')
      .select('*, businesses(name, slug)')
      .order('name');
    expect(error).toBeNull();
    expect(data!.map((i) => [i.name, i.businesses.slug])).toEqual([
      ['Cold Brew', 'karakhouse'],
      ['Luqaimat', 'karakhouse'],
      ['Shawarma', 'shawarmaspot'],
    ]);
    const shawarma = data!.find((i) => i.name === 'Shawarma')!;
    const edit = await admin.client
      .from('menu_items')
      .update({ price: 1.4 })
      .eq('id', shawarma.id)
      .select('price')
      .single();
    expect(edit.data).toEqual({ price: 1.4 });
    // Another owner's embedded business stays hidden by its policy.
    const peek = await other.client
      .from('menu_items')
      .select('name, businesses(email)')
      .eq('business_id', businessId);
    expect(peek.data!.every((i) => i.businesses === null)).toBe(true);
  });

  it('rpc: public_menu by POST and GET, null for an unknown slug; slug_available for signed-in users', async () => {
    const post = await anon.rpc('public_menu', { slug: 'karakhouse' });
    expect(post.error).toBeNull();
    expect(post.data.business).toEqual({
      id: businessId,
      name: 'Karak House',
      name_ar: '',
      slug: 'karakhouse',
      category: 'Cafe',
      description: 'Tea and snacks',
      description_ar: null,
      whatsapp: '96891234567',
      banner_url: expect.stringContaining('/banners/'),
      // No renditions were uploaded for this banner.
      banner_widths: [],
      headline: 'Now open',
      headline_ar: null,
      languages: ['en'],
      primary_language: 'en',
      // Order settings as a business that set none has them.
      order_types: ['dine-in'],
      table_labels: [],
      delivery_fee: null,
      delivery_minimum: null,
      opening_hours: null,
      temporarily_closed: false,
      closed_checkout: 'disabled',
      // The profile in the menu header, none given.
      logo_url: null,
      instagram_url: null,
      tiktok_url: null,
      phone: null,
      map_url: null,
      // One branch: no branch name, no other branches.
      branch: null,
      branches: [],
      // Checkout details: VAT included and no payment question by default.
      prices_include_vat: true,
      payment_for: [],
      // Orders are recorded, the customer's details kept 30 days.
      records_orders: true,
      order_retention_days: 30,
      // Greyed outside serving times; no special periods.
      outside_window: 'grey',
      special_periods: [],
    });
    // Hot Drinks lost its tea and Sweets never had a dish, so neither is named.
    expect(post.data.categories).toEqual([]);
    // The owner's order; Cold Brew became uncategorized last, so it goes after Luqaimat.
    expect(post.data.items.map((i: { name: string; price: number }) => [i.name, i.price])).toEqual([
      ['Luqaimat', 1.25],
      ['Cold Brew', 1.5],
    ]);
    const get = await anon.rpc('public_menu', { slug: 'karakhouse' }, { get: true });
    expect(get.data).toEqual(post.data);
    const unknown = await anon.rpc('public_menu', { slug: 'nosuchplace' });
    expect(unknown).toMatchObject({ data: null, error: null, status: 200 });

    expect((await owner.client.rpc('slug_available', { slug: 'karakhouse' })).data).toBe(false);
    expect((await owner.client.rpc('slug_available', { slug: 'newplace' })).data).toBe(true);
    const anonCall = await anon.rpc('slug_available', { slug: 'newplace' });
    expect(anonCall.status).toBe(401);
    const missing = await anon.rpc('no_such_function', {});
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });

  it('counts, ranges, limits and filters: count=exact, range(), in, is, neq, gt, not', async () => {
    const counted = await anon
      .from('menu_items')
      .select('name', { count: 'exact' })
      .order('name')
      .range(1, 1);
    expect(counted.data).toEqual([{ name: 'Luqaimat' }]);
    expect(counted.count).toBe(3);
    expect(counted.status).toBe(206);
    const pastEnd = await anon.from('menu_items').select('name', { count: 'exact' }).range(24, 47);
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
    });
    const whole = await anon.from('menu_items').select('name', { count: 'exact' });
    expect([whole.status, whole.count, whole.data!.length]).toEqual([200, 3, 3]);
    const head = await anon.from('menu_items').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(3);
    expect(
      (
        await anon
          .from('menu_items')
          .select('name')
          .in('name', ['Shawarma', 'Luqaimat', 'a,b'])
          .order('name')
      ).data,
    ).toEqual([{ name: 'Luqaimat' }, { name: 'Shawarma' }]);
    expect(
      (await anon.from('menu_items').select('name').is('category_id', null).order('name')).data!
        .length,
    ).toBe(3);
    expect(
      (await anon.from('menu_items').select('name').gt('price', 1.3).neq('name', 'Cold Brew')).data,
    ).toEqual([{ name: 'Shawarma' }]);
    expect(
      (await anon.from('menu_items').select('name').not('name', 'like', '*a*').order('name')).data,
    ).toEqual([{ name: 'Cold Brew' }]);
    expect(
      (
        await anon
          .from('menu_items')
          .select('name')
          .or('and(price.gte.1.3,price.lte.1.5),name.eq.Luqaimat')
          .order('name')
      ).data,
    ).toEqual([{ name: 'Cold Brew' }, { name: 'Luqaimat' }, { name: 'Shawarma' }]);
    expect(
      (await anon.from('menu_items').select('name').order('name', { ascending: false }).limit(1))
        .data,
    ).toEqual([{ name: 'Shawarma' }]);
    const inner = await anon
      .from('categories')
      .select('name, menu_items!inner(name)')
      .eq('business_id', businessId);
    expect(inner.data).toEqual([]);
  });

  it('errors come back as PostgREST JSON with its status codes', async () => {
    const duplicate = await service
      .from('businesses')
      .insert({ name: 'Dup', whatsapp: '96890000001', slug: 'karakhouse', owner_id: admin.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      message: expect.stringContaining('businesses_slug_key'),
    });

    const negative = await owner.client
      .from('menu_items')
      .insert({ business_id: businessId, name: 'Free?', price: -1 });
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('23514');

    const missingName = await owner.client
      .from('menu_items')
      .insert({ business_id: businessId, price: 1 });
    expect(missingName.status).toBe(400);
    expect(missingName.error).toMatchObject({
      code: '23514',
      message: 'Enter the item name in English, the primary language of this menu',
    });

    const badUuid = await anon.from('menu_items').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');

    const badColumn = await anon.from('menu_items').select('id, nope');
    expect(badColumn.status).toBe(400);
    expect(badColumn.error).toMatchObject({
      code: '42703',
      message: 'column menu_items.nope does not exist',
    });

    const badPayload = await owner.client
      .from('menu_items')
      .insert({ business_id: businessId, name: 'X', price: 1, nope: 1 });
    expect(badPayload.status).toBe(400);
    expect(badPayload.error?.code).toBe('PGRST204');

    const nothing = await owner.client.from('categories').insert([]).select();
    expect(nothing).toMatchObject({ error: null, status: 201, data: [] });

    const badTable = await anon.from('menu-items').select('*');
    expect(badTable.status).toBe(404);
    expect(badTable.error?.code).toBe('PGRST205');

    const many = await anon.from('menu_items').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });

    const noRelation = await anon.from('categories').select('name, user_roles(role)');
    expect(noRelation.status).toBe(400);
    expect(noRelation.error?.code).toBe('PGRST200');

    const before = await count('menu_items');
    const singleWrite = await admin.client
      .from('menu_items')
      .update({ description: 'all' })
      .neq('name', '')
      .select()
      .single();
    expect(singleWrite.status).toBe(406);
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.menu_items where description = 'all'`,
    );
    expect(rows[0]!.n).toBe(0); // rolled back, as PostgREST does
    expect(await count('menu_items')).toBe(before);
  });

  it('filters, orders and limits embedded resources (referencedTable, !inner)', async () => {
    const grills = await owner.client
      .from('categories')
      .insert({ business_id: businessId, name: 'Grills', sort_order: 5 })
      .select('id')
      .single();
    expect(grills.error).toBeNull();
    const added = await owner.client.from('menu_items').insert(
      [
        ['A Kebab', 2],
        ['B Tikka', 3],
        ['C Wings', 1],
      ].map(([name, price]) => ({
        business_id: businessId,
        category_id: grills.data!.id,
        name,
        price,
      })),
    );
    expect(added.error).toBeNull();

    const top = await anon
      .from('categories')
      .select('name, menu_items(name, price)')
      .eq('business_id', businessId)
      .eq('name', 'Grills')
      .order('price', { referencedTable: 'menu_items', ascending: false })
      .limit(2, { referencedTable: 'menu_items' });
    expect(top.error).toBeNull();
    expect(top.data).toEqual([
      {
        name: 'Grills',
        menu_items: [
          { name: 'B Tikka', price: 3 },
          { name: 'A Kebab', price: 2 },
        ],
      },
    ]);

    const inGrills = await anon
      .from('menu_items')
      .select('name, categories!inner(name)')
      .eq('categories.name', 'Grills')
      .order('name');
    expect(inGrills.data!.map((i) => i.name)).toEqual(['A Kebab', 'B Tikka', 'C Wings']);

    const left = await anon
      .from('menu_items')
      .select('name, categories(name)')
      .eq('business_id', businessId)
      .eq('categories.name', 'Sweets')
      .order('name');
    // Without !inner a filtered-out embed is null and the parent row stays.
    expect(left.data!.map((i) => [i.name, i.categories])).toEqual([
      ['A Kebab', null],
      ['B Tikka', null],
      ['C Wings', null],
      ['Cold Brew', null],
      ['Luqaimat', null],
    ]);

    const stray = await anon.from('menu_items').select('name').eq('categories.name', 'Grills');
    expect(stray.status).toBe(400);
    expect(stray.error?.code).toBe('PGRST108');
  });

  it('exposes only the public schema', async () => {
    const response = await fetch(`${server.url}/rest/v1/users?select=email`, {
      headers: {
        apikey: server.serviceKey,
        Authorization: `Bearer ${server.serviceKey}`,
        'Accept-Profile': 'auth',
      },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('refuses a bad or expired JWT with 401', async () => {
    const headers = { apikey: server.anonKey, Authorization: 'Bearer not.a.token' };
    const bad = await fetch(`${server.url}/rest/v1/categories`, { headers });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
    const sign = (claims: Record<string, unknown>, secret: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const user = { role: 'authenticated', sub: owner.id };
    const cases: Array<[string, string]> = [
      [await sign(user, server.config.jwtSecret, now - 60), 'PGRST303'],
      [await sign(user, 'another-secret-that-is-at-least-32-chars', now + 600), 'PGRST301'],
      [
        await sign({ role: 'service_role' }, 'another-secret-that-is-at-least-32-chars', now + 600),
        'PGRST301',
      ],
      // Even with the right secret, only the three API roles may be assumed.
      [await sign({ role: 'postgres' }, server.config.jwtSecret, now + 600), 'PGRST301'],
    ];
    for (const [token, code] of cases) {
      const response = await fetch(`${server.url}/rest/v1/categories`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code });
    }
  });

  it('an owner cannot hand their business to someone else or write into another business', async () => {
    const handOver = await owner.client
      .from('businesses')
      .update({ owner_id: other.id })
      .eq('id', businessId);
    expect(handOver.status).toBe(403);
    expect(handOver.error?.code).toBe('42501');
    const smuggle = await owner.client
      .from('menu_items')
      .insert({ business_id: otherBusinessId, name: 'Spam', price: 1 });
    expect(smuggle.status).toBe(403);
    const upsertOver = await owner.client.from('businesses').upsert({
      id: otherBusinessId,
      name: 'Taken',
      whatsapp: '96890000000',
      slug: 'shawarmaspot',
      owner_id: owner.id,
    });
    expect(upsertOver.error?.code).toBe('42501');
    const { rows } = await server.db.query<{ owner_id: string; name: string }>(
      'select owner_id, name from public.businesses where id = $1',
      [otherBusinessId],
    );
    expect(rows[0]).toEqual({ owner_id: other.id, name: 'Shawarma Spot' });
  });

  it('no query string can inject SQL: refused with 400 or treated as data, and nothing changes', async () => {
    const before = {
      businesses: await count('businesses'),
      menu_items: await count('menu_items'),
      categories: await count('categories'),
    };
    const base = `${server.url}/rest/v1`;
    const headers = { apikey: server.serviceKey, Authorization: `Bearer ${server.serviceKey}` };
    const refused = [
      `/menu_items?select=id;delete from public.menu_items`,
      `/menu_items?select=id,"name"";delete from public.menu_items;--"`,
      `/menu_items?select=id,(select 1)`,
      `/menu_items?select=count(*)`,
      `/menu_items?order=name;delete from public.menu_items`,
      `/menu_items?order=name.asc;drop table public.businesses`,
      `/menu_items?order=(select 1)`,
      `/menu_items?name);delete from public.menu_items;--=eq.1`,
      `/menu_items?or=(name.eq.x);delete from public.menu_items;--`,
      `/menu_items?or=(name.eq.1,price.gt.0)) or (1=1`,
      `/menu_items?id=in.(1) or 1=1`,
      `/menu_items?name=unknownop.x`,
      `/menu_items?limit=1;delete from public.menu_items`,
      `/menu_items?select=id,x:categories!fake_fk(name)`,
      `/menu_items;delete from public.menu_items?select=id`,
      `/rpc/public_menu;drop table public.businesses`,
      `/menu_items%E0%A4%A?select=id`,
    ];
    for (const path of refused) {
      const response = await fetch(base + path.replace(/ /g, '%20').replace(/;/g, '%3B'), {
        headers,
      });
      expect([400, 404], path).toContain(response.status);
      const body = (await response.json()) as { code: string; message: string };
      expect(typeof body.code, path).toBe('string');
    }
    // Values are data: quotes and SQL in a value match nothing and run nothing.
    for (const path of [
      `/menu_items?name=eq.x' or '1'='1`,
      `/menu_items?name=ilike.*'; delete from public.menu_items; --*`,
      `/menu_items?or=(name.eq."x' or 1=1 --",description.eq."');drop table public.businesses;--")`,
      `/menu_items?name=in.("a');delete from public.menu_items;--")`,
    ]) {
      const response = await fetch(base + path.replace(/ /g, '%20').replace(/;/g, '%3B'), {
        headers,
      });
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual([]);
    }
    // Column names in a body are checked too.
    const injectedBody = await fetch(`${base}/menu_items`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        'name") values (1); delete from public.menu_items; --': 'x',
        business_id: businessId,
        price: 1,
      }),
    });
    expect(injectedBody.status).toBe(400);
    const injectedRpc = await fetch(`${base}/rpc/public_menu`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: "x'); delete from public.menu_items; --" }),
    });
    expect(injectedRpc.status).toBe(200);
    expect(await injectedRpc.json()).toBeNull();
    expect({
      businesses: await count('businesses'),
      menu_items: await count('menu_items'),
      categories: await count('categories'),
    }).toEqual(before);
  });

  it('answers CORS preflights for the headers supabase-js sends', async () => {
    const response = await fetch(`${server.url}/rest/v1/menu_items`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://somecafe.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'apikey, authorization, x-client-info, content-type, prefer, range, x-future-header',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    for (const h of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'range',
      'x-upsert',
      'x-supabase-api-version',
      'x-metadata',
      'x-future-header',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const get = await fetch(`${server.url}/rest/v1/categories?select=name`, {
      headers: { apikey: server.anonKey },
    });
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
