import { describe, expect, it } from 'vitest';
import {
  ALL_DAYS,
  dayAndTime,
  hoursInForce,
  localDate,
  periodAt,
  readPeriods,
  readWindows,
  soldOutAt,
  windowsContain,
  windowsInForce,
  windowsProblem,
  windowsText,
  type SpecialPeriod,
  type Windows,
} from './availability.ts';
import { parseTime, type WeekHours } from './opening-hours.ts';

// 2026-11-22 is a Sunday. Muscat is UTC+4 all year, so 02:00Z is 06:00 in Muscat.
const muscat = (day: number, time: string) =>
  new Date(Date.UTC(2026, 10, 22 + day) + (parseTime(time)! - 4 * 60) * 60_000);

const breakfast: Windows = [{ days: ALL_DAYS, from: '06:00', to: '11:00' }];
// Thursday and Friday nights, 22:00 to 02:00 the next morning.
const lateWeekend: Windows = [{ days: [4, 5], from: '22:00', to: '02:00' }];

describe('windowsContain', () => {
  it('is always true without windows', () => {
    expect(windowsContain(null, muscat(0, '03:00'))).toBe(true);
  });

  it('includes the opening minute and excludes the closing one', () => {
    expect(windowsContain(breakfast, muscat(1, '05:59'))).toBe(false);
    expect(windowsContain(breakfast, muscat(1, '06:00'))).toBe(true);
    expect(windowsContain(breakfast, muscat(1, '10:59'))).toBe(true);
    expect(windowsContain(breakfast, muscat(1, '11:00'))).toBe(false);
    expect(windowsContain(breakfast, muscat(1, '12:00'))).toBe(false);
  });

  it('runs a window past midnight into the next morning, by the day it starts', () => {
    // Thursday 23:00 and Friday 01:30 (Thursday night); Friday 02:00 is over.
    expect(windowsContain(lateWeekend, muscat(4, '23:00'))).toBe(true);
    expect(windowsContain(lateWeekend, muscat(5, '01:30'))).toBe(true);
    expect(windowsContain(lateWeekend, muscat(5, '02:00'))).toBe(false);
    // Wednesday night is not a window; Thursday 01:30 belongs to Wednesday night.
    expect(windowsContain(lateWeekend, muscat(3, '23:00'))).toBe(false);
    expect(windowsContain(lateWeekend, muscat(4, '01:30'))).toBe(false);
    // Saturday 01:30 is Friday night's.
    expect(windowsContain(lateWeekend, muscat(6, '01:30'))).toBe(true);
  });

  it('wraps Saturday night into Sunday morning', () => {
    const saturdayNight: Windows = [{ days: [6], from: '20:00', to: '03:00' }];
    expect(windowsContain(saturdayNight, muscat(7, '02:00'))).toBe(true);
    expect(windowsContain(saturdayNight, muscat(7, '03:00'))).toBe(false);
    expect(windowsContain(saturdayNight, muscat(0, '02:00'))).toBe(true);
  });

  it('reads the day and time in Muscat whatever the phone is set to', () => {
    // Sunday 23:30 UTC is Monday 03:30 in Muscat, when a Monday-only night window still runs.
    const mondayNight: Windows = [{ days: [1], from: '00:00', to: '04:00' }];
    expect(windowsContain(mondayNight, new Date('2026-11-22T23:30:00Z'))).toBe(true);
    // Read in UTC it would be Sunday 23:30, outside the window.
    expect(windowsContain(mondayNight, new Date('2026-11-22T23:30:00Z'), 'UTC')).toBe(false);
  });

  it('understands 24:00 as the end of the day', () => {
    const evening: Windows = [{ days: ALL_DAYS, from: '18:00', to: '24:00' }];
    expect(windowsContain(evening, muscat(2, '23:59'))).toBe(true);
    expect(windowsContain(evening, muscat(3, '00:00'))).toBe(false);
  });
});

describe('windowsProblem and readWindows', () => {
  it('accepts well-formed windows', () => {
    expect(windowsProblem(breakfast)).toBeNull();
    expect(windowsProblem(lateWeekend)).toBeNull();
  });

  it.each([
    [[], 'count'],
    [[{ days: [1], from: '6:00', to: '11:00' }], 'time'],
    [[{ days: [1], from: '24:00', to: '02:00' }], 'time'],
    [[{ days: [1], from: '06:00', to: '06:00' }], 'same'],
    [[{ days: [], from: '06:00', to: '11:00' }], 'days'],
    [[{ days: [1, 1], from: '06:00', to: '11:00' }], 'days'],
    [[{ days: [7], from: '06:00', to: '11:00' }], 'days'],
  ])('finds the problem in %j: %s', (windows, problem) => {
    expect(windowsProblem(windows as Windows)?.problem).toBe(problem);
  });

  it('reads stored windows and treats anything else as always', () => {
    expect(readWindows([{ days: [0, 1], from: '06:00', to: '11:00' }])).toEqual([
      { days: [0, 1], from: '06:00', to: '11:00' },
    ]);
    expect(readWindows(null)).toBeNull();
    expect(readWindows('06:00')).toBeNull();
    expect(readWindows([{ days: [0], from: '06:00', to: '06:00' }])).toBeNull();
  });
});

