import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateFromMigrations, typesFile } from '../../scripts/gen-types.ts';

describe('shared/api/database.types.ts', () => {
  it('matches the migrations (run `npx tsx scripts/gen-types.ts --write` after changing one)', async () => {
    const generated = await generateFromMigrations();
    const committed = await readFile(typesFile, 'utf8');
    expect(committed).toBe(generated);
  });
});
