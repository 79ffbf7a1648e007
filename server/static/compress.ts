// Precompressed static files: brotli and gzip chosen by the request's Accept-Encoding, so phones on a
// weak signal download qr-menu.js and the admin bundle compressed without recompressing each time.
// Compression runs in libuv's thread pool, never on the event loop: brotli at quality 11 takes
// seconds for the admin's main chunk (3 s for 350 KB on a busy 2-core machine), and done
// synchronously it held every other request, API calls included, until it finished (the cause
// found for the stall after a save: the next screen's first chunk froze the server). A
// file's first request gets a quick copy; the best copy is made in the background, then served.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

interface Variants {
  version: string;
  /** The smallest copies, once the thread pool has made them. */
  best?: Record<Encoding, Buffer>;
  /** Quick copies for the requests that come before the best ones are ready. */
  quick: Map<Encoding, Promise<Buffer>>;
  /** Settles when the best copies are made (or could not be). */
  making: Promise<void>;
}

const variants = new Map<string, Variants>();
let bestQueue: Promise<void> = Promise.resolve();

/**
 * The body in one encoding: `effort` is brotli's quality (0-11), with gzip at the matching end of
 * its scale (level 9 for the best, zlib's default otherwise).
 */
export function encode(body: Buffer | string, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, gzipOptions(effort));
  return brotliCompressSync(body, brotliOptions(body, effort));
}

/**
 * A quick form made on the event loop: brotli at quality 4 or gzip at level 1, about 0.1 ms for
 * 10 KB of JSON, for a small text needed now while its best form is made in the thread pool.
 */
export function encodeQuick(body: Buffer | string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 1 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * encode() in the thread pool: the event loop keeps answering other requests meanwhile. `quick` is
 * brotli's quality 1 (gzip level 1): a few milliseconds for 3 MB of JSON, for a form needed now
 * while a better one is made.
 */
export function encodeOffThread(
  body: Buffer,
  encoding: Encoding,
  effort: 'best' | 'fast' | 'quick',
): Promise<Buffer> {
  if (effort === 'quick') {
    return encoding === 'gzip'
      ? gzipAsync(body, { level: 1 })
      : brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  }
  return encoding === 'gzip'
    ? gzipAsync(body, gzipOptions(effort))
    : brotliAsync(body, brotliOptions(body, effort));
}

function gzipOptions(effort: 'best' | 'fast') {
  return effort === 'best' ? { level: 9 } : {};
}

function brotliOptions(body: Buffer | string, effort: 'best' | 'fast') {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  };
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
  return cached?.version === version ? cached.best?.[encoding] : undefined;
}

/**
 * The file's bytes in the encoding; `version` (size and mtime) renews them when the file changes.
 * The best copy when it is ready, else a quick one, while the best is made in the background.
 */
export async function compressed(
  file: string,
  version: string,
  body: Buffer,
  encoding: Encoding,
): Promise<Buffer> {
  let cached = variants.get(file);
  if (!cached || cached.version !== version) {
    const entry: Variants = { version, quick: new Map(), making: Promise.resolve() };
    variants.set(file, entry);
    cached = entry;
    // One best copy at a time: the thread pool (4 threads) also reads files for every request.
    const made = bestQueue.then(async () => {
      const br = await encodeOffThread(body, 'br', 'best');
      entry.best = { br, gzip: await encodeOffThread(body, 'gzip', 'best') };
      entry.quick.clear();
    });
    // A failure leaves the quick copies in use; the next version of the file tries again.
    entry.making = made.catch(() => undefined);
    bestQueue = entry.making;
  }
  if (cached.best) return cached.best[encoding];
  let quick = cached.quick.get(encoding);
  if (!quick) {
    quick = encodeOffThread(body, encoding, 'fast');
    cached.quick.set(encoding, quick);
  }
  return quick;
}

/** Settles once the best copies of the file's current version are made (or failed). */
export function bestCopiesMade(file: string): Promise<void> {
  return variants.get(file)?.making ?? Promise.resolve();
}
