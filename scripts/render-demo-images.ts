// Draws the Demo Cafe's pictures once and writes them as small WebP files to server/seed/images/,
// with the renditions an upload from the admin app would store beside them
// (`{name}-{width}.webp`, shared/domain/images.ts). The server seeds these files; it draws nothing.
// WebP is encoded by Chromium's canvas (the same encoder the admin app uses), through playwright-core.
//
//   npx tsx scripts/render-demo-images.ts
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { renditionPath, renditionWidths } from '../shared/domain/images.ts';
import { DEMO_ITEMS } from '../server/seed/demo-menu.ts';
import { DEMO_IMAGES_DIR, DEMO_BANNER_FILE } from '../server/seed/demo-images.ts';
import { renderScene, scaleScene, type Scene } from './demo-images/food-art.ts';
import { ITEM_SCENES, bannerScene, itemScene } from './demo-images/scenes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Items are drawn at 800 x 600 (sharp in the item sheet on a phone), the banner at 1600 x 533.
const ITEM_SCALE = 2;
const BANNER_SCALE = 4 / 3;
const QUALITY = 0.82;

/** The scene as WebP at its own size and at each rendition width, keyed by width. */
async function encodeWebp(page: Page, scene: Scene): Promise<Map<number, Buffer>> {
  const rgb = renderScene(scene);
  const rgba = Buffer.alloc(scene.width * scene.height * 4);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    rgba[j] = rgb[i] ?? 0;
    rgba[j + 1] = rgb[i + 1] ?? 0;
    rgba[j + 2] = rgb[i + 2] ?? 0;
    rgba[j + 3] = 255;
  }
  const widths = [...new Set([scene.width, ...renditionWidths(scene.width)])];
  const encoded = await page.evaluate(
    async ({ pixels, width, height, widths, quality }) => {
      const bytes = Uint8ClampedArray.from(atob(pixels), (c) => c.charCodeAt(0));
      const source = new OffscreenCanvas(width, height);
      source.getContext('2d')?.putImageData(new ImageData(bytes, width, height), 0, 0);
      const out: Array<[number, string]> = [];
      for (const w of widths) {
        const canvas = new OffscreenCanvas(w, Math.round((height * w) / width));
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.imageSmoothingQuality = 'high';
        context.drawImage(source, 0, 0, canvas.width, canvas.height);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
        if (blob.type !== 'image/webp') throw new Error('this Chromium cannot encode WebP');
        const data = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of data) binary += String.fromCharCode(byte);
        out.push([w, btoa(binary)]);
      }
      return out;
    },
    {
      pixels: rgba.toString('base64'),
      width: scene.width,
      height: scene.height,
      widths,
      quality: QUALITY,
    },
  );
  return new Map(encoded.map(([w, data]) => [w, Buffer.from(data, 'base64')]));
}

async function writeImage(page: Page, file: string, scene: Scene): Promise<number> {
  const encoded = await encodeWebp(page, scene);
  const files: Array<[string, Buffer | undefined]> = [
    [file, encoded.get(scene.width)],
    ...renditionWidths(scene.width).map((w): [string, Buffer | undefined] => [
      renditionPath(file, w),
      encoded.get(w),
    ]),
  ];
  let bytes = 0;
  for (const [name, data] of files) {
    if (!data) throw new Error(`${name} was not encoded`);
    await writeFile(path.join(DEMO_IMAGES_DIR, name), data);
    bytes += data.length;
  }
  return bytes;
}

async function main(): Promise<void> {
  await rm(DEMO_IMAGES_DIR, { recursive: true, force: true });
  await mkdir(DEMO_IMAGES_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    let total = await writeImage(page, DEMO_BANNER_FILE, scaleScene(bannerScene(), BANNER_SCALE));
    for (const item of DEMO_ITEMS) {
      const scene = ITEM_SCENES.find((s) => s.name === item.name);
      if (!scene) throw new Error(`No scene for the demo item ${item.name}`);
      total += await writeImage(page, item.file, scaleScene(itemScene(scene), ITEM_SCALE));
    }
    console.log(
      `Wrote ${DEMO_ITEMS.length + 1} pictures with renditions to ${path.relative(process.cwd(), DEMO_IMAGES_DIR)} (${Math.round(total / 1024)} KB)`,
    );
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
