import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label.ts';

describe('dayLabel', () => {
  it('names the Muscat day itself, whatever the time zone of the browser', () => {
    expect(dayLabel('2026-11-23', 'en')).toBe('23 Nov');
    expect(dayLabel('2027-01-01', 'en')).toBe('1 Jan');
  });

  it('writes Arabic month names with Western digits, as Omani receipts do', () => {
    const label = dayLabel('2026-11-23', 'ar');
    expect(label).toContain('23');
    expect(label).not.toMatch(/[٠-٩]/);
    expect(label).toMatch(/[\u0600-\u06FF]/);
  });
});
