import { readFile } from 'node:fs/promises';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../../server/db/request-role.ts';
import { DEMO_ITEMS } from '../../server/seed/demo-menu.ts';
import { demoSeedSql, seedSqlFile } from '../../server/seed/seed-sql.ts';
import { engines, type MigratedDatabase } from './database/engines.ts';

// The columns and table of hosted Supabase's auth schema that seed.sql writes and the local
// bootstrap (which has only what the local backend reads) leaves out.
const GOTRUE_STAND_IN = `
create extension if not exists pgcrypto with schema extensions;
alter table auth.users
  add column if not exists recovery_token varchar(255),
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255);
create table if not exists auth.identities (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  provider_id text not null,
  provider text not null,
  identity_data jsonb not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  unique (provider_id, provider)
);`;

describe('supabase/seed.sql', () => {
  it('is generated from the demo menu (run `npx tsx server/seed/seed-sql.ts --write`)', async () => {
    expect(await readFile(seedSqlFile, 'utf8')).toBe(demoSeedSql());
  });
});

describe.each(engines)('supabase/seed.sql on %s', (_engine, open) => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await open();
    await database.db.exec(GOTRUE_STAND_IN);
    await database.db.exec(await readFile(seedSqlFile, 'utf8'));
  });
  afterAll(() => database?.close());

  it('loads the Demo Cafe menu without images', async () => {
    const { rows } = await asRequestRole(database.db, { role: 'anon' }, (tx) =>
      tx.query<{
        menu: {
          business: { name: string; banner_url: string | null };
          categories: unknown[];
          items: Array<{ name: string; image_url: string | null; category_id: string | null }>;
        };
      }>(`select public_menu('democafe') as menu`),
    );
    const menu = rows[0]!.menu;
    expect(menu.business).toMatchObject({ name: 'Demo Cafe', banner_url: null });
    expect(menu.categories).toHaveLength(4);
    expect(menu.items.map((i) => i.name).sort()).toEqual(DEMO_ITEMS.map((i) => i.name).sort());
    expect(menu.items.every((i) => i.category_id !== null && i.image_url === null)).toBe(true);
  });

  it('creates both confirmed logins with the demo password and their roles', async () => {
    const { rows } = await database.db.query<{ email: string; hash: string; role: string }>(
      `select u.email, u.encrypted_password as hash, r.role
       from auth.users u join public.user_roles r on r.user_id = u.id
       join auth.identities i on i.user_id = u.id
       where u.email_confirmed_at is not null order by u.email`,
    );
    expect(rows.map((r) => [r.email, r.role])).toEqual([
      ['owner@example.com', 'owner'],
      ['superadmin@example.com', 'superadmin'],
    ]);
    for (const row of rows) expect(await bcrypt.compare('password123', row.hash)).toBe(true);
  });
});
