// Server processes started together on one empty PostgreSQL (a machine booting with N units):
// one bootstraps, migrates and seeds while the others wait, and every one starts.
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/shared-postgres15.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('server processes starting together on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('migrate and seed once, and all start', async () => {
    database = await testDatabase({ empty: true });
    const url = database.url;
    const started = await Promise.allSettled(
      [0, 1, 2].map(() => startTestServer({ databaseUrl: url, env: { SEED_DEMO: 'true' } })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const db = servers[0]!.db;
    const { rows } = await db.query<{ versions: number; distinct: number }>(
      `select count(*)::int as versions, count(distinct version)::int as distinct
       from supabase_migrations.schema_migrations`,
    );
    expect(rows[0]!.versions).toBeGreaterThan(0);
    expect(rows[0]!.versions).toBe(rows[0]!.distinct);
    const demo = await db.query<{ n: number }>(
      `select count(*)::int as n from public.businesses where slug = 'democafe'`,
    );
    expect(demo.rows[0]!.n).toBe(1);
  });
});
