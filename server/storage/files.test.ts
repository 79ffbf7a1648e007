// Files land only by rename, just before their row commits; temp files a killed server left
// behind are cleared.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveIntoPlace, objectFilePath, writeTemp } from './files.ts';

describe('storage files', () => {
  let dataDir = '';
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('clears stale temp files on the first write, keeps recent ones, and moves uploads into place', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-files-'));
    const tmp = path.join(dataDir, 'storage', '.tmp');
    await mkdir(tmp, { recursive: true });
    const stale = path.join(tmp, 'left-by-a-crash');
    const recent = path.join(tmp, 'in-flight');
    await writeFile(stale, 'x');
    await writeFile(recent, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    const temp = await writeTemp(dataDir, new TextEncoder().encode('bytes'));
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);

    const target = objectFilePath(dataDir, { bucket: 'b', name: 'owner/file.png' });
    expect(target).toBe(path.join(dataDir, 'storage', 'b', 'owner', 'file.png'));
    await moveIntoPlace(temp, target);
    expect(await readFile(target, 'utf8')).toBe('bytes');
    expect(existsSync(temp)).toBe(false);
  });

  it('never resolves a name outside its bucket folder', () => {
    expect(() => objectFilePath('/data', { bucket: 'b', name: '../../etc/passwd' })).toThrow();
  });
});
