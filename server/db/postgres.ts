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

/** A real PostgreSQL reached through DATABASE_URL; the pool gives each transaction its own session. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Two sessions of their own for the hosted page's cached path (Database.priority): heavy
  // requests holding all ten of the main pool until their statement timeout cannot queue it.
  const priorityPool = new pg.Pool({ connectionString, max: 2 });
  // Fail at start-up with the driver's message rather than on the first request.
  await pool.query('select 1');
  const direct = wrap(pool);
  const priority = wrap(priorityPool);
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    transaction: transactions(pool),
    priority: {
      query: (sql, params) => priority.query(sql, params),
      exec: (sql) => priority.exec(sql),
      transaction: transactions(priorityPool),
    },
    close: async () => {
      await Promise.all([pool.end(), priorityPool.end()]);
    },
  };
}
