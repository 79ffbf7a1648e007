// The secret POST /_backup needs: BACKUP_SECRET, or a random token the server keeps in DATA_DIR
// (readable by whoever can read the data itself), which `npm run backup` reads from there.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_TOKEN_FILE = 'backup-token';
/** The request header carrying the secret. */
export const BACKUP_SECRET_HEADER = 'x-backup-secret';

/** The token in `${dataDir}/backup-token`, created (owner-only) when missing. */
export async function ensureBackupToken(dataDir: string): Promise<string> {
  const existing = await readBackupToken(dataDir);
  if (existing) return existing;
  const token = randomBytes(32).toString('hex');
  await writeFile(path.join(dataDir, BACKUP_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  return token;
}

export async function readBackupToken(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(dataDir, BACKUP_TOKEN_FILE), 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compares in constant time, so the secret cannot be guessed byte by byte. */
export function secretMatches(sent: string | undefined, secret: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
