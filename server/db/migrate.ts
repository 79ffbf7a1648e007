import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsDir = path.resolve(here, '../../supabase/migrations');

/** Creates what hosted Supabase provides (roles, auth, storage). Idempotent; local only. */
export async function bootstrap(db: Database): Promise<void> {
  await db.exec(await readFile(path.join(here, 'bootstrap.sql'), 'utf8'));
}

export interface AppliedMigration {
  version: string;
  name: string;
}

/** The advisory lock key server processes take while one of them bootstraps and migrates. */
const MIGRATION_LOCK = 7_405_417_311;

/**
 * Runs start-up's schema work (bootstrap, migrations, the first seed) in one process at a time:
 * several server processes started together on one PostgreSQL would otherwise replace the same
 * functions at once ("tuple concurrently updated") or apply a migration twice. The lock is held
 * by a transaction on one session of the writes pool while the work runs on other sessions; the next process
 * waits for it, then finds everything done. PGlite is one process: nothing to wait for.
 */
export async function oneAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  // On the writes pool's sessions: the main pool may be a single session (DB_POOL_SIZE=1).
  return (db.writes ?? db).transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    return work();
  });
}

/**
 * Applies every migration in supabase/migrations (YYYYMMDDHHMMSS_name.sql) not applied yet, in order, each in its
 * own transaction, recording it the way the Supabase CLI does (supabase_migrations.schema_migrations).
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<AppliedMigration[]> {
  await bootstrap(db);
  const files = (await readdir(dir)).filter((f) => /^\d{14}_.+\.sql$/.test(f)).sort();
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const done: AppliedMigration[] = [];
  for (const file of files) {
    const version = file.slice(0, 14);
    if (applied.has(version)) continue;
    const name = file.slice(15, -'.sql'.length);
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
    });
    done.push({ version, name });
  }
  return done;
}
