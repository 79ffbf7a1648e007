// What an interrupted backup or upload leaves in DATA_DIR: backup staging folders and archives
// (.backup-*) and upload temp files (storage/.tmp). At start nothing can be using them yet.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { storageRoot } from '../storage/files.ts';

/** Removes the leftovers and returns their paths. */
export async function sweepLeftovers(dataDir: string): Promise<string[]> {
  const removed: string[] = [];
  const remove = async (file: string) => {
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
