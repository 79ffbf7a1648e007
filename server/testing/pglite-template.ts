// A migrated PGlite data directory shared by test servers: copying it takes a fraction of the
// seconds PGlite's initdb plus the migrations take, and every test file starts at least one server.
// Keyed by the bootstrap, the migrations and the PGlite version, so a changed migration rebuilds it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, migrationsDir } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.resolve(here, '../db/bootstrap.sql')));
  for (const file of (await readdir(migrationsDir)).sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  hash.update(
    await readFile(path.resolve(here, '../../node_modules/@electric-sql/pglite/package.json')),
  );
  return hash.digest('hex').slice(0, 16);
}

let pending: Promise<string> | undefined;

/** The path of a migrated `pgdata` directory to copy; built once per content version. */
export function pgliteTemplate(): Promise<string> {
  pending ??= (async () => {
    const dir = path.join(tmpdir(), `qrmenu-pglite-template-${await templateKey()}`);
    if (existsSync(dir)) return dir;
    // Built aside and renamed into place, so a parallel test file never copies a half-built one.
    const building = await mkdtemp(path.join(tmpdir(), 'qrmenu-pglite-building-'));
    const db = await openPglite(building);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    try {
      await rename(building, dir);
    } catch {
      await rm(building, { recursive: true, force: true }); // another process won the race
    }
    return dir;
  })();
  pending.catch(() => (pending = undefined));
  return pending;
}

/** Puts a copy of the migrated template at `${dataDir}/pgdata`. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  await mkdir(dataDir, { recursive: true });
  await cp(template, path.join(dataDir, 'pgdata'), { recursive: true });
}

let pendingTarball: Promise<Blob> | undefined;

/**
 * The template as a tarball, for a database in memory (`openPglite(undefined, { loadDataDir })`):
 * loading it takes about a second where an empty in-memory cluster's initdb plus the migrations
 * take six to nine. Written next to the template once per content version.
 */
export function pgliteTemplateTarball(): Promise<Blob> {
  pendingTarball ??= (async () => {
    const template = await pgliteTemplate();
    const file = `${template}.tar`;
    if (!existsSync(file)) {
      // Dumped from a copy: opening the template itself would write to it.
      const scratch = await mkdtemp(path.join(tmpdir(), 'qrmenu-pglite-dump-'));
      try {
        await cp(template, scratch, { recursive: true });
        const db = await openPglite(scratch);
        let tarball: Blob;
        try {
          if (!db.snapshot) throw new Error('an embedded database can always be dumped');
          tarball = await db.snapshot(async () => undefined);
        } finally {
          await db.close();
        }
        const building = `${file}.${process.pid}`;
        await writeFile(building, Buffer.from(await tarball.arrayBuffer()));
        await rename(building, file);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    }
    return new Blob([await readFile(file)]);
  })();
  pendingTarball.catch(() => (pendingTarball = undefined));
  return pendingTarball;
}
