// Requests per second and latency through the whole HTTP stack (autocannon), next to the same SQL
// run in-process on the database, so the cost of the HTTP layer shows.
import autocannon from 'autocannon';
import { asRequestRole, type RequestClaims } from '../../server/db/request-role.ts';
import type { Database } from '../../server/db/database.ts';
import { median } from '../lib/stats.ts';

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors: a throughput figure means nothing if these are not zero. */
  failures: number;
}

export async function loadOnce(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  /** A POST body (JSON); without it the requests are GETs. */
  body?: string,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(body === undefined ? {} : { method: 'POST' as const, body }),
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function medianResult(runs: readonly LoadResult[]): LoadResult {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  };
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
