import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryResult, TransactionOptions } from './database.ts';
import { Mutex, StatementTimeoutError, type Lane } from './database.ts';

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
 * Embedded Postgres persisted under dataDir (or in memory when dataDir is undefined), started from
 * the tarball `loadDataDir` when given (a `snapshot()`), instead of an empty cluster.
 * PGlite has a single session, so every call goes through one queue: a plain query can never
 * slip into another request's open transaction. With `worker` (what the server uses) PGlite runs
 * in a worker thread (pglite-worker.js), off the event loop, and statement timeouts are enforced.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { worker?: boolean; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (options.worker && dataDir) return openPgliteWorker(dataDir);
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
    listen: (channel, notify) =>
      mutex.run(async () => {
        const unlisten = await pglite.listen(channel, notify);
        return () => mutex.run(() => unlisten());
      }),
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

/** The database is being restarted after a statement was ended, or its thread died: 503. */
class DatabaseRestartingError extends Error {
  override name = 'DatabaseRestartingError';
  readonly code = '08006';
  constructor(cause: string) {
    super(`The embedded database restarted (${cause}); try again.`);
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface WorkerError {
  message: string;
  [field: string]: unknown;
}

type Operation =
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

const WORKER_FILE = new URL('./pglite-worker.js', import.meta.url);

/**
 * The thread that owns PGlite. A statement past its timeout, or a crash (PGlite aborts on "out of
 * memory"), ends the thread and starts a new one on the same data directory: PostgreSQL's crash
 * recovery brings back every committed transaction, as after a power cut. `generation` counts the
 * threads, so a transaction begun on an ended one is not continued on its successor.
 */
class PgliteThread {
  generation = 1;
  #worker!: Worker;
  #ready: Promise<void>;
  #pending = new Map<number, Pending>();
  #nextId = 0;
  #closed = false;
  /** Threads ended on purpose: their exit is not a crash. */
  #retired = new WeakSet<Worker>();
  /** LISTEN channels and their listeners; a restarted thread listens again. */
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(readonly dataDir: string) {
    this.#ready = this.#spawn();
  }

  get ready(): Promise<void> {
    return this.#ready;
  }

  #spawn(): Promise<void> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir: this.dataDir } });
    this.#worker = worker;
    let started = false;
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        started = true;
        worker.off('message', onMessage);
        worker.on(
          'message',
          (answer: {
            id: number;
            result?: unknown;
            error?: WorkerError;
            notify?: string;
            payload?: unknown;
          }) => {
            if (answer.notify !== undefined) this.#notify(answer.notify, answer);
            else this.#settle(answer);
          },
        );
        resolve();
      };
      worker.on('message', onMessage);
      // A thread that cannot open the database is not started again: every call sees why.
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite's thread ended with code ${code}`)));
    });
    ready.catch(() => undefined);
    const relisten = ready.then(async () => {
      for (const channel of this.#listeners.keys())
        await this.#send(worker, { op: 'listen', channel });
    });
    worker.on('error', (error) => started && this.#lost(worker, `it failed: ${error.message}`));
    worker.on(
      'exit',
      (code) => started && this.#lost(worker, `its thread ended with code ${code}`),
    );
    relisten.catch(() => undefined);
    return relisten;
  }

  #notify(channel: string, message: { payload?: unknown }): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(String(message.payload));
  }

  async listen(channel: string, notify: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(notify);
    // The worker keeps listening (an unlisten would race a restart); nothing is delivered anymore.
    return async () => void listeners.delete(notify);
  }

  #settle(answer: { id: number; result?: unknown; error?: WorkerError }): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (answer.error) pending.reject(Object.assign(new Error(answer.error.message), answer.error));
    else pending.resolve(answer.result);
  }

  /** The thread ended while calls were waiting on it: they fail, and a new thread starts. */
  #lost(worker: Worker, cause: string): void {
    if (worker !== this.#worker || this.#retired.has(worker) || this.#closed) return;
    console.error(`The embedded database's thread stopped (${cause}); restarting it.`);
    this.#restart(new DatabaseRestartingError(cause));
  }

  #restart(reason: unknown): void {
    const old = this.#worker;
    this.#retired.add(old);
    this.generation++;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const call of pending) call.reject(reason);
    // The old thread is gone before the new one opens the same files: two PGlite instances on one
    // data directory at once would corrupt it. Calls meanwhile wait for the new one.
    this.#ready = old
      .terminate()
      .catch(() => undefined)
      .then(() => this.#spawn());
    this.#ready.catch(() => undefined);
  }

  async call(operation: Operation, timeoutMs?: number): Promise<unknown> {
    await this.#ready;
    return this.#send(this.#worker, operation, timeoutMs);
  }

  #send(worker: Worker, operation: Operation, timeoutMs?: number): Promise<unknown> {
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          if (timer) clearTimeout(timer);
          settle(value);
        };
      this.#pending.set(id, { resolve: done(resolve), reject: done(reject) });
      if (timeoutMs !== undefined && timeoutMs > 0) {
        timer = setTimeout(() => {
          if (this.#retired.has(worker) || !this.#pending.has(id)) return;
          // PGlite cannot cancel a statement: end its thread, as PostgreSQL ends the statement.
          this.#restart(new StatementTimeoutError());
        }, timeoutMs);
      }
      worker.postMessage({ id, ...operation });
    });
  }

  async close(): Promise<void> {
    await this.#ready.catch(() => undefined);
    await this.call({ op: 'close' }).catch(() => undefined);
    this.#closed = true;
    this.#retired.add(this.#worker);
    await this.#worker.terminate();
  }
}

