// Runs supabase-js's own integration tests (supabase/tests/upstream/supabase-js, unmodified)
// against the server exactly as `npm start` boots it (server/boot.ts), once on PGlite and once on
// PostgreSQL 15: a throw-away database gets our migrations, then the upstream fixtures, then the
// server listens on 127.0.0.1:54321 (the address the tests hard-code) with the Supabase CLI's JWT
// secret (the keys they hard-code), sign-up without confirmation and rate limits a run never hits.
//   npx tsx scripts/upstream-supabase-js.ts [pglite|postgres]...
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
const upstream = path.join(root, 'supabase/tests/upstream/supabase-js');
type Engine = 'pglite' | 'postgres';

async function fixtures(): Promise<string[]> {
  const dir = path.join(upstream, 'supabase/migrations');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files = [
    ...names.map((name) => path.join(dir, name)),
    path.join(upstream, 'supabase/seed/seed_todos.sql'),
  ];
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

function runVitest(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'vitest.upstream.config.ts',
        ...process.argv.slice(2).filter((a) => a.startsWith('-')),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runOn(engine: Engine): Promise<number> {
  console.log(`\n== supabase-js upstream integration tests on ${engine} ==`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-upstream-'));
  const pg = engine === 'postgres' ? await startPostgres15() : undefined;
  try {
    const env = {
      ...GENEROUS_RATE_LIMIT_ENV,
      PORT: '54321',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: DEFAULT_JWT_SECRET,
      SEED_DEMO: 'false',
      AUTH_AUTOCONFIRM: 'true',
      ...(pg ? { DATABASE_URL: await pg.createDatabase() } : {}),
    };
    const config = readServerConfig(env);
    // Our migrations, then the fixtures, in a database nothing else uses; then the normal start.
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(db);
      for (const sql of await fixtures()) await db.exec(sql);
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

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-')) as Engine[];
const engines: Engine[] = requested.length ? requested : ['pglite', 'postgres'];
let failed = 0;
for (const engine of engines) {
  if ((await runOn(engine)) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
