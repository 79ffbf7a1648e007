// The Demo Cafe's pictures, shipped as WebP files in server/seed/images/ (drawn once by
// scripts/render-demo-images.ts), each with the renditions an admin upload stores beside it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { renditionPath } from '../../shared/domain/images.ts';
import { fileURLToPath } from 'node:url';

export const DEMO_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
export const DEMO_BANNER_FILE = 'banner.webp';

export interface DemoImageFile {
  /** The file name of the original or a rendition (`{stem}-{width}.webp`). */
  name: string;
  bytes: Buffer;
}

export interface DemoImage {
  original: DemoImageFile;
  renditions: DemoImageFile[];
  /** The renditions' widths, smallest first, for image_widths / banner_widths. */
  widths: number[];
}

/** Reads a demo picture and its renditions from server/seed/images/. */
export async function readDemoImage(file: string): Promise<DemoImage> {
  const stem = file.replace(/\.webp$/, '');
  const pattern = new RegExp(`^${stem.replace(/[^a-z0-9]/gi, '\\$&')}-(\\d+)\\.webp$`);
  const names = await readdir(DEMO_IMAGES_DIR);
  const widths = names
    .map((name) => pattern.exec(name)?.[1])
    .filter((w): w is string => w !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const read = async (name: string) => ({
    name,
    bytes: await readFile(path.join(DEMO_IMAGES_DIR, name)),
  });
  return {
    original: await read(file),
    renditions: await Promise.all(widths.map((w) => read(renditionPath(file, w)))),
    widths,
  };
}
