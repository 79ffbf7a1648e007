// Backups of the embedded database and the stored files as one .tar.gz: manifest.json, pgdata.tar
// (PGlite's own dump of its data directory) and storage/. Taken in one quiet moment of the
// database, with the files hard-linked there, so every row has its file while the server runs on.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import type { Database } from '../db/database.ts';
import { restorePglite } from '../db/pglite.ts';
import { storageRoot } from '../storage/files.ts';

export const BACKUP_FORMAT = 'qr-menu-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

// Hard links cost nothing and keep a file's bytes even when an upload replaces it a moment later;
// a file system without them gets a copy.
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    // .tmp holds uploads whose row has not committed: not part of any snapshot.
    if (entry.name === '.tmp') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/** Writes a backup of the database and `${dataDir}/storage` to `file` (a .tar.gz). */
export async function writeBackup(db: Database, dataDir: string, file: string): Promise<void> {
  if (!db.snapshot) {
    throw new BackupError(
      'The server uses DATABASE_URL: back up that database with pg_dump and copy DATA_DIR/storage (README "Backups").',
    );
  }
  // Beside the data, so hard links stay on one file system.
  const staging = path.join(dataDir, `.backup-${randomUUID()}`);
  try {
    await mkdir(staging, { recursive: true });
    const storage = storageRoot(dataDir);
    const tarball = await db.snapshot(async () => {
      if (existsSync(storage)) await linkTree(storage, path.join(staging, 'storage'));
      else await mkdir(path.join(staging, 'storage'));
    });
    await writeFile(path.join(staging, 'pgdata.tar'), Buffer.from(await tarball.arrayBuffer()));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await create({ gzip: true, file, cwd: staging, portable: true }, [
      'manifest.json',
      'pgdata.tar',
      'storage',
    ]);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Restores a backup into `dataDir`, which must be missing or empty. */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(
      `${dataDir} is not empty. Restore into an empty data directory (DATA_DIR=.data-restored npm run restore -- ${file}), then start the server with that DATA_DIR.`,
    );
  }
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  await mkdir(dataDir, { recursive: true });
  try {
    await extract({ file, cwd: dataDir, strict: true });
    const manifestFile = path.join(dataDir, 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Partial<BackupManifest>)
      : {};
    if (manifest.format !== BACKUP_FORMAT || !existsSync(path.join(dataDir, 'pgdata.tar'))) {
      throw new BackupError(`${file} is not a QR Menu backup (made by npm run backup).`);
    }
    const tarball = new Blob([await readFile(path.join(dataDir, 'pgdata.tar'))]);
    await restorePglite(path.join(dataDir, 'pgdata'), tarball);
    await rm(path.join(dataDir, 'pgdata.tar'));
    await rm(manifestFile);
    return manifest as BackupManifest;
  } catch (error) {
    // A half-restored directory must not be mistaken for a good one.
    await rm(dataDir, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Could not restore ${file}: ${(error as Error).message}`);
  }
}
