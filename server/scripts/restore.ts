// `npm run restore -- <file>`: a backup of `npm run backup` into DATA_DIR, which must be empty.
import path from 'node:path';
import { BackupError, restoreBackup } from '../backup/backup.ts';
import { ConfigError, readServerConfig } from '../config.ts';

(async () => {
  const file = process.argv[2];
  if (!file) {
    console.error(
      'Usage: npm run restore -- <backup file>   (into DATA_DIR, default .data, which must be empty)',
    );
    process.exit(2);
  }
  const config = readServerConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: restore that database with pg_restore and copy the storage folder back (README "Backups").',
    );
  }
  const manifest = await restoreBackup(path.resolve(file), config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}. Start the server with DATA_DIR=${config.dataDir}.`,
  );
})().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Restore failed:', error);
  process.exit(1);
});
