// The caches' bound: memory as a string holds it (2 bytes per UTF-16 unit), least recently used
// out first, and no single entry large enough to push everything else out.
import { describe, expect, it } from 'vitest';
import { ByteCache, memoryOf } from './byte-cache.ts';

describe('ByteCache', () => {
  it('counts a string as 2 bytes per UTF-16 unit, Arabic or not', () => {
    expect(memoryOf('abc')).toBe(6);
    expect(memoryOf('قهوة')).toBe(8);
    expect(memoryOf('☕')).toBe(2);
    expect(memoryOf('😀')).toBe(4);
  });

  it('keeps the total under its budget, pushing the least recently used out first', () => {
    const cache = new ByteCache<string>({ maxBytes: 100, maxShare: 0.5 });
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 40);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('c')).toBe('C');
    expect(cache.bytes).toBe(80);
  });

  it('serves an entry above its share of the budget without keeping it, so it evicts nothing', () => {
    const cache = new ByteCache<string>({ maxBytes: 100, maxShare: 0.25 });
    cache.set('a', 'A', 25);
    cache.set('b', 'B', 25);
    expect(cache.set('huge', 'H', 26)).toBe(false);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('b')).toBe('B');
    expect(cache.bytes).toBe(50);
  });

  it('counts growth (compressed forms) of a kept entry, and drops one that grew past its share', () => {
    const cache = new ByteCache<string>({ maxBytes: 100, maxShare: 0.5 });
    cache.set('a', 'A', 30);
    cache.grew('a', 'A', 10);
    expect(cache.bytes).toBe(40);
    cache.grew('a', 'other value', 10); // a replaced value's late growth counts for nothing
    expect(cache.bytes).toBe(40);
    cache.grew('a', 'A', 20);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('bounds the number of entries too, and replaces an entry under the same key', () => {
    const cache = new ByteCache<number>({ maxBytes: 1000, maxEntries: 2 });
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    cache.set('b', 3, 5);
    expect(cache.bytes).toBe(6);
    cache.set('c', 4, 1);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.deleteWhere((value) => value === 3);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(1);
  });
});
