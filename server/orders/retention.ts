// Recorded orders forget their customer (name, address, location, note) once older than their
// business's order_retention_days. place_order clears its own business's old orders as each new
// one arrives; a business that stops getting orders is covered by this hourly run of
// public.forget_order_customers(), which also drops rate-limit windows older than an hour.
import type { Database } from '../db/database.ts';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Runs forget_order_customers() now; answers how many orders it cleared. */
export async function forgetOrderCustomers(db: Pick<Database, 'query'>): Promise<number> {
  const { rows } = await db.query<{ cleared: number }>(
    'select public.forget_order_customers() as cleared',
  );
  return rows[0]?.cleared ?? 0;
}

/** Starts the hourly run (first one a minute after start); the returned function stops it. */
export function startOrderRetention(
  db: Pick<Database, 'query'>,
  log: (line: string) => void,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  const run = () => {
    forgetOrderCustomers(db).then(
      (cleared) => {
        if (cleared > 0) log(`Cleared the customer details of ${cleared} order(s) past retention.`);
      },
      (error: unknown) => log(`Order retention run failed: ${String(error)}`),
    );
  };
  const first = setTimeout(run, Math.min(60_000, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** Writes the configured order limits (config.orderRateLimits) into public.app_limits. */
export async function applyOrderRateLimits(
  db: Pick<Database, 'query'>,
  limits: { perAddress?: number | undefined; perTable?: number | undefined },
): Promise<void> {
  if (limits.perAddress === undefined && limits.perTable === undefined) return;
  await db.query(
    `update public.app_limits set orders_per_address = coalesce($1, orders_per_address),
       orders_per_table = coalesce($2, orders_per_table), updated_at = now()`,
    [limits.perAddress ?? null, limits.perTable ?? null],
  );
}
