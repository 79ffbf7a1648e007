import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PGlite under `${dataDir}/pgdata` by default, in a thread of its own (off the event loop, with
 * statement timeouts); a real PostgreSQL when databaseUrl is set. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL: sessions of the main pool (ServerConfig.dbPoolSize). */
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(path.join(options.dataDir, 'pgdata'), { worker: true });
}
