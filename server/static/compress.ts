// Precompressed static files: brotli and gzip made once per file (on its first request, kept in
// memory while the file is unchanged) and chosen by the request's Accept-Encoding, so phones on a
// weak signal download qr-menu.js and the admin bundle compressed without recompressing each time.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

interface Variants {
  version: string;
  br: Buffer;
  gzip: Buffer;
}

const variants = new Map<string, Variants>();

/**
 * The body in one encoding: `effort` is brotli's quality (0-11), with gzip at the matching end of
 * its scale (level 9 for the best, zlib's default otherwise).
 */
export function encode(body: Buffer | string, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, effort === 'best' ? { level: 9 } : {});
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/** The best encoding the client accepts (brotli first), or undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The file's bytes in the encoding when this version of it was compressed already. */
export function compressedCopy(
  file: string,
  version: string,
  encoding: Encoding,
): Buffer | undefined {
  const cached = variants.get(file);
  return cached?.version === version ? cached[encoding] : undefined;
}

/** The file's bytes in the encoding; `version` (size and mtime) renews them when the file changes. */
export function compressed(
  file: string,
  version: string,
  body: Buffer,
  encoding: Encoding,
): Buffer {
  let cached = variants.get(file);
  if (!cached || cached.version !== version) {
    cached = { version, br: encode(body, 'br', 'best'), gzip: encode(body, 'gzip', 'best') };
    variants.set(file, cached);
  }
  return cached[encoding];
}
