// Renders the app icon (admin/public/favicon.svg, hand-written) as the PNG sizes the web app manifest
// and phones ask for, with Chromium through playwright-core. Run it after changing the SVG; the PNGs
// are committed, so builds need no browser.
//
//   npx tsx scripts/render-app-icons.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../admin/public');
const ICON_SIZES = [192, 512] as const;

const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const size of ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const file = path.join(publicDir, `icon-${size}.png`);
    await writeFile(file, await page.screenshot({ omitBackground: true }));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
    await page.close();
  }
} finally {
  await browser.close();
}
