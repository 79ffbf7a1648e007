import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The budget of docs/architecture.md "Budgets": 15 KB gzip, counted as 15 x 1024 bytes. */
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

// Static imports only: `import{a}from"./x.js"`, `import"./x.js"`, `export{b}from"./x.js"`.
// A dynamic `import("./x.js")` is loaded on demand, after the first paint, and is not followed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^;()"'`]*?\bfrom\s*)?["'](\.\.?\/[^"']+)["']/g;

/** The relative modules a built ES module loads before it runs (its static imports). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

/**
 * Every file the browser must fetch before an entry module runs: the entry and, transitively,
 * its static imports (paths relative to the built folder). Chunks only reached through dynamic
 * import() are left out, since they load on demand.
 */
export function firstPaintFiles(entry: string, read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const spec of staticImports(read(file))) visit(normalizePath(dir + spec));
  };
  visit(entry);
  return [...seen];
}

function normalizePath(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
