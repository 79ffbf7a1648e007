// Planner statistics on PGlite. PostgreSQL's autovacuum analyzes a table once enough of it has
// changed; PGlite runs no background workers and keeps no modification counts, so a table's
// statistics stay as they were at its last ANALYZE: after a menu import or a bench's seed, never.
// The planner then guesses sizes, and at 5,000 dishes public_menu's read took 26 ms where 20 ms
// was enough with statistics. This pass stands in for autovacuum's analyze: every few seconds,
// while the database is idle, each table whose size has moved by a fifth since its statistics were
// taken (or that never had any) is analyzed, one table per statement, so requests interleave.
import type { Database } from './database.ts';

export const AUTO_ANALYZE_INTERVAL_MS = 10_000;

/** A fifth of a table's pages, at least this many (8 KB each), counts as a move in size; a table
 * smaller than this is not analyzed. */
const MIN_PAGES_MOVED = 4;

// Tables of MIN_PAGES_MOVED pages or more whose statistics were never taken (reltuples -1) or
// whose size in pages moved by a fifth (at least MIN_PAGES_MOVED) since: the tables an ANALYZE
// would tell the planner something new about. A smaller table is left as autovacuum leaves one
// under its threshold of 50 changed rows. The application's schemas only.
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral (
    select pg_relation_size(c.oid) / current_setting('block_size')::int as pages
  ) now
  where c.relkind in ('r', 'm')
    and n.nspname in ('public', 'auth', 'storage', 'realtime')
    and now.pages >= $1
    and (c.reltuples < 0 or abs(now.pages - c.relpages) >= greatest($1, c.relpages / 5))
  order by n.nspname, c.relname`;

/** Analyzes every table whose statistics are missing or out of date; the names it analyzed. */
export async function analyzeStaleTables(db: Pick<Database, 'query'>): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(STALE_TABLES, [MIN_PAGES_MOVED]);
  for (const { name } of rows) await db.query(`analyze ${name}`);
  return rows.map((row) => row.name);
}

/**
 * On PGlite, analyzes stale tables every `intervalMs` while the database is idle (nothing on
 * PostgreSQL, whose autovacuum does it). Returns the stop function.
 */
export function startAutoAnalyze(
  db: Database,
  log: (line: string) => void,
  intervalMs = AUTO_ANALYZE_INTERVAL_MS,
): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let running = false;
  let last = performance.now();
  // Looked at often, run at most every intervalMs: a pass that found the database busy tries
  // again a moment later, not a whole interval later.
  const every = setInterval(
    () => {
      // A customer's request never waits behind the pass: it starts only when nothing runs.
      if (running || performance.now() - last < intervalMs || (db.busyFor?.() ?? 0) > 0) return;
      running = true;
      analyzeStaleTables(db)
        .catch((error: unknown) => log(`Analyzing tables failed: ${String(error)}`))
        .finally(() => {
          running = false;
          last = performance.now();
        });
    },
    Math.min(250, intervalMs),
  );
  every.unref();
  return () => clearInterval(every);
}
