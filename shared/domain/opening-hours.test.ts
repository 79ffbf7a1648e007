import { describe, expect, it } from 'vitest';
import {
  hoursProblem,
  openState,
  parseTime,
  readWeekHours,
  weekMinute,
  type TimeRange,
  type WeekHours,
} from './opening-hours.ts';

// 2026-11-22 is a Sunday. Muscat is UTC+4 all year, so 02:00Z is 06:00 in Muscat.
const muscat = (day: number, time: string) =>
  new Date(Date.UTC(2026, 10, 22 + day) + (parseTime(time)! - 4 * 60) * 60_000);

const everyDay = (...ranges: TimeRange[]): WeekHours => Array.from({ length: 7 }, () => ranges);

const week = (days: Partial<Record<number, TimeRange[]>>): WeekHours =>
  Array.from({ length: 7 }, (_, day) => days[day] ?? []);

describe('weekMinute', () => {
  it('reads the weekday and time in Muscat, not in UTC or the machine zone', () => {
    // Saturday 21:30 UTC is already Sunday 01:30 in Muscat.
    expect(weekMinute(new Date('2026-11-28T21:30:00Z'))).toBe(90);
    expect(weekMinute(new Date('2026-11-23T08:00:00Z'))).toBe(24 * 60 + 12 * 60);
    expect(weekMinute(new Date('2026-11-23T08:00:00Z'), 'UTC')).toBe(24 * 60 + 8 * 60);
  });

  it('finds the same local time in another zone (London in winter)', () => {
    expect(weekMinute(new Date('2026-11-23T08:00:00Z'), 'Europe/London')).toBe(24 * 60 + 8 * 60);
    expect(weekMinute(new Date('2026-07-20T08:00:00Z'), 'Europe/London')).toBe(24 * 60 + 9 * 60);
  });
});

describe('openState', () => {
  const cafe = everyDay({ opens: '06:00', closes: '23:00' });

  it('says nothing when no hours are set', () => {
    expect(openState(null, false, muscat(1, '03:00'))).toEqual({ kind: 'unknown' });
  });

  it('is open during a range, with its closing time', () => {
    expect(openState(cafe, false, muscat(1, '06:00'))).toEqual({ kind: 'open', closes: '23:00' });
    expect(openState(cafe, false, muscat(1, '22:59'))).toEqual({ kind: 'open', closes: '23:00' });
  });

  it('is closed at the closing minute and before opening, with the next opening', () => {
    expect(openState(cafe, false, muscat(1, '23:00'))).toEqual({
      kind: 'closed',
      temporarily: false,
      opens: { time: '06:00', weekday: 2, inDays: 1 },
    });
    expect(openState(cafe, false, muscat(1, '05:59'))).toEqual({
      kind: 'closed',
      temporarily: false,
      opens: { time: '06:00', weekday: 1, inDays: 0 },
    });
  });

  it('uses Muscat time whatever the UTC date says', () => {
    // 19:30Z on Monday is 23:30 Monday in Muscat: closed; 20:30Z is Tuesday 00:30.
    expect(openState(cafe, false, new Date('2026-11-23T18:30:00Z')).kind).toBe('open');
    expect(openState(cafe, false, new Date('2026-11-23T19:30:00Z')).kind).toBe('closed');
  });

  it('keeps a range past midnight open into the next day', () => {
    const late = week({ 5: [{ opens: '18:00', closes: '02:00' }] });
    expect(openState(late, false, muscat(5, '23:30'))).toEqual({ kind: 'open', closes: '02:00' });
    expect(openState(late, false, muscat(6, '01:59'))).toEqual({ kind: 'open', closes: '02:00' });
    expect(openState(late, false, muscat(6, '02:00'))).toMatchObject({
      kind: 'closed',
      opens: { time: '18:00', weekday: 5, inDays: 6 },
    });
  });

  it("wraps Saturday night into Sunday morning (the week's end)", () => {
    const saturdayLate = week({ 6: [{ opens: '20:00', closes: '03:00' }] });
    expect(openState(saturdayLate, false, muscat(7, '01:00'))).toEqual({
      kind: 'open',
      closes: '03:00',
    });
    expect(openState(saturdayLate, false, muscat(0, '01:00'))).toEqual({
      kind: 'open',
      closes: '03:00',
    });
    // Sunday after 03:00: the next opening is Saturday evening, six days on.
    expect(openState(saturdayLate, false, muscat(0, '04:00'))).toMatchObject({
      opens: { time: '20:00', weekday: 6, inDays: 6 },
    });
  });

  it('finds the next opening across the week boundary', () => {
    const sundayOnly = week({ 0: [{ opens: '08:00', closes: '12:00' }] });
    expect(openState(sundayOnly, false, muscat(6, '23:00'))).toMatchObject({
      opens: { time: '08:00', weekday: 0, inDays: 1 },
    });
    expect(openState(sundayOnly, false, muscat(0, '13:00'))).toMatchObject({
      opens: { time: '08:00', weekday: 0, inDays: 7 },
    });
  });

  it('joins a range ending at 24:00 with the next day starting at 00:00', () => {
    const hours = week({
      1: [{ opens: '18:00', closes: '24:00' }],
      2: [{ opens: '00:00', closes: '01:30' }],
    });
    expect(openState(hours, false, muscat(1, '23:00'))).toEqual({ kind: 'open', closes: '01:30' });
    const saturdayToSunday = week({
      6: [{ opens: '18:00', closes: '24:00' }],
      0: [{ opens: '00:00', closes: '02:00' }],
    });
    expect(openState(saturdayToSunday, false, muscat(6, '23:00'))).toEqual({
      kind: 'open',
      closes: '02:00',
    });
  });

  it('handles several ranges a day (a lunch break)', () => {
    const split = everyDay(
      { opens: '07:00', closes: '12:00' },
      { opens: '16:00', closes: '23:00' },
    );
    expect(openState(split, false, muscat(3, '13:00'))).toMatchObject({
      kind: 'closed',
      opens: { time: '16:00', inDays: 0 },
    });
    expect(openState(split, false, muscat(3, '17:00'))).toEqual({ kind: 'open', closes: '23:00' });
  });

  it('is open around the clock with no closing time', () => {
    expect(
      openState(everyDay({ opens: '00:00', closes: '24:00' }), false, muscat(2, '04:00')),
    ).toEqual({ kind: 'open', closes: null });
  });

  it('is closed for good when no day has hours, and temporarily when switched off', () => {
    expect(openState(week({}), false, muscat(2, '10:00'))).toEqual({
      kind: 'closed',
      temporarily: false,
      opens: null,
    });
    expect(openState(cafe, true, muscat(2, '10:00'))).toEqual({
      kind: 'closed',
      temporarily: true,
      opens: null,
    });
    expect(openState(null, true, muscat(2, '10:00')).kind).toBe('closed');
  });
});

