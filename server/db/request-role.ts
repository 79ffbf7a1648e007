import type { Database, Queryable } from './database.ts';

/** The JWT claims a request carries; `role` is anon, authenticated or service_role. */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

/**
 * Runs fn in one transaction as the request's database role with `request.jwt.claims` set,
 * exactly as PostgREST does, so row level security and storage policies decide. Both settings are
 * transaction-local: nothing leaks into the next request on PGlite's single session.
 */
export function asRequestRole<T>(
  db: Database,
  claims: RequestClaims,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [claims.role, JSON.stringify(claims), claims.sub ?? ''],
    );
    return fn(tx);
  });
}
