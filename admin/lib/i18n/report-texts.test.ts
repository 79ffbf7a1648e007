import { describe, expect, it } from 'vitest';
import { reportAr } from './report-ar.ts';

describe('the day report in Arabic', () => {
  it('reads a Latin business name first, then "all branches", right to left', () => {
    // Without the isolate, a name in Latin letters before the Arabic words was drawn on the left:
    // "all branches" came first in an Arabic reader's order.
    expect(reportAr.allBranchesOf('Demo Cafe')).toBe('\u2068Demo Cafe\u2069 · كل الفروع');
  });
});
