import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

// Keep values as Postgres text (numeric stays exact); the API layers build JSON in SQL anyway.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 1700 ? (value: string) => value : pg.types.getTypeParser(oid, format ?? 'text'),
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query({ text: sql, values: params, types });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

// The statement timeout itself is set in SQL by the caller (asRequestRole), as PostgREST does.
function transactions(pool: pg.Pool): Database['transaction'] {
  return async (fn) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * LISTEN through a connection of its own (a pooled one would be handed to other work). After a
 * drop it connects again, a second later and then up to every 10 s; what was notified meanwhile
 * is lost, which is why the realtime feed also polls its queue.
 */
function listenPostgres(
  connectionString: string,
  channel: string,
  notify: (payload: string) => void,
  onState?: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'qrmenu realtime listen' });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      onState?.(false);
      next.end().catch(() => undefined);
      if (!closed && !retry) schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) notify(message.payload ?? '');
    });
    client = next;
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    delay = 1000;
    // Lost again while LISTEN was under way: `lost` has already said so.
    if (client === next) onState?.(true);
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        delay = Math.min(delay * 2, 10_000);
        if (!closed && !retry) schedule();
      });
    }, delay);
  };
  return connect().then(() => async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });
}

/** A real PostgreSQL reached through DATABASE_URL; the pool gives each transaction its own session. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Two sessions of their own for the hosted page's cached path (Database.priority): heavy
  // requests holding the whole main pool until their statement timeout cannot queue it.
  const priorityPool = new pg.Pool({ connectionString, max: 2 });
  // Three for requests that write (Database.writes): reads filling the main pool cannot queue them.
  const writesPool = new pg.Pool({ connectionString, max: 3 });
  // Fail at start-up with the driver's message rather than on the first request.
  await pool.query('select 1');
  // Statements and transactions of this process finished on the main and writes pools
  // (Database.completed).
  let completed = 0;
  const counted = <T>(work: Promise<T>): Promise<T> => work.finally(() => completed++);
  const direct = wrap(pool);
  const priority = wrap(priorityPool);
  const transaction = transactions(pool);
  const writing = wrap(writesPool);
  const writeTransaction = transactions(writesPool);
  return {
    kind: 'postgres',
    query: (sql, params) => counted(direct.query(sql, params)),
    exec: (sql) => counted(direct.exec(sql)),
    transaction: (fn, options) => counted(transaction(fn, options)),
    priority: {
      query: (sql, params) => priority.query(sql, params),
      exec: (sql) => priority.exec(sql),
      transaction: transactions(priorityPool),
    },
    writes: {
      query: (sql, params) => counted(writing.query(sql, params)),
      exec: (sql) => counted(writing.exec(sql)),
      transaction: (fn, options) => counted(writeTransaction(fn, options)),
    },
    listen: (channel, notify, onState) =>
      listenPostgres(connectionString, channel, notify, onState),
    completed: () => completed,
    uncounted: direct,
    close: async () => {
      await Promise.all([pool.end(), priorityPool.end(), writesPool.end()]);
    },
  };
}
