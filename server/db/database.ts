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

export interface TransactionOptions {
  /**
   * The role's statement timeout (PostgREST applies the impersonated role's settings). PostgreSQL
   * enforces it from `set_config('statement_timeout', ...)`; PGlite has no timer of its own, so its
   * worker adapter ends a statement that runs longer, with PostgreSQL's 57014 error.
   */
  statementTimeoutMs?: number;
}

/** PostgreSQL's error when a statement outlives statement_timeout. */
export class StatementTimeoutError extends Error {
  override name = 'StatementTimeoutError';
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN ... COMMIT (ROLLBACK when it throws). Requests are serialised on PGlite,
   * which has one session; use `set_config(..., true)` / SET LOCAL inside so nothing leaks.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The same database through capacity kept for the hosted page's cached path (menu-cache.ts): a
   * small pool of its own on PostgreSQL, the front of the queue on PGlite, so heavy requests
   * that fill the main pool or queue do not make a customer's menu wait behind them.
   */
  readonly priority?: Queryable & Pick<Database, 'transaction'>;
  /**
   * The same database through capacity kept for requests that write (a customer's order, a
   * table's call, an owner's save, every sign-in and token refresh): a small pool of its own on
   * PostgreSQL, ahead of waiting reads on PGlite, so a flood of heavy reads never queues an order
   * behind it. Counted by `completed()` like the main pool: its writes change menus too.
   */
  readonly writes?: Queryable & Pick<Database, 'transaction'>;
  /**
   * PGlite: how long the one session has been held by the work now running (0 when idle), so the
   * hosted page can answer from its cache at once instead of queueing behind a slow statement.
   */
  busyFor?(): number;
  /**
   * PGlite only: a tarball of the data directory, taken while no query or transaction runs; `during`
   * runs in that same quiet moment (the backup links the stored files there).
   */
  snapshot?(during: () => Promise<void>): Promise<Blob>;
  /**
   * LISTEN on a channel: `notify` gets each NOTIFY payload once its transaction commits, in commit
   * order. PostgreSQL: a connection of its own that reconnects after a drop (notifications sent
   * meanwhile are lost, so callers also poll). PGlite: its one session, from the worker thread.
   */
  listen?(
    channel: string,
    notify: (payload: string) => void,
    /** PostgreSQL: false when the connection is lost (notifications are missed until it is
     * back), true once it listens again. PGlite never loses them (its thread listens again
     * before it takes any other call). */
    onState?: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * PostgreSQL: how many statements and transactions this process has finished on the main and
   * writes pools (a write among them may have committed). Their notifications reach the LISTEN
   * connection a moment after the writer hears of its commit, so a cache that trusts notifications
   * confirms it has heard up to here before it trusts them again (menu-cache.ts). PGlite needs
   * nothing of the kind: its thread posts a notification before the answer of the statement that
   * caused it.
   */
  completed?(): number;
  /**
   * PostgreSQL: the main pool for statements that change no menu (the realtime feed reading its
   * queue and matching its capture triggers, every second), not counted by `completed()`: counted,
   * each of them made the next scan of a cached menu confirm it had heard every notice first.
   */
  uncounted?: Queryable;
  close(): Promise<void>;
}

/**
 * The database with its statements sent through the writes lane (Database.writes), for requests
 * that write nearly always: sign-in, sign-up, token refresh, account changes.
 */
export function throughWritesLane(db: Database): Database {
  const lane = db.writes;
  if (!lane) return db;
  let through = writesLanes.get(db);
  if (!through) {
    through = { ...db, query: lane.query, exec: lane.exec, transaction: lane.transaction };
    writesLanes.set(db, through);
  }
  return through;
}

const writesLanes = new WeakMap<Database, Database>();

/**
 * The queues of the Mutex, first served first: the hosted page's cached path, then writes, then
 * everything else (reads, in arrival order).
 */
export type Lane = 'page' | 'write' | 'read';

/** Runs async work one at a time, in arrival order within a lane; earlier lanes go first. */
export class Mutex {
  #busy = false;
  #since = 0;
  readonly #queues: Record<Lane, (() => void)[]> = { page: [], write: [], read: [] };

  async run<T>(work: () => Promise<T>, lane: Lane = 'read'): Promise<T> {
    if (this.#busy) {
      await new Promise<void>((resolve) => this.#queues[lane].push(resolve));
    }
    this.#busy = true;
    this.#since = performance.now();
    try {
      return await work();
    } finally {
      const { page, write, read } = this.#queues;
      const next = page.shift() ?? write.shift() ?? read.shift();
      if (next) next();
      else this.#busy = false;
    }
  }

  /** Milliseconds the work now running has held the lock; 0 when nothing runs. */
  heldFor(): number {
    return this.#busy ? performance.now() - this.#since : 0;
  }
}
