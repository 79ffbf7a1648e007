// scripts/gen-migration.ts: the migration it writes for changed schema files brings a migrated
// database to exactly what the files say (a changed body, a changed signature, a removed policy).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applySchemaFiles,
  captureObjects,
  functionSignatures,
  readSchemaFiles,
  schemasDir,
} from '../../../scripts/declarative-schema.ts';
import { planMigration } from '../../../scripts/gen-migration.ts';
import { engines } from './engines.ts';

const postgres15 = engines.find(([name]) => name === 'postgres15')![1];

async function edit(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const edited = text.replace(from, to);
  expect(edited, `${file} has ${String(from)}`).not.toBe(text);
  await writeFile(file, edited);
}

describe('gen-migration', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-schemas-'));
    await cp(schemasDir, dir, { recursive: true });
    // A body changes, a signature changes (with a default, so old and new would clash), and a
    // policy is no longer defined.
    await edit(
      path.join(dir, 'menu.sql'),
      "wanted text := request_headers ->> 'if-none-match';",
      "wanted text := request_headers ->> 'if-none-match'; -- the client's copy",
    );
    const hours = path.join(dir, 'opening-hours.sql');
    await edit(
      hours,
      /clock_minutes\(hhmm text\)$/m,
      'clock_minutes(hhmm text, spare integer default 0)',
    );
    await edit(
      hours,
      /function public\.clock_minutes\(hhmm text\)/g,
      'function public.clock_minutes(hhmm text, spare integer)',
    );
    await edit(
      path.join(dir, 'storage.sql'),
      /drop policy if exists "Owners, managers and the superadmin read image rows"[\s\S]*?;\n[\s\S]*?;\n/,
      '',
    );
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes nothing when the schema files and the migrations agree', async () => {
    const { db, close } = await postgres15();
    try {
      const plan = await planMigration(db, 'nothing');
      expect({ changed: plan.changed, removed: plan.removed }).toEqual({
        changed: [],
        removed: [],
      });
    } finally {
      await close();
    }
  });

  it('writes what brings the migrated database to the changed files', async () => {
    const planned = await postgres15();
    let sql: string;
    try {
      const plan = await planMigration(planned.db, 'try-changes', dir);
      expect(plan.changed.sort()).toEqual([
        'function public.clock_minutes',
        // public_menu's work, and its calls of clock_minutes, are public_menu_parts'.
        'function public.public_menu_parts',
      ]);
      expect(plan.removed).toEqual([
        'policy storage.objects.Owners, managers and the superadmin read image rows',
      ]);
      sql = plan.sql;
    } finally {
      await planned.close();
    }
    expect(sql).toContain('drop function if exists public.clock_minutes(hhmm text);');
    expect(sql.match(/create or replace function public\.public_menu_parts\(/g)).toHaveLength(1);

    // The migration alone, on a database as the migrations leave it, equals the changed files.
    const { db, close } = await postgres15();
    try {
      await db.exec(sql);
      const migrated = await captureObjects(db);
      await applySchemaFiles(db, await readSchemaFiles(dir));
      expect(await captureObjects(db)).toEqual(migrated);
      expect(
        migrated.has('policy storage.objects.Owners, managers and the superadmin read image rows'),
      ).toBe(false);
      expect((await functionSignatures(db)).get('function public.clock_minutes')).toEqual([
        { args: 'hhmm text, spare integer', result: 'integer' },
      ]);
    } finally {
      await close();
    }
  });
});
