// Prints a page to PDF as Chromium does for window.print() (print media, the page's own @page size),
// renders each PDF page with poppler's pdftoppm and reads QR codes from the pixels with jsQR: what
// ends up on paper, not what the DOM says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export const MM_PER_POINT = 25.4 / 72;

export interface RenderedPage {
  /** The PDF page's size in millimetres, as pdfinfo reports it. */
  widthMm: number;
  heightMm: number;
  png: PNG;
  /** Pixels per millimetre of the rendering. */
  scale: number;
}

export interface MmRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Prints the page to PDF and renders every PDF page as a PNG at `dpi`. */
export async function printToPages(page: Page, dpi = 150): Promise<RenderedPage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'qrmenu-print-'));
  const pdfFile = join(dir, 'print.pdf');
  writeFileSync(pdfFile, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', pdfFile], { encoding: 'utf8' });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    widthMm: Number(m[1]) * MM_PER_POINT,
    heightMm: Number(m[2]) * MM_PER_POINT,
  }));
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdfFile, join(dir, 'page')]);
  const files = readdirSync(dir)
    .filter((name) => name.startsWith('page') && name.endsWith('.png'))
    .sort();
  const pages: RenderedPage[] = [];
  for (const [index, name] of files.entries()) {
    const size = sizes[index];
    if (!size) throw new Error(`pdfinfo gave no size for page ${index + 1}`);
    const body = readFileSync(join(dir, name));
    // The report keeps what was printed, for a person to look at.
    await test.info().attach(`printed ${name}`, { body, contentType: 'image/png' });
    pages.push({ ...size, png: PNG.sync.read(body), scale: dpi / 25.4 });
  }
  rmSync(dir, { recursive: true, force: true });
  return pages;
}

function cropRgba(page: RenderedPage, rect: MmRect) {
  const { png, scale } = page;
  const x0 = Math.max(0, Math.round(rect.x * scale));
  const y0 = Math.max(0, Math.round(rect.y * scale));
  const x1 = Math.min(png.width, Math.round((rect.x + rect.width) * scale));
  const y1 = Math.min(png.height, Math.round((rect.y + rect.height) * scale));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * png.width + x0) * 4;
    data.set(png.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

/** The share of dark pixels (ink) in a rectangle of the page, 0 to 1. */
export function inkShare(page: RenderedPage, rect: MmRect): number {
  const { data, width, height } = cropRgba(page, rect);
  if (width * height === 0) return 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    if (luma < 128) dark++;
  }
  return dark / (width * height);
}

/** The text of the QR code inside a rectangle of the page, or null when none decodes. */
export function decodeQr(page: RenderedPage, rect: MmRect): string | null {
  const { data, width, height } = cropRgba(page, rect);
  if (width * height === 0) return null;
  return jsQR(data, width, height)?.data ?? null;
}

export interface PrintedText {
  /** Each PDF page's size in points, as pdfinfo reports it. */
  sizes: { width: number; height: number }[];
  /** The text poppler's pdftotext reads back, in reading order (pages joined by form feeds). */
  text: string;
}

/** Prints the page to PDF (its own @page size) and reads back the page sizes and the text. */
export async function printToText(page: Page, name = 'print'): Promise<PrintedText> {
  const dir = mkdtempSync(join(tmpdir(), 'qrmenu-print-'));
  const pdfFile = join(dir, 'print.pdf');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(pdfFile, pdf);
  await test.info().attach(`${name}.pdf`, { body: pdf, contentType: 'application/pdf' });
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', pdfFile], { encoding: 'utf8' });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return { sizes, text };
}
