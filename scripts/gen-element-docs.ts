// docs/reference/qr-menu.md's tables from the element's manifest (scripts/element-manifest.ts):
// `npx tsx scripts/gen-element-docs.ts` prints the page as it should be, `--write` writes it.
// scripts/element-manifest.test.ts fails while the page and the manifest differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { elementManifest, withElementTables, type Manifest } from './element-manifest.ts';

export const ELEMENT_DOCS = fileURLToPath(new URL('../docs/reference/qr-menu.md', import.meta.url));

/** The reference page with its tables rendered from the manifest, formatted as the repository is. */
export async function elementDocs(
  page = readFileSync(ELEMENT_DOCS, 'utf8'),
  manifest: Manifest = elementManifest(),
): Promise<string> {
  const options = (await prettier.resolveConfig(ELEMENT_DOCS)) ?? {};
  return prettier.format(withElementTables(page, manifest), {
    ...options,
    filepath: ELEMENT_DOCS,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = await elementDocs();
  if (process.argv.includes('--write')) {
    writeFileSync(ELEMENT_DOCS, page);
    console.log('wrote docs/reference/qr-menu.md');
  } else {
    process.stdout.write(page);
  }
}
