// The two databases every schema test runs on: embedded PGlite (the local default) and a real
// PostgreSQL 15 (what DATABASE_URL and hosted Supabase run), each migrated from supabase/migrations.
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { startPostgres15 } from '../../../server/testing/postgres15.ts';

export interface MigratedDatabase {
  db: Database;
  close: () => Promise<void>;
}

export type EngineName = 'pglite' | 'postgres15';

export const engines: Array<[EngineName, () => Promise<MigratedDatabase>]> = [
  [
    'pglite',
    async () => {
      // In memory: the same engine as on disk, without the disk writes.
      const db = await openPglite(undefined);
      await migrate(db);
      return { db, close: () => db.close() };
    },
  ],
  [
    'postgres15',
    async () => {
      const server = await startPostgres15();
      const db = await openPostgres(await server.createDatabase());
      await migrate(db);
      return {
        db,
        close: async () => {
          await db.close();
          await server.stop();
        },
      };
    },
  ],
];
