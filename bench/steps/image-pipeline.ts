// The admin app's browser-side resize (admin/lib/resize-image.ts) on a generated 4000x3000 phone
// photo, in Chromium: input bytes, stored bytes, time.
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { median } from '../lib/stats.ts';

const RESIZE_ENTRY = fileURLToPath(new URL('../../admin/lib/resize-image.ts', import.meta.url));

/**
 * The two settings the admin app uses: ITEM_IMAGE in admin/features/menu/hooks/use-item-form.ts and
 * BANNER_IMAGE in admin/lib/api/upload-banner.ts (copied: those modules open the
 * browser's Supabase client on import, so Node cannot load them).
 */
export const RESIZE_CASES = [
  { label: 'item photo', options: { maxSide: 1000, type: 'image/webp', quality: 0.82 } },
  { label: 'banner', options: { maxSide: 1600, type: 'image/webp', quality: 0.85 } },
] as const;

export interface ResizeResult {
  label: string;
  inputBytes: number;
  inputSize: string;
  outputBytes: number;
  outputSize: string;
  outputType: string;
  medianMs: number;
}

/** resize-image.ts as one classic script exposing window.QrResize. */
async function bundleResize(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: RESIZE_ENTRY,
        formats: ['iife'],
        name: 'QrResize',
        fileName: () => 'resize.js',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first?.output.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk')
    throw new Error('Could not bundle admin/lib/resize-image.ts');
  return chunk.code;
}

export async function measureImagePipeline(
  browser: Browser,
  runs: number,
): Promise<ResizeResult[]> {
  const script = await bundleResize();
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
    // tsx compiles the callback below with keepNames, which calls a __name helper the page lacks.
    await page.addScriptTag({ content: 'window.__name = (fn) => fn;' });
    return await page
      .evaluate(
        async ({ cases, runs }) => {
          type Resize = (file: Blob, options: unknown) => Promise<Blob>;
          const { resizeImage } = (window as unknown as { QrResize: { resizeImage: Resize } })
            .QrResize;
          // A photo-like 12-megapixel picture: soft shapes plus sensor noise, seeded so every run is the same.
          let seed = 42;
          const random = () => {
            seed = (seed + 0x6d2b79f5) | 0;
            let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
            t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
          };
          const width = 4000;
          const height = 3000;
          const canvas = new OffscreenCanvas(width, height);
          const ctx = canvas.getContext('2d')!;
          const sky = ctx.createLinearGradient(0, 0, 0, height);
          sky.addColorStop(0, '#d9b38c');
          sky.addColorStop(1, '#6b4a2e');
          ctx.fillStyle = sky;
          ctx.fillRect(0, 0, width, height);
          for (let i = 0; i < 600; i++) {
            const x = random() * width;
            const y = random() * height;
            const r = 20 + random() * 400;
            const g = ctx.createRadialGradient(x, y, 0, x, y, r);
            g.addColorStop(
              0,
              `hsla(${random() * 60}, ${40 + random() * 50}%, ${30 + random() * 50}%, 0.9)`,
            );
            g.addColorStop(1, 'hsla(30, 40%, 50%, 0)');
            ctx.fillStyle = g;
            ctx.beginPath();
            ctx.ellipse(x, y, r, r * (0.4 + random()), random() * Math.PI, 0, Math.PI * 2);
            ctx.fill();
          }
          const pixels = ctx.getImageData(0, 0, width, height);
          const data = pixels.data;
          for (let i = 0; i < data.length; i += 4) {
            const n = (random() - 0.5) * 28;
            data[i] = data[i]! + n;
            data[i + 1] = data[i + 1]! + n;
            data[i + 2] = data[i + 2]! + n;
          }
          ctx.putImageData(pixels, 0, 0);
          const photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
          const results = [];
          for (const c of cases) {
            const times: number[] = [];
            let out: Blob | undefined;
            for (let run = 0; run < runs; run++) {
              const start = performance.now();
              out = await resizeImage(photo, c.options);
              times.push(performance.now() - start);
            }
            const bitmap = await createImageBitmap(out!);
            results.push({
              label: c.label,
              inputBytes: photo.size,
              inputSize: `${width}x${height}`,
              outputBytes: out!.size,
              outputSize: `${bitmap.width}x${bitmap.height}`,
              outputType: out!.type,
              times,
            });
          }
          return results;
        },
        { cases: RESIZE_CASES, runs },
      )
      .then((results) =>
        results.map(({ times, ...rest }) => ({ ...rest, medianMs: median(times) })),
      );
  } finally {
    await page.close();
  }
}
