import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryResult } from './database.ts';
import { Mutex } from './database.ts';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

const EXTENSIONS = { pg_trgm, pgcrypto };

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      // PGlite reports affectedRows 0 for a select; PostgreSQL's rowCount counts the rows returned.
      return {
        rows: result.rows,
        rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded Postgres persisted under dataDir (or in memory when dataDir is undefined).
 * PGlite has a single session, so every call goes through one queue: a plain query can never
 * slip into another request's open transaction.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: EXTENSIONS,
  });
  const mutex = new Mutex();
  const direct = wrap(pglite as unknown as PgliteLike);
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn) =>
      mutex.run(() => pglite.transaction((tx) => fn(wrap(tx as unknown as PgliteLike)))),
    // Storage files are moved into place inside their row's transaction, so in this quiet moment
    // every stored row has its file.
    snapshot: (during) =>
      mutex.run(async () => {
        const tarball = await pglite.dumpDataDir('none');
        await during();
        return tarball;
      }),
    close: () => mutex.run(() => pglite.close()),
  };
}

/** Creates `dataDir` from a tarball of `snapshot()`, as PGlite's loadDataDir does. */
export async function restorePglite(dataDir: string, tarball: Blob): Promise<void> {
  const pglite = await PGlite.create({ dataDir, loadDataDir: tarball, extensions: EXTENSIONS });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}
