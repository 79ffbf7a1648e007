// `npm run backup [-- <file>]`: a backup of the embedded database and the stored files. With the
// server running it asks the server (which has the database open) for one; otherwise it opens the
// data directory itself. DATABASE_URL databases are backed up with pg_dump instead.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupError, writeBackup } from '../backup/backup.ts';
import { RUNNING_MARKER } from '../boot.ts';
import { ConfigError, readServerConfig, type ServerConfig } from '../config.ts';
import { openPglite } from '../db/pglite.ts';
import { BACKUP_SECRET_HEADER, BACKUP_TOKEN_FILE, readBackupToken } from '../backup/token.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The port of the server that has this data directory open, if one is running. */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const marker = path.join(dataDir, RUNNING_MARKER);
  if (!existsSync(marker)) return undefined;
  const { pid, port } = JSON.parse(await readFile(marker, 'utf8')) as { pid: number; port: number };
  return isAlive(pid) ? port : undefined;
}

export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.resolve('backups', `qr-menu-${stamp}.tar.gz`);
}

/** Writes the backup and says how it was taken. */
export async function backup(config: ServerConfig, file: string): Promise<'server' | 'offline'> {
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up that database with pg_dump --format=custom and copy DATA_DIR/storage (README "Backups").',
    );
  }
  const port = await runningPort(config.dataDir);
  if (port !== undefined) {
    const secret = config.backupSecret ?? (await readBackupToken(config.dataDir));
    if (!secret) {
      throw new BackupError(
        `No backup secret: set BACKUP_SECRET as the server has it, or run as a user who can read ${path.join(config.dataDir, BACKUP_TOKEN_FILE)}.`,
      );
    }
    const response = await fetch(`http://127.0.0.1:${port}/_backup`, {
      method: 'POST',
      headers: { [BACKUP_SECRET_HEADER]: secret },
    });
    if (!response.ok) {
      throw new BackupError(
        `The server on port ${port} refused the backup (${response.status}): ${await response.text()}`,
      );
    }
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return 'server';
  }
  if (!existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
  }
  const db = await openPglite(path.join(config.dataDir, 'pgdata'));
  try {
    await writeBackup(db, config.dataDir, file);
  } finally {
    await db.close();
  }
  return 'offline';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  (async () => {
    const config = readServerConfig();
    const file = path.resolve(process.argv[2] ?? defaultBackupFile());
    const how = await backup(config, file);
    console.log(
      `Backup written to ${file} (${how === 'server' ? 'from the running server' : 'server not running'}).`,
    );
  })().catch((error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error('Backup failed:', error);
    process.exit(1);
  });
}
