import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bestCopiesMade, compressed, compressedCopy, encode } from './compress.ts';

/** A script-like text large enough that brotli at quality 11 takes seconds, as the admin's main chunk does. */
function bigScript(kb: number): Buffer {
  const lines: string[] = [];
  let seed = 7;
  for (let i = 0; lines.join('\n').length < kb * 1024; i += 1) {
    seed = (seed * 48271) % 2147483647;
    lines.push(
      `export const v${i}_${seed.toString(36)} = (a, b) => a * ${seed % 997} + b.map((x) => x + "${(seed % 7919).toString(16)}");`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** The longest time the event loop went without running a timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('compressed static files', () => {
  it('never holds the event loop while compressing, so other requests keep being answered', async () => {
    const body = bigScript(300);
    // What the server did before: brotli 11 and gzip 9 on the event loop, at the file's first request.
    const before = await longestStall(async () => {
      encode(body, 'br', 'best');
      encode(body, 'gzip', 'best');
    });
    const file = `/virtual/stall-${Date.now()}.js`;
    const now = await longestStall(async () => {
      await compressed(file, 'v1', body, 'br');
      await bestCopiesMade(file);
    });
    console.log(
      `longest stall: ${Math.round(before)} ms on the event loop, ${Math.round(now)} ms off it`,
    );
    // Brotli 11 of 300 KB holds a fast machine's event loop for a few hundred milliseconds and a
    // busy one's for seconds; off the loop, timers keep firing every few milliseconds.
    expect(before).toBeGreaterThan(200);
    expect(now).toBeLessThan(before / 3);
  }, 60_000);

  it('answers the first request with a quick copy, then with the best copy once made', async () => {
    const body = bigScript(100);
    const file = `/virtual/quick-${Date.now()}.js`;
    const first = await compressed(file, 'v1', body, 'br');
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    await bestCopiesMade(file);
    const best = compressedCopy(file, 'v1', 'br');
    expect(best && brotliDecompressSync(best).equals(body)).toBe(true);
    expect(best!.length).toBeLessThanOrEqual(first.length);
    const gzipped = await compressed(file, 'v1', body, 'gzip');
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
    // A new version of the file is never answered with the old one's copy.
    const next = Buffer.from('console.log("rebuilt")');
    expect(compressedCopy(file, 'v2', 'br')).toBeUndefined();
    expect(brotliDecompressSync(await compressed(file, 'v2', next, 'br')).toString()).toBe(
      'console.log("rebuilt")',
    );
  }, 60_000);
});
