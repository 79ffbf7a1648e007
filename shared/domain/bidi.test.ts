import { describe, expect, it } from 'vitest';
import { isolateTimeRanges, ltr } from './bidi.ts';

describe('bidi isolation', () => {
  it('wraps a text in a left-to-right isolate', () => {
    expect(ltr('+968 9123 4567')).toBe('\u2066+968 9123 4567\u2069');
  });

  it('isolates each time range on its own, leaving day names and separators in the sentence', () => {
    expect(isolateTimeRanges('يقدم الأحد, الاثنين 06:00-11:00 · 17:30\u201123:00')).toBe(
      'يقدم الأحد, الاثنين \u206606:00-11:00\u2069 · \u206617:30\u201123:00\u2069',
    );
    expect(isolateTimeRanges('Served 6:00-11:00')).toBe('Served \u20666:00-11:00\u2069');
    expect(isolateTimeRanges('no times here, 12:00 alone')).toBe('no times here, 12:00 alone');
  });
});
