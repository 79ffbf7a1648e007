// The layout rules hold only while ESLint refuses to break them: this lints small fixtures with the
// project's own eslint.config.js and expects each guardrail to fire.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const cycleDir = path.join(ROOT, 'widget', `lint-fixture-${process.pid}`);
afterAll(() => rmSync(cycleDir, { recursive: true, force: true }));

describe('lint guardrails', { timeout: 60_000 }, () => {
  it('refuses an import from another feature', async () => {
    const code = "export { moveCategory } from '../../menu/lib/reorder.ts';\n";
    expect(await ruleIds(code, 'admin/features/banner/lib/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    // The same helper from inside its own feature is fine.
    const own = "export { moveCategory } from '../lib/reorder.ts';\n";
    expect(await ruleIds(own, 'admin/features/menu/hooks/fixture.ts')).toEqual([]);
  });

  it('refuses an icon typed as a symbol in the admin, and takes the drawn one', async () => {
    const typed = 'export const Edit = () => <button aria-label="Edit">✎</button>;\n';
    expect(await ruleIds(typed, 'admin/features/menu/components/fixture.tsx')).toContain(
      'no-restricted-syntax',
    );
    const clock = 'export const Clock = () => <button aria-label="Times">🕒</button>;\n';
    expect(await ruleIds(clock, 'admin/features/menu/components/fixture.tsx')).toContain(
      'no-restricted-syntax',
    );
    const drawn =
      "import { Icon } from '../../../lib/ui/icon.tsx';\n" +
      'export const Edit = () => <button aria-label="Edit"><Icon name="edit" /></button>;\n';
    expect(await ruleIds(drawn, 'admin/features/menu/components/fixture.tsx')).toEqual([]);
  });

  it('refuses a feature import inside admin/lib', async () => {
    const code = "export { moveCategory } from '../features/menu/lib/reorder.ts';\n";
    expect(await ruleIds(code, 'admin/lib/fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    mkdirSync(cycleDir, { recursive: true });
    writeFileSync(
      path.join(cycleDir, 'a.ts'),
      "import { b } from './b.ts';\nexport const a = () => b;\n",
    );
    writeFileSync(
      path.join(cycleDir, 'b.ts'),
      "import { a } from './a.ts';\nexport const b = () => a;\n",
    );
    const [result] = await eslint.lintFiles([path.join(cycleDir, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it.each([
    ["import { toast } from 'sonner';", 'widget/components/fixture.tsx'],
    ["import { Link } from 'react-router-dom';", 'widget/fixture.ts'],
    ["import * as Dialog from '@radix-ui/react-dialog';", 'shared/ui/fixture.tsx'],
  ])('refuses %s in %s', async (line, file) => {
    const ids = await ruleIds(`${line}\nexport const used = [];\n`, file);
    expect(ids).toContain('no-restricted-imports');
  });

  it('checks accessibility in components (jsx-a11y)', async () => {
    const code = 'export const Picture = () => <img src="a.png" />;\n';
    expect(await ruleIds(code, 'admin/lib/ui/fixture.tsx')).toContain('jsx-a11y/alt-text');
  });
});

// An api/ file takes the client as a parameter and throws codes, not text; only the module that
// holds the client and the context that hands it out are left out of the rule.
const API_EXEMPT = new Set(['admin/lib/api/client.ts', 'admin/lib/api/client-context.tsx']);

function apiFiles(): string[] {
  return readdirSync(path.join(ROOT, 'admin'), { recursive: true, encoding: 'utf8' })
    .map((file) => `admin/${file.split(path.sep).join('/')}`)
    .filter((file) => /\/api\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !API_EXEMPT.has(file))
    .sort();
}

describe('api/ files', { timeout: 120_000 }, () => {
  it.each([
    ["import { supabase } from '../../../lib/api/client.ts';", 'no-restricted-imports'],
    ["import { apiConfig, supabase } from './client.ts';", 'no-restricted-imports'],
    ['adminText().menu.itemNotFound;', 'no-restricted-syntax'],
    ['const lang = currentLang();', 'no-restricted-syntax'],
  ])('refuse %s', async (line, rule) => {
    const code = `${line}\nexport const used = 1;\n`;
    expect(await ruleIds(code, 'admin/features/superadmin/api/fixture.ts')).toContain(rule);
    expect(await ruleIds(code, 'admin/lib/api/fixture.ts')).toContain(rule);
  });

  it('take the client as a parameter', async () => {
    const code =
      "import type { AppClient } from '../../../lib/api/client.ts';\n" +
      "import { throwIfError } from '../../../lib/api/errors.ts';\n" +
      'export async function drop(client: AppClient, id: string): Promise<void> {\n' +
      "  const { error } = await client.from('menu_items').delete().eq('id', id);\n" +
      '  throwIfError(error);\n' +
      '}\n';
    expect(await ruleIds(code, 'admin/features/superadmin/api/fixture.ts')).toEqual([]);
  });

  it('apply to every api/ file (the error shape and the uploads included)', async () => {
    const files = apiFiles();
    expect(files).toEqual(
      expect.arrayContaining(['admin/lib/api/errors.ts', 'admin/lib/api/upload-image.ts']),
    );
    const unchecked: string[] = [];
    for (const file of files) {
      const config = await eslint.calculateConfigForFile(path.join(ROOT, file));
      const restricted = JSON.stringify(config.rules['no-restricted-syntax'] ?? null);
      if (!restricted.includes('adminText|currentLang')) unchecked.push(file);
    }
    expect(unchecked, 'api/ files the rule does not apply to').toEqual([]);
  });
});