function threadQueryable(
  thread: PgliteThread,
  check: () => void = () => undefined,
  timeoutMs?: number,
): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      check();
      const result = (await thread.call({ op: 'query', sql, params }, timeoutMs)) as {
        rows: T[];
        affectedRows: number;
      };
      return { rows: result.rows, rowCount: Math.max(result.affectedRows, result.rows.length) };
    },
    async exec(sql: string): Promise<void> {
      check();
      await thread.call({ op: 'exec', sql }, timeoutMs);
    },
  };
}

async function openPgliteWorker(dataDir: string): Promise<Database> {
  const thread = new PgliteThread(dataDir);
  await thread.ready;
  const mutex = new Mutex();
  const direct = threadQueryable(thread);
  const transaction =
    (lane: Lane) =>
    <T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> =>
      mutex.run(async () => {
        await direct.exec('begin');
        const generation = thread.generation;
        const sameThread = () => {
          // The thread was restarted (a timeout or a crash): this transaction is gone with it.
          if (thread.generation !== generation) throw new DatabaseRestartingError('ended');
        };
        try {
          const result = await fn(threadQueryable(thread, sameThread, options.statementTimeoutMs));
          sameThread();
          await direct.exec('commit');
          return result;
        } catch (error) {
          if (thread.generation === generation)
            await direct.exec('rollback').catch(() => undefined);
          throw error;
        }
      }, lane);
  const query =
    (lane: Lane) =>
    <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> =>
      mutex.run(() => direct.query<T>(sql, params), lane);
  return {
    kind: 'pglite',
    query: query('read'),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: transaction('read'),
    priority: {
      query: query('page'),
      exec: (sql) => mutex.run(() => direct.exec(sql), 'page'),
      transaction: transaction('page'),
    },
    writes: {
      query: query('write'),
      exec: (sql) => mutex.run(() => direct.exec(sql), 'write'),
      transaction: transaction('write'),
    },
    busyFor: () => mutex.heldFor(),
    listen: (channel, notify) => mutex.run(() => thread.listen(channel, notify)),
    snapshot: (during) =>
      mutex.run(async () => {
        const tarball = (await thread.call({ op: 'dump' })) as ArrayBuffer;
        await during();
        return new Blob([tarball]);
      }),
    close: () => mutex.run(() => thread.close()),
  };
}
