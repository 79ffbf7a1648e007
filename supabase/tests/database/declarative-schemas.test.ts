// supabase/schemas/ is where one reads and changes a function, view, trigger or policy; the
// migrations are how a database gets there. This proves the two agree: applying the schema files
// on top of the migrated database changes nothing, every such object has exactly one definition
// in the files, and nothing in the files is missing from what the migrations build.
import { describe, expect, it } from 'vitest';
import {
  applySchemaFiles,
  captureObjects,
  definitionsByKey,
  functionSignatures,
  readSchemaFiles,
  schemaStatements,
} from '../../../scripts/declarative-schema.ts';
import { engines } from './engines.ts';

/** Where two definitions first part, as the catalogs print them. */
function firstDifference(migrated: string, declared: string): string {
  const a = migrated.split('\n');
  const b = declared.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1} of its catalog definition: the migrations build ${JSON.stringify(a[at] ?? '(end)')}, the schema file ${JSON.stringify(b[at] ?? '(end)')}`;
}

const regenerate = 'run `npx tsx scripts/gen-migration.ts <kebab-name>` to write the migration';

describe('supabase/schemas/', () => {
  it('defines each function, view, trigger and policy once, public_menu included', async () => {
    const definitions = definitionsByKey(schemaStatements(await readSchemaFiles()));
    const twice = [...definitions]
      .filter(([, files]) => files.length > 1)
      .map(([key, files]) => `${key} is defined in ${files.join(', ')}`);
    expect(twice, 'an object defined more than once across supabase/schemas/').toEqual([]);
    expect(definitions.get('function public.public_menu')).toEqual(['menu.sql']);
  });

  describe.each(engines)('on %s', (_engine, open) => {
    it('equals what the migrations build', async () => {
      const files = await readSchemaFiles();
      const definitions = definitionsByKey(schemaStatements(files));
      const { db, close } = await open();
      try {
        const migrated = await captureObjects(db);
        // Twice: the files must be idempotent on top of the migrated tables.
        await applySchemaFiles(db, files);
        await applySchemaFiles(db, files);
        const declared = await captureObjects(db);

        const problems: string[] = [];
        for (const [key, definition] of declared) {
          const file = definitions.get(key)?.[0];
          if (!migrated.has(key)) {
            problems.push(
              `${key} (supabase/schemas/${file}) is not built by the migrations: ${regenerate}`,
            );
          } else if (!file) {
            problems.push(
              `${key} is built by the migrations but defined in no file of supabase/schemas/: add its definition there, or, if it should go, ${regenerate} (it writes the drop)`,
            );
          } else if (migrated.get(key) !== definition) {
            problems.push(
              `${key} in supabase/schemas/${file} differs from what the migrations build (${firstDifference(migrated.get(key)!, definition)}): ${regenerate}`,
            );
          }
        }
        for (const [key, signatures] of await functionSignatures(db)) {
          if (signatures.length > 1) {
            problems.push(
              `${key} has ${signatures.length} signatures (${signatures.join(' / ')}): supabase/schemas/ defines one, so an old one is left behind: ${regenerate} (it drops the old one)`,
            );
          }
        }
        for (const key of definitions.keys()) {
          if (!declared.has(key))
            problems.push(
              `${key} is defined in supabase/schemas/ but does not exist after applying it`,
            );
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
