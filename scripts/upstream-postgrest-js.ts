// Runs postgrest-js's own test suite (supabase/tests/upstream/postgrest-js, unmodified) against the
// server as `npm start` boots it (server/boot.ts), configured as upstream configures PostgREST for
// it (its test/supabase/config.toml and schema): schemas `public,personal`, aggregates on (the
// fixture's `alter role authenticator set pgrst.db_aggregates_enabled`). A throw-away database gets
// our migrations, then the fixture schema and seed, then the server listens on 127.0.0.1 at
// UPSTREAM_POSTGREST_PORT (default 54321, the address the tests hard-code; another port is reached
// through scripts/upstream-postgrest-js.setup.ts).
//   npx tsx scripts/upstream-postgrest-js.ts [postgres|pglite]... [-- vitest args]
// Default: PostgreSQL 15 only, the database the parity score is measured on.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootServer } from '../server/boot.ts';
import { DEFAULT_JWT_SECRET, readServerConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { startPostgres15 } from '../server/testing/postgres15.ts';
import { GENEROUS_RATE_LIMIT_ENV } from '../server/testing/rate-limit-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstream = path.join(root, 'supabase/tests/upstream/postgrest-js/test/supabase');
type Engine = 'pglite' | 'postgres';
const port = process.env.UPSTREAM_POSTGREST_PORT ?? '54321';
const dashdash = process.argv.indexOf('--');
const ownArgs = dashdash < 0 ? process.argv.slice(2) : process.argv.slice(2, dashdash);
const vitestArgs = dashdash < 0 ? [] : process.argv.slice(dashdash + 1);

// The fixture's one PostGIS column (`shops.shop_geom`, read only by the GeoJSON test, which a
// hosted-like server refuses anyway) is text where PostGIS is not installed.
async function fixtureSchema(db: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const sql = await readFile(path.join(upstream, 'migrations/00000000000000_schema.sql'), 'utf8');
  const postgis = await db.query(`select 1 from pg_available_extensions where name = 'postgis'`);
  if (postgis.rows.length) return sql;
  return sql
    .replace('create extension if not exists postgis schema extensions;', '')
    .replace('extensions.geometry(POINT, 4326)', 'text');
}

function runVitest(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.upstream-postgrest.config.ts', ...vitestArgs],
      { cwd: root, stdio: 'inherit', env: { ...process.env, UPSTREAM_POSTGREST_PORT: port } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runOn(engine: Engine): Promise<number> {
  console.log(`\n== postgrest-js upstream tests on ${engine} ==`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-upstream-postgrest-'));
  const pg = engine === 'postgres' ? await startPostgres15() : undefined;
  try {
    const env = {
      ...GENEROUS_RATE_LIMIT_ENV,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: DEFAULT_JWT_SECRET,
      SEED_DEMO: 'false',
      REST_SCHEMAS: 'public,personal',
      // PostgREST has no embed depth limit; the suite nests up to four levels (ours is 2 by default,
      // and 8 is the most the SQL builder takes).
      REST_MAX_EMBED_DEPTH: '8',
      ...(pg ? { DATABASE_URL: await pg.createDatabase() } : {}),
    };
    const config = readServerConfig(env);
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(db);
      // Hosted Supabase's login role, which the fixture configures PostgREST through.
      await db.exec(`do $$ begin
        if not exists (select from pg_roles where rolname = 'authenticator') then
          create role authenticator noinherit;
        end if; end $$`);
      // The fixture has its own `categories` table; ours steps aside (nothing here reads menus).
      await db.exec('alter table public.categories rename to qrmenu_categories');
      await db.exec(await fixtureSchema(db));
      await db.exec(await readFile(path.join(upstream, 'seed.sql'), 'utf8'));
    } finally {
      await db.close();
    }
    const running = await bootServer(config, { host: '127.0.0.1' });
    try {
      return await runVitest();
    } finally {
      await running.stop();
    }
  } finally {
    await pg?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const engines: Engine[] = ownArgs.length ? (ownArgs as Engine[]) : ['postgres'];
let failed = 0;
for (const engine of engines) {
  if ((await runOn(engine)) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
