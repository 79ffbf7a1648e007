// Object bytes on disk at `${DATA_DIR}/storage/${bucket}/${name}`. Uploads go to a temp file first
// and are renamed into place only after their database row commits.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectRef } from './object-path.ts';

export function storageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function objectFilePath(dataDir: string, ref: ObjectRef): string {
  const bucketDir = path.resolve(storageRoot(dataDir), ref.bucket);
  const file = path.resolve(bucketDir, ref.name);
  // checkObjectName already refuses "..": this is the belt to those braces.
  if (!file.startsWith(bucketDir + path.sep))
    throw new Error(`object path escapes its bucket: ${ref.name}`);
  return file;
}

const STALE_TEMP_MS = 60 * 60 * 1000;
const sweptDirs = new Set<string>();

// A server killed mid-upload leaves its temp file behind; the first upload after a start clears
// those (old enough that no live upload can own them).
async function sweepStaleTemps(dir: string): Promise<void> {
  if (sweptDirs.has(dir)) return;
  sweptDirs.add(dir);
  for (const entry of await readdir(dir)) {
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
  }
}

/** Writes bytes to a temp file beside the buckets (same file system, so rename is atomic). */
export async function writeTemp(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dir = path.join(storageRoot(dataDir), '.tmp');
  await mkdir(dir, { recursive: true });
  await sweepStaleTemps(dir);
  const file = path.join(dir, randomUUID());
  await writeFile(file, bytes);
  return file;
}

export async function moveIntoPlace(temp: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await rename(temp, target);
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

export async function readObjectFile(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
