// npm test's guard on ARCHITECTURE.md's first-paint budget: the hosted menu page plus every script
// the browser must fetch before <qr-menu> first renders stays within 15 KB gzip. It reads the built
// dist/widget, so it runs after the build; `npm run bench` measures the same in real Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WIDGET_GZIP_BUDGET,
  addSizes,
  compressedSize,
  firstPaintFiles,
  kb,
} from '../bench/lib/sizes.ts';

const DIST = fileURLToPath(new URL('../dist/widget/', import.meta.url));
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');

const files = ['menu.html', ...firstPaintFiles('qr-menu.js', read)];
const sizes = files.map((file) => ({ file, size: compressedSize(read(file)) }));
const total = addSizes(sizes.map((s) => s.size));
for (const { file, size } of sizes) console.log(`  ${file}: ${kb(size.gzip)} gzip`);
const verdict = `first paint downloads ${kb(total.gzip)} gzip (${total.gzip} bytes); budget ${kb(WIDGET_GZIP_BUDGET)}`;
if (total.gzip > WIDGET_GZIP_BUDGET) {
  console.error(`Widget budget broken: ${verdict}.`);
  console.error(
    'Load what the first screen does not need with import() (see ARCHITECTURE.md "Budgets").',
  );
  process.exit(1);
}
console.log(`Widget budget holds: ${verdict}.`);
