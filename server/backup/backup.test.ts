// npm run backup while the server runs, changes after it, npm run restore into an empty directory:
// the restored server has the menu and the photos of the moment of the backup.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, type RunningServer } from '../boot.ts';
import { readServerConfig } from '../config.ts';
import { backup } from '../scripts/backup.ts';
import { serviceClient } from '../testing/clients.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { BackupError, restoreBackup } from './backup.ts';

interface MenuItem {
  name: string;
  image_url: string | null;
}

async function publicMenu(url: string) {
  const { data, error } = await serviceClient(url).rpc('public_menu', { slug: 'democafe' });
  if (error) throw new Error(error.message);
  return data as { business: { name: string }; items: MenuItem[] };
}

// Demo image URLs name the address the seed saw; ask the given server for the same path.
async function photo(server: string, imageUrl: string): Promise<Buffer> {
  const url = server + new URL(imageUrl).pathname;
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// Each test migrates and seeds fresh embedded databases: about 30 s alone, twice that on a busy machine.
describe('backup and restore of the embedded database', () => {
  let ts: TestServer;
  let work: string;
  let restored: RunningServer | undefined;

  beforeAll(async () => {
    ts = await startTestServer({ engine: 'pglite', env: { SEED_DEMO: 'true' } });
    work = await mkdtemp(path.join(tmpdir(), 'qrmenu-backup-'));
  });
  afterAll(async () => {
    await restored?.stop();
    await ts?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('backs up while the server runs and restores the original menu and photos', async () => {
    const before = await publicMenu(ts.url);
    const pictured = before.items.find((item) => item.image_url)!;
    const bytes = await photo(ts.url, pictured.image_url!);
    expect(before.items.length).toBeGreaterThan(3);

    // Owners keep working during the backup: writes interleave with it.
    const file = path.join(work, 'menu.tar.gz');
    const service = serviceClient(ts.url);
    const busy = Array.from({ length: 5 }, (_, n) =>
      service
        .from('categories')
        .update({ name: `Busy ${n}` })
        .eq('name', 'no such category'),
    );
    const [how] = await Promise.all([backup(ts.config, file), ...busy]);
    expect(how).toBe('server');
    expect(existsSync(file)).toBe(true);

    // After the backup: an item is deleted, a photo removed, another business renamed.
    const gone = before.items[0]!;
    expect((await service.from('menu_items').delete().eq('name', gone.name)).error).toBeNull();
    const objectName = pictured.image_url!.split('/menu-images/')[1]!;
    await service.storage.from('menu-images').remove([decodeURIComponent(objectName)]);
    // storage-api's missing object: HTTP 400 naming 404 (NoSuchKey) in the body.
    expect((await fetch(ts.url + new URL(pictured.image_url!).pathname)).status).toBe(400);
    expect(
      (await service.from('businesses').update({ name: 'Changed Cafe' }).eq('slug', 'democafe'))
        .error,
    ).toBeNull();
    expect((await publicMenu(ts.url)).business.name).toBe('Changed Cafe');

    const dataDir = path.join(work, 'restored');
    await restoreBackup(file, dataDir);
    restored = await bootServer(
      readServerConfig({ PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      { host: '127.0.0.1' },
    );
    const url = `http://127.0.0.1:${restored.port}`;
    const after = await publicMenu(url);
    expect(after).toEqual(before);
    expect(await photo(url, pictured.image_url!)).toEqual(bytes);
  }, 180_000);

  it('backs up a stopped server by opening its data directory', async () => {
    const dataDir = path.join(work, 'offline');
    const config = readServerConfig({ PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const server = await bootServer(config, { host: '127.0.0.1' });
    const menu = await publicMenu(`http://127.0.0.1:${server.port}`);
    await server.stop();
    const file = path.join(work, 'offline.tar.gz');
    expect(await backup(config, file)).toBe('offline');
    const target = path.join(work, 'offline-restored');
    await restoreBackup(file, target);
    const again = await bootServer(
      readServerConfig({ PORT: '0', DATA_DIR: target, SEED_DEMO: 'false' }),
      { host: '127.0.0.1' },
    );
    try {
      expect(await publicMenu(`http://127.0.0.1:${again.port}`)).toEqual(menu);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it('says clearly what it cannot do', async () => {
    const notEmpty = path.join(work, 'not-empty');
    await mkdir(notEmpty, { recursive: true });
    await writeFile(path.join(notEmpty, 'keep.txt'), 'mine');
    const file = path.join(work, 'menu.tar.gz');
    await expect(restoreBackup(file, notEmpty)).rejects.toThrow(/is not empty/);
    expect(existsSync(path.join(notEmpty, 'keep.txt'))).toBe(true);

    const junk = path.join(work, 'junk.tar.gz');
    await writeFile(junk, 'not a backup');
    await expect(restoreBackup(junk, path.join(work, 'from-junk'))).rejects.toThrow(BackupError);
    expect(existsSync(path.join(work, 'from-junk'))).toBe(false);

    const hosted = readServerConfig({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: work });
    await expect(backup(hosted, path.join(work, 'x.tar.gz'))).rejects.toThrow(/pg_dump/);
  });
});
