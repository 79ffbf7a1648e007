import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` requests per address and minute, then refuses until the next minute', () => {
    const allow = createRateLimiter(2);
    expect([allow('1.1.1.1', 0), allow('1.1.1.1', 10), allow('1.1.1.1', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    // Another address has its own count; a new minute starts over.
    expect(allow('2.2.2.2', 30)).toBe(true);
    expect(allow('1.1.1.1', 60_000)).toBe(true);
  });

  it('never refuses with limit 0', () => {
    const allow = createRateLimiter(0);
    expect(Array.from({ length: 100 }, () => allow('1.1.1.1', 0)).every(Boolean)).toBe(true);
  });
});