describe('windowsText', () => {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  it('says the hours, and the days when not every day', () => {
    expect(windowsText(breakfast, days)).toBe('06:00\u201111:00');
    expect(windowsText(breakfast, days, '-')).toBe('06:00-11:00');
    expect(windowsText(lateWeekend, days, '-')).toBe('Thu, Fri 22:00-02:00');
    expect(windowsText([...breakfast, { days: [5], from: '18:00', to: '22:00' }], days, '-')).toBe(
      '06:00-11:00 · Fri 18:00-22:00',
    );
  });
});

describe('special periods', () => {
  const ramadanHours: WeekHours = Array.from({ length: 7 }, () => [
    { opens: '19:00', closes: '03:00' },
  ]);
  const usual: WeekHours = Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]);
  const ramadan: SpecialPeriod = {
    id: 'p1',
    name: 'Ramadan',
    name_ar: 'رمضان',
    startsOn: '2026-11-24',
    endsOn: '2026-11-25',
    hours: ramadanHours,
    windows: {
      breakfastCategory: null,
      shakshuka: [{ days: ALL_DAYS, from: '20:00', to: '02:00' }],
    },
  };

  it('is in force on its dates in Muscat, first to last day', () => {
    expect(periodAt([ramadan], muscat(1, '23:59'))).toBeNull();
    // Monday 20:30 UTC is already Tuesday 00:30 in Muscat, the first day.
    expect(periodAt([ramadan], new Date('2026-11-23T20:30:00Z'))).toBe(ramadan);
    expect(periodAt([ramadan], muscat(3, '23:59'))).toBe(ramadan);
    expect(periodAt([ramadan], muscat(4, '00:00'))).toBeNull();
    expect(localDate(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-24');
  });

  it('replaces the hours while in force', () => {
    expect(hoursInForce(usual, ramadan)).toBe(ramadanHours);
    expect(hoursInForce(usual, null)).toBe(usual);
  });

  it('replaces a dish’s windows by its own entry, else its category’s, else keeps them', () => {
    const shakshuka = { id: 'shakshuka', category_id: 'breakfastCategory' };
    const platter = { id: 'platter', category_id: 'breakfastCategory' };
    const karak = { id: 'karak', category_id: 'drinks' };
    expect(windowsInForce(shakshuka, breakfast, ramadan)).toEqual(ramadan.windows.shakshuka);
    // The category's entry is null: served whenever the business is open during Ramadan.
    expect(windowsInForce(platter, breakfast, ramadan)).toBeNull();
    expect(windowsInForce(karak, lateWeekend, ramadan)).toBe(lateWeekend);
    expect(windowsInForce(platter, breakfast, null)).toBe(breakfast);
  });

  it('reads public_menu’s periods and leaves malformed ones out', () => {
    const read = readPeriods([
      {
        id: 'p1',
        name: 'Ramadan',
        name_ar: 'رمضان',
        starts_on: '2026-11-24',
        ends_on: '2026-11-25',
        opening_hours: ramadanHours,
        windows: { x: [{ days: [1], from: '06:00', to: '07:00' }], y: null },
      },
      { id: 'p2', starts_on: 'soon', ends_on: '2026-11-25', opening_hours: ramadanHours },
      'nonsense',
    ]);
    expect(read).toHaveLength(1);
    expect(read[0]?.windows).toEqual({ x: [{ days: [1], from: '06:00', to: '07:00' }], y: null });
    expect(readPeriods(undefined)).toEqual([]);
  });
});

describe('soldOutAt', () => {
  const until = '2026-11-23T02:00:00.000Z';
  it('is sold out until the instant, then available', () => {
    expect(soldOutAt(true, until, new Date('2026-11-23T01:59:59Z'))).toBe(true);
    expect(soldOutAt(true, until, new Date('2026-11-23T02:00:00Z'))).toBe(false);
  });
  it('stays sold out without an until, and never when not marked', () => {
    expect(soldOutAt(true, null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(soldOutAt(false, until, new Date('2026-11-22T00:00:00Z'))).toBe(false);
  });
});

describe('dayAndTime', () => {
  it('names the weekday and time in Muscat', () => {
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    // Thursday 22:00 UTC is Friday 02:00 in Muscat.
    expect(dayAndTime(new Date('2026-11-26T22:00:00Z'), days)).toBe('Fri 02:00');
    expect(dayAndTime(muscat(1, '06:00'), days)).toBe('Mon 06:00');
  });
});
