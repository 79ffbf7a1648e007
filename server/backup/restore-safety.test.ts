// A tampered or broken backup: restore refuses links and names outside the data directory, says
// the real cause of a failure, and leaves nothing behind.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Header } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BackupError, restoreBackup } from './backup.ts';

const MANIFEST = JSON.stringify({ format: BACKUP_FORMAT, version: 1, createdAt: 'now' });

describe('restore of a tampered or broken backup', () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'qrmenu-restore-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  interface Entry {
    path: string;
    type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
    body?: string | Buffer;
    linkpath?: string;
  }

  /** A tar archive written entry by entry, so it can hold what `npm run backup` never writes. */
  async function archive(name: string, entries: Entry[], pgdata?: Buffer): Promise<string> {
    const blocks: Buffer[] = [];
    for (const entry of [
      { path: 'manifest.json', body: MANIFEST },
      { path: 'pgdata.tar', body: pgdata ?? 'not used: the archive is refused first' },
      ...entries,
    ]) {
      const body = Buffer.from(entry.body ?? '');
      const type = entry.type ?? 'File';
      const header = new Header({
        path: entry.path,
        type,
        size: type === 'File' ? body.length : 0,
        mode: type === 'Directory' ? 0o755 : 0o644,
        mtime: new Date(0),
        ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
      });
      header.encode();
      blocks.push(header.block!);
      if (type === 'File' && body.length > 0) {
        blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
      }
    }
    const file = path.join(work, `${name}.tar`);
    await writeFile(file, Buffer.concat([...blocks, Buffer.alloc(1024)]));
    return file;
  }

  /** Nothing in the parent folder but what was there before (no half-restored or staging dirs). */
  async function leftovers(target: string): Promise<string[]> {
    const base = path.basename(target);
    return (await readdir(path.dirname(target))).filter((entry) => entry.startsWith(base));
  }

  it('refuses a symbolic link that would make a stored image serve a database file', async () => {
    const file = await archive('symlink', [
      {
        path: 'storage/menu-images/owner/photo.webp',
        type: 'SymbolicLink',
        linkpath: '../../../pgdata/postgresql.conf',
      },
    ]);
    const target = path.join(work, 'from-symlink');
    const failure = restoreBackup(file, target);
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(
      /storage\/menu-images\/owner\/photo\.webp is a symbolic link\. Nothing was restored/,
    );
    expect(await leftovers(target)).toEqual([]);
  });

  it('refuses a link inside the database dump too', async () => {
    const dump = await readFile(
      await archive('dump-with-link', [
        { path: '/base/1/evil', type: 'SymbolicLink', linkpath: '/etc/passwd' },
      ]),
    );
    const file = await archive('database-link', [], dump);
    const target = path.join(work, 'from-database-link');
    await expect(restoreBackup(file, target)).rejects.toThrow(
      /The database inside .* is not a safe backup: \/base\/1\/evil is a symbolic link/,
    );
    expect(await leftovers(target)).toEqual([]);
  });

  it('refuses a hard link', async () => {
    const file = await archive('hardlink', [
      { path: 'storage/menu-images/owner/a.webp', body: 'image' },
      { path: 'storage/menu-images/owner/b.webp', type: 'Link', linkpath: 'pgdata/PG_VERSION' },
    ]);
    const target = path.join(work, 'from-hardlink');
    await expect(restoreBackup(file, target)).rejects.toThrow(/b\.webp is a hard link/);
    expect(await leftovers(target)).toEqual([]);
  });

  it('refuses names that climb out of the data directory', async () => {
    const file = await archive('climb', [{ path: '../outside.txt', body: 'planted' }]);
    const target = path.join(work, 'from-climb');
    await expect(restoreBackup(file, target)).rejects.toThrow(
      /\.\.\/outside\.txt points outside the data directory/,
    );
    expect(await leftovers(target)).toEqual([]);
    expect(existsSync(path.join(work, 'outside.txt'))).toBe(false);
  });

  it('reports why a broken backup failed and leaves no files, even in an existing empty folder', async () => {
    // A well-formed archive whose database is not a database.
    // Its pgdata.tar is a tar archive, but not of a database.
    const notADatabase = await readFile(await archive('not-a-database', []));
    const file = await archive('broken', [{ path: 'storage', type: 'Directory' }], notADatabase);
    const target = path.join(work, 'from-broken');
    await mkdir(target);
    const failure = restoreBackup(file, target);
    await expect(failure).rejects.toThrow(/^Could not restore .*broken\.tar: /);
    await expect(failure).rejects.not.toThrow(/ENOTEMPTY/);
    // The folder the operator made is left as it was: there and empty; nothing beside it.
    expect(await readdir(target)).toEqual([]);
    expect(await leftovers(target)).toEqual(['from-broken']);
  });

  it('refuses a file that is not an archive, leaving nothing', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    await writeFile(junk, 'not a backup');
    const target = path.join(work, 'from-junk');
    await expect(restoreBackup(junk, target)).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
    expect(await leftovers(target)).toEqual([]);
  });
});
