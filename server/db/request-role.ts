import type { Database, Queryable } from './database.ts';

/** The JWT claims a request carries; `role` is anon, authenticated or service_role. */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

/** What PostgREST exposes of the HTTP request to SQL: request.headers, request.method, request.path. */
export interface RequestInfo {
  /** Lower-case header names to values (repeated headers joined with ", "). */
  headers: Record<string, string>;
  method: string;
  path: string;
  /** GET/HEAD and calls of stable functions run READ ONLY, as PostgREST runs them. */
  readOnly?: boolean;
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
  request?: RequestInfo,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (request?.readOnly) await tx.query('set transaction read only');
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
         set_config('request.headers', $4, true), set_config('request.method', $5, true), set_config('request.path', $6, true)`,
      [
        claims.role,
        JSON.stringify(claims),
        claims.sub ?? '',
        JSON.stringify(request?.headers ?? {}),
        request?.method ?? '',
        request?.path ?? '',
      ],
    );
    return fn(tx);
  });
}
