// Leftovers at start: all of them on PGlite (one process); on PostgreSQL, whose processes may share
// DATA_DIR, only old ones (another process's upload in progress stays).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepLeftovers } from './sweep.ts';

describe('sweepLeftovers', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function withLeftovers(): Promise<{ fresh: string; old: string }> {
    dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-sweep-'));
    const temp = path.join(dir, 'storage', '.tmp');
    await mkdir(temp, { recursive: true });
    const fresh = path.join(temp, 'upload-now');
    const old = path.join(temp, 'upload-yesterday');
    await writeFile(fresh, 'partial');
    await writeFile(old, 'partial');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await utimes(old, yesterday, yesterday);
    return { fresh, old };
  }

  it('removes every leftover when nothing else can be using them', async () => {
    const { fresh, old } = await withLeftovers();
    expect((await sweepLeftovers(dir!)).sort()).toEqual([old, fresh].sort());
    expect(existsSync(fresh)).toBe(false);
  });

  it("leaves another process's upload in progress when given an age", async () => {
    const { fresh, old } = await withLeftovers();
    expect(await sweepLeftovers(dir!, 60 * 60 * 1000)).toEqual([old]);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(old)).toBe(false);
  });
});
