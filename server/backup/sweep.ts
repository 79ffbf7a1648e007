// What an interrupted backup or upload leaves in DATA_DIR: backup staging folders and archives
// (.backup-*) and upload temp files (storage/.tmp). On PGlite, at start nothing can be using them
// yet. With several server processes on one PostgreSQL sharing DATA_DIR, another process may be
// writing an upload right now: only what is older than `olderThanMs` is a leftover then.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { storageRoot } from '../storage/files.ts';

/** Removes the leftovers and returns their paths. */
export async function sweepLeftovers(dataDir: string, olderThanMs = 0): Promise<string[]> {
  const removed: string[] = [];
  const remove = async (file: string) => {
    if (olderThanMs > 0) {
      const modified = await stat(file).then(
        (info) => info.mtimeMs,
        () => undefined,
      );
      if (modified === undefined || Date.now() - modified < olderThanMs) return;
    }
    await rm(file, { recursive: true, force: true, maxRetries: 3 });
    removed.push(file);
  };
  for (const name of await readdir(dataDir).catch(() => [] as string[])) {
    if (name.startsWith('.backup-')) await remove(path.join(dataDir, name));
  }
  const temp = path.join(storageRoot(dataDir), '.tmp');
  for (const name of await readdir(temp).catch(() => [] as string[])) {
    await remove(path.join(temp, name));
  }
  return removed;
}
