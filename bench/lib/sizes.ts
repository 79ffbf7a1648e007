import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The budget of ARCHITECTURE.md: 15 KB gzip, counted as 15 x 1024 bytes. */
export const WIDGET_GZIP_BUDGET = 15 * 1024;

// Level 9 gzip and quality 11 brotli: what a CDN or `vite build` pre-compression serves for static files.
export function compressedSize(body: Buffer | string): Compressed {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

export function addSizes(sizes: readonly Compressed[]): Compressed {
  return sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
