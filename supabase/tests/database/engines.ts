// The two databases every schema test runs on: embedded PGlite (the local default) and a real
// PostgreSQL 15 (what DATABASE_URL and hosted Supabase run), each as supabase/migrations leave it.
import type { Database } from '../../../server/db/database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { pgliteTemplateTarball } from '../../../server/testing/pglite-template.ts';
import { testDatabase } from '../../../server/testing/shared-postgres15.ts';

export interface MigratedDatabase {
  db: Database;
  close: () => Promise<void>;
}

export type EngineName = 'pglite' | 'postgres15';

export const engines: Array<[EngineName, () => Promise<MigratedDatabase>]> = [
  [
    'pglite',
    async () => {
      // In memory (the same engine as on disk, without the disk writes), loaded from the migrated
      // template rather than migrated again.
      const db = await openPglite(undefined, { loadDataDir: await pgliteTemplateTarball() });
      return { db, close: () => db.close() };
    },
  ],
  [
    'postgres15',
    async () => {
      const database = await testDatabase();
      const db = await openPostgres(database.url);
      return {
        db,
        close: async () => {
          await db.close();
          await database.drop();
        },
      };
    },
  ],
];
