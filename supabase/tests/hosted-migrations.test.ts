// `supabase db push` against a new hosted project, on a real PostgreSQL 15: the database has only
// what hosted Supabase provides (hosted-baseline.sql, written apart from the local server's
// server/db/bootstrap.sql), and the migrations run in order, each in its own transaction, as a role
// that is not a superuser, recorded in supabase_migrations.schema_migrations as the CLI records
// them. A migration that needs the local server's objects or a superuser fails here.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres15, type TestPostgres } from '../../server/testing/postgres15.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');
const BASELINE = path.resolve(import.meta.dirname, 'hosted-baseline.sql');

/** The database URL as another role (trust authentication: no password). */
function asRole(url: string, role: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  return parsed.toString();
}

describe('the migrations on a fresh hosted-like PostgreSQL 15 (supabase db push)', () => {
  let server: TestPostgres;
  let url: string;
  let files: string[];
  const applied: string[] = [];

  beforeAll(async () => {
    server = await startPostgres15();
    url = await server.createDatabase('hosted');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(await readFile(BASELINE, 'utf8'));
      await admin.query('alter database hosted owner to hosted_postgres');
    } finally {
      await admin.end();
    }
    files = (await readdir(MIGRATIONS)).filter((f) => /^\d{14}_.+\.sql$/.test(f)).sort();
    const push = new pg.Client({ connectionString: asRole(url, 'hosted_postgres') });
    await push.connect();
    try {
      await push.query(
        'create schema if not exists supabase_migrations; ' +
          'create table if not exists supabase_migrations.schema_migrations ' +
          '(version text primary key, statements text[], name text)',
      );
      for (const file of files) {
        const sql = await readFile(path.join(MIGRATIONS, file), 'utf8');
        await push.query('begin');
        try {
          await push.query(sql);
          await push.query(
            'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
            [file.slice(0, 14), file.slice(15, -4), [sql]],
          );
          await push.query('commit');
        } catch (error) {
          await push.query('rollback');
          throw new Error(`${file} does not apply on hosted Supabase: ${String(error)}`);
        }
        applied.push(file);
      }
    } finally {
      await push.end();
    }
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('applies every migration, in order, as a role that is not a superuser', async () => {
    expect(applied).toEqual(files);
    expect(files.length).toBeGreaterThan(10);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const recorded = await client.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((row) => row.version)).toEqual(files.map((f) => f.slice(0, 14)));
      const role = await client.query<{ rolsuper: boolean }>(
        "select rolsuper from pg_roles where rolname = 'hosted_postgres'",
      );
      expect(role.rows[0]?.rolsuper).toBe(false);
    } finally {
      await client.end();
    }
  });

  it('leaves a database the anonymous API role can read a menu from and owners can use', async () => {
    const client = new pg.Client({ connectionString: asRole(url, 'hosted_postgres') });
    await client.connect();
    try {
      // The buckets exist and the public menu answers for an unknown slug, as the anon role.
      const buckets = await client.query<{ id: string }>(
        'select id from storage.buckets order by id',
      );
      expect(buckets.rows.map((row) => row.id)).toEqual(['banners', 'menu-images']);
      await client.query('begin');
      await client.query('set local role anon');
      const menu = await client.query<{ menu: unknown }>(
        "select public.public_menu('nosuchcafe') as menu",
      );
      expect(menu.rows[0]?.menu).toBeNull();
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