describe('hoursProblem', () => {
  it('accepts ordinary, split and past-midnight hours', () => {
    expect(hoursProblem(everyDay({ opens: '06:00', closes: '23:00' }))).toBeNull();
    expect(hoursProblem(week({ 5: [{ opens: '18:00', closes: '02:00' }] }))).toBeNull();
    expect(hoursProblem(everyDay({ opens: '00:00', closes: '24:00' }))).toBeNull();
  });

  it('names the day of the first problem', () => {
    expect(hoursProblem(week({ 2: [{ opens: '6:00', closes: '23:00' }] }))).toEqual({
      problem: 'time',
      day: 2,
    });
    expect(hoursProblem(week({ 3: [{ opens: '24:00', closes: '02:00' }] }))).toEqual({
      problem: 'time',
      day: 3,
    });
    expect(hoursProblem(week({ 4: [{ opens: '09:00', closes: '09:00' }] }))).toEqual({
      problem: 'same',
      day: 4,
    });
    expect(
      hoursProblem(
        week({
          1: [
            { opens: '08:00', closes: '12:00' },
            { opens: '11:00', closes: '14:00' },
          ],
        }),
      ),
    ).toEqual({ problem: 'overlap', day: 1 });
    expect(hoursProblem([[]])).toEqual({ problem: 'days', day: 0 });
  });

  it('sees a late range running into the next morning, also across the week end', () => {
    expect(
      hoursProblem(
        week({
          1: [{ opens: '20:00', closes: '03:00' }],
          2: [{ opens: '02:00', closes: '10:00' }],
        }),
      ),
    ).toEqual({ problem: 'overlap', day: 2 });
    expect(
      hoursProblem(
        week({
          6: [{ opens: '20:00', closes: '03:00' }],
          0: [{ opens: '02:00', closes: '10:00' }],
        }),
      ),
    ).toEqual({ problem: 'overlap', day: 0 });
  });
});

describe('readWeekHours', () => {
  it('reads stored hours and refuses anything else', () => {
    const stored = JSON.parse(JSON.stringify(everyDay({ opens: '06:00', closes: '23:00' })));
    expect(readWeekHours(stored)).toEqual(everyDay({ opens: '06:00', closes: '23:00' }));
    expect(readWeekHours(null)).toBeNull();
    expect(readWeekHours([[], []])).toBeNull();
    expect(readWeekHours(Array(7).fill([{ opens: 6 }]))).toBeNull();
  });
});
