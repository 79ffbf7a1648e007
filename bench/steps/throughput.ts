// Requests per second and latency through the whole HTTP stack, from a load generator in a process
// of its own (bench/lib/load.ts), next to the same SQL run in-process on the database, so the cost
// of the HTTP layer shows.
import { asRequestRole, type RequestClaims } from '../../server/db/request-role.ts';
import type { Database } from '../../server/db/database.ts';
import { generateLoad, type LoadResult } from '../lib/load.ts';
import { median } from '../lib/stats.ts';

export type { LoadResult } from '../lib/load.ts';

export function loadOnce(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  /** A POST body (JSON); without it the requests are GETs. */
  body?: string,
  /** PostgreSQL's data directory, when the target runs on one (its CPU is reported). */
  postgresDataDir?: string,
): Promise<LoadResult> {
  return generateLoad({
    url,
    connections,
    seconds,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(postgresDataDir === undefined ? {} : { postgresDataDir }),
  });
}

/** The median of each figure over runs; failures added up; bound when any run was. */
export function medianResult(runs: readonly LoadResult[]): LoadResult {
  const database = runs.flatMap((r) => (r.cpu.database === undefined ? [] : [r.cpu.database]));
  return {
    rps: median(runs.map((r) => r.rps)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    generator: runs[0]?.generator ?? 'wrk',
    cpu: {
      generator: median(runs.map((r) => r.cpu.generator)),
      server: median(runs.map((r) => r.cpu.server)),
      ...(database.length ? { database: median(database) } : {}),
    },
    generatorBound: runs.some((r) => r.generatorBound),
    pinned: runs.every((r) => r.pinned),
  };
}

/** "wrk: generator 0.41 core, server 0.98, database 0.12" (and a mark when the generator bound it). */
export function cpuNote(result: LoadResult): string {
  const { generator, server, database } = result.cpu;
  const cores = `generator ${generator.toFixed(2)} core, server ${server.toFixed(2)}${
    database === undefined ? '' : `, database ${database.toFixed(2)}`
  }`;
  return `${result.generator}: ${cores}${result.generatorBound ? ' (GENERATOR-BOUND)' : ''}`;
}

/** The SQL the two endpoints run, as the same role with the same claims, one call at a time. */
export async function inProcessMedianMs(
  db: Database,
  claims: RequestClaims,
  sql: string,
  params: unknown[],
  iterations: number,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < iterations + 5; i++) {
    const start = performance.now();
    await asRequestRole(db, claims, (tx) => tx.query(sql, params));
    // The first few warm the plan cache and PGlite's pages.
    if (i >= 5) times.push(performance.now() - start);
  }
  return median(times);
}

export const PUBLIC_MENU_SQL = 'select public.public_menu($1) as menu';

/** What PostgREST runs for the owner's list: items with the embedded category name, filtered and sorted. */
export const OWNER_ITEMS_SQL = `
  select coalesce(json_agg(t), '[]') as body from (
    select i.id, i.name, i.description, i.price, i.image_url, i.image_path, i.category_id,
           (select json_build_object('name', c.name) from public.categories c where c.id = i.category_id) as categories
    from public.menu_items i
    where i.business_id = $1 and (i.name ilike $2 or i.description ilike $2)
    order by i.price desc
  ) t`;
