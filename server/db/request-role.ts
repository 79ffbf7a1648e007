import type { Database, Queryable, TransactionOptions } from './database.ts';

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

/** A role's statement_timeout as `alter role ... set statement_timeout` stored it. */
export interface RoleTimeout {
  /** The setting's text, e.g. '3s', set per transaction as PostgREST does. */
  setting: string;
  milliseconds: number;
}

const UNITS_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** PostgreSQL's reading of a time setting: a number with an optional unit, milliseconds by default. */
export function timeoutMilliseconds(setting: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting);
  if (!match) return undefined;
  return Math.round(Number(match[1]) * (UNITS_MS[match[2] ?? 'ms'] ?? 1));
}

const roleTimeouts = new WeakMap<Queryable, Promise<Map<string, RoleTimeout>>>();

/**
 * The statement timeouts of the API roles (`alter role anon set statement_timeout = '3s'`, as
 * hosted Supabase sets them), read once per database. A role's settings apply only to sessions
 * that log in as it, and requests switch role inside a transaction: PostgREST (since v11) reads
 * them from pg_db_role_setting and applies them per transaction, and so do we.
 */
export function roleTimeoutsOf(db: Queryable): Promise<Map<string, RoleTimeout>> {
  let loading = roleTimeouts.get(db);
  if (!loading) {
    loading = db
      .query<{ role: string; setting: string }>(
        `select r.rolname as role, split_part(c, '=', 2) as setting
         from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) c
         where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
           and split_part(c, '=', 1) = 'statement_timeout'
         order by s.setdatabase`,
      )
      .then(({ rows }) => {
        const timeouts = new Map<string, RoleTimeout>();
        // Ordered so a setting for this database overrides one for every database.
        for (const { role, setting } of rows) {
          const milliseconds = timeoutMilliseconds(setting);
          if (milliseconds !== undefined) timeouts.set(role, { setting, milliseconds });
        }
        return timeouts;
      });
    roleTimeouts.set(db, loading);
    loading.catch(() => roleTimeouts.delete(db));
  }
  return loading;
}

/**
 * Reads the role timeouts for the database and each of its lanes at start, once migrated: a lane's
 * first request would otherwise visit the database twice, and on PGlite's one session the reads
 * queued meanwhile would go between the two visits.
 */
export async function loadRoleTimeouts(db: Database): Promise<void> {
  await Promise.all(
    [db, db.writes, db.priority].flatMap((lane) => (lane ? [roleTimeoutsOf(lane)] : [])),
  );
}

/**
 * Runs fn in one transaction as the request's database role with `request.jwt.claims` set,
 * exactly as PostgREST does, so row level security and storage policies decide, and with the
 * role's statement timeout. Every setting is transaction-local: nothing leaks into the next
 * request on PGlite's single session.
 */
export async function asRequestRole<T>(
  db: Database | (Queryable & Pick<Database, 'transaction'>),
  claims: RequestClaims,
  fn: (tx: Queryable) => Promise<T>,
  request?: RequestInfo,
): Promise<T> {
  const timeout = (await roleTimeoutsOf(db)).get(claims.role);
  const options: TransactionOptions = timeout ? { statementTimeoutMs: timeout.milliseconds } : {};
  return db.transaction(async (tx) => {
    if (request?.readOnly) await tx.query('set transaction read only');
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
         set_config('request.headers', $4, true), set_config('request.method', $5, true), set_config('request.path', $6, true),
         set_config('statement_timeout', coalesce($7, current_setting('statement_timeout')), true)`,
      [
        claims.role,
        JSON.stringify(claims),
        claims.sub ?? '',
        JSON.stringify(request?.headers ?? {}),
        request?.method ?? '',
        request?.path ?? '',
        timeout?.setting ?? null,
      ],
    );
    return fn(tx);
  }, options);
}
