import { describe, expect, it } from 'vitest';
import { teamAr } from './team-ar.ts';

describe('the team page in Arabic', () => {
  it('keeps an Arabic date in its own order (6 ديسمبر reads day first, right to left)', () => {
    const text = teamAr.expires('6 ديسمبر');
    expect(text).not.toContain('\u2066');
    expect(text).toBe('تنتهي \u20686 ديسمبر\u2069');
  });
  it('isolates addresses left to right', () => {
    expect(teamAr.invited('a@example.com')).toContain('\u2066a@example.com\u2069');
  });
});
