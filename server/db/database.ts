/** The one database interface the backend talks to, over PGlite or a real PostgreSQL. */

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (or returned, for a select). */
  rowCount: number;
}

export interface Queryable {
  /** One statement with bind parameters ($1, $2, ...). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN ... COMMIT (ROLLBACK when it throws). Requests are serialised on PGlite,
   * which has one session; use `set_config(..., true)` / SET LOCAL inside so nothing leaks.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite only: a tarball of the data directory, taken while no query or transaction runs; `during`
   * runs in that same quiet moment (the backup links the stored files there).
   */
  snapshot?(during: () => Promise<void>): Promise<Blob>;
  close(): Promise<void>;
}

/** Runs async work one at a time, in arrival order. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work, work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
