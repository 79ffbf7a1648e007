import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchema, schemaFile } from '../../scripts/gen-schema.ts';

describe('supabase/schema.sql', () => {
  it('is the schema the migrations leave (run `npx tsx scripts/gen-schema.ts --write` after changing one)', async () => {
    const generated = await generateSchema();
    const committed = await readFile(schemaFile, 'utf8');
    expect(committed).toBe(generated);
  });
});
