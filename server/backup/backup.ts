// Backups of the embedded database and the stored files as one .tar.gz: manifest.json, pgdata.tar
// (PGlite's own dump of its data directory) and storage/. Taken in one quiet moment of the
// database, with the files hard-linked there, so every row has its file while the server runs on.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { create, extract, list } from 'tar';
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

// A backup holds plain files and folders under relative names; anything else (a link that makes a
// stored "image" serve a database file, a name that climbs out of the data directory) is refused.
const PLAIN_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

// PGlite's own dump names its files from the root of its data directory ("/PG_VERSION").
function entryProblem(name: string, type: string, rooted: boolean): string | undefined {
  if (!PLAIN_TYPES.has(type)) {
    const what =
      type === 'SymbolicLink' ? 'a symbolic link' : type === 'Link' ? 'a hard link' : `a ${type}`;
    return `${name} is ${what}`;
  }
  const relative = rooted ? name.replace(/^\/+/, '') : name;
  if (
    path.isAbsolute(relative) ||
    /^[a-zA-Z]:/.test(relative) ||
    relative.split(/[\\/]/).includes('..')
  ) {
    return `${name} points outside the data directory`;
  }
  return undefined;
}

/** Throws BackupError naming the entries of the archive that are not plain relative files. */
async function checkArchive(archive: string, label: string, rooted = false): Promise<void> {
  const problems: string[] = [];
  try {
    await list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem(entry.path, entry.type, rooted);
        if (problem) problems.push(problem);
      },
    });
  } catch (error) {
    throw new BackupError(`${label} is not a QR Menu backup: ${(error as Error).message}`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join('; ');
    const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
    throw new BackupError(`${label} is not a safe backup: ${shown}${more}. Nothing was restored.`);
  }
}

/**
 * Restores a backup into `dataDir`, which must be missing or empty. The work happens in a folder
 * beside it, moved into place only when complete: a failed restore leaves nothing behind.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const target = path.resolve(dataDir);
  if (existsSync(target) && (await readdir(target)).length > 0) {
    throw new BackupError(
      `${dataDir} is not empty. Restore into an empty data directory (DATA_DIR=.data-restored npm run restore -- ${file}), then start the server with that DATA_DIR.`,
    );
  }
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  await checkArchive(file, file);
  const staging = `${target}.restoring-${randomUUID()}`;
  try {
    await mkdir(staging, { recursive: true });
    await extract({ file, cwd: staging, strict: true });
    const manifestFile = path.join(staging, 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Partial<BackupManifest>)
      : {};
    const pgdataTar = path.join(staging, 'pgdata.tar');
    if (manifest.format !== BACKUP_FORMAT || !existsSync(pgdataTar)) {
      throw new BackupError(`${file} is not a QR Menu backup (made by npm run backup).`);
    }
    await checkArchive(pgdataTar, `The database inside ${file}`, true);
    const tarball = new Blob([await readFile(pgdataTar)]);
    await restorePglite(path.join(staging, 'pgdata'), tarball);
    await rm(pgdataTar);
    await rm(manifestFile);
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
    return manifest as BackupManifest;
  } catch (error) {
    // Say what went wrong, not what cleaning up after it ran into.
    const cause =
      error instanceof BackupError
        ? error
        : new BackupError(`Could not restore ${file}: ${(error as Error).message}`);
    try {
      await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (cleanup) {
      cause.message += ` (The unfinished restore in ${staging} could not be removed: ${(cleanup as Error).message}; delete it by hand.)`;
    }
    throw cause;
  }
}
