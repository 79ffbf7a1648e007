// Menus that follow the clock, in the business's time zone (Asia/Muscat): a dish or a category
// served only within availability windows, special periods (Ramadan, Eid, a holiday) with their own
// hours and windows, and "sold out until the next opening". Pure functions; the clock is a
// parameter. The database applies the same rules (supabase/migrations/20261128100000_menu-clock.sql:
// time_windows_contain, menu_item_windows_at, menu_item_orderable_at), so an order's recording
// agrees with what the customer saw.
import {
  BUSINESS_TIME_ZONE,
  parseTime,
  readWeekHours,
  weekMinute,
  type WeekHours,
} from './opening-hours.ts';

/**
 * A window of some days: from "HH:MM" to "HH:MM" (or "24:00"), days Sunday first (the index is
 * JavaScript's getDay()), each the day the window starts. A `to` at or before `from` runs past
 * midnight (22:00 to 02:00 on Thursday also covers Friday 01:30).
 */
export interface TimeWindow {
  days: readonly number[];
  from: string;
  to: string;
}

/** A dish's or a category's windows; null means always. */
export type Windows = readonly TimeWindow[];

/** At most this many windows per dish, category or period entry (the database's bound too). */
export const MAX_WINDOWS = 7;

export const ALL_DAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

const DAY = 24 * 60;
const WEEK = 7 * DAY;

export type WindowProblem = 'time' | 'same' | 'days' | 'count';

/** The first problem with a list of windows, or null (the database checks the same shape). */
export function windowsProblem(windows: Windows): { problem: WindowProblem; index: number } | null {
  if (windows.length === 0 || windows.length > MAX_WINDOWS) return { problem: 'count', index: 0 };
  for (const [index, window] of windows.entries()) {
    const from = parseTime(window.from);
    const to = parseTime(window.to);
    if (from === null || to === null || from === DAY) return { problem: 'time', index };
    if (from === to) return { problem: 'same', index };
    const days = new Set(window.days);
    if (
      window.days.length === 0 ||
      days.size !== window.days.length ||
      window.days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)
    ) {
      return { problem: 'days', index };
    }
  }
  return null;
}

/** True when the windows (null: always) include `now`, in the business's time zone. */
export function windowsContain(
  windows: Windows | null,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): boolean {
  if (!windows) return true;
  const t = weekMinute(now, timeZone);
  return windows.some((window) => {
    const from = parseTime(window.from);
    const to = parseTime(window.to);
    if (from === null || to === null || from === to) return false;
    const length = to > from ? to - from : to + DAY - from;
    return window.days.some((day) => {
      // Minutes since the window opened, this week or (for Saturday night) the week before.
      const since = (t - (day * DAY + from) + WEEK) % WEEK;
      return since < length;
    });
  });
}

/** Reads windows as stored (jsonb): null, or anything malformed, counts as "always". */
export function readWindows(value: unknown): Windows | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const windows: TimeWindow[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { days, from, to } = entry as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string' || !Array.isArray(days)) return null;
    windows.push({ days: days.filter((day): day is number => typeof day === 'number'), from, to });
  }
  return windowsProblem(windows) ? null : windows;
}

/**
 * "06:00-11:00", or with its days when not every day ("Fri, Sat 18:00-02:00"), windows joined by
 * " · "; `dayNames` short, Sunday first, in the reader's language. `dash` joins start and end: a
 * non-breaking hyphen (U+2011) keeps "06:00-11:00" on one line in a narrow card.
 */
/** Joins a window's two times: a hyphen that never breaks, so a line never ends in "06:00-". */
export const NON_BREAKING_HYPHEN = '\u2011';

export function windowsText(
  windows: Windows,
  dayNames: readonly string[],
  dash = NON_BREAKING_HYPHEN,
): string {
  return windows
    .map((window) => {
      const every = ALL_DAYS.every((day) => window.days.includes(day));
      const days = [...window.days]
        .sort((a, b) => a - b)
        .map((day) => dayNames[day] ?? '')
        .join(', ');
      return `${every ? '' : `${days} `}${window.from}${dash}${window.to}`;
    })
    .join(' · ');
}

/** A date range with its own hours and, per category or dish id, its own windows (null: all day). */
export interface SpecialPeriod {
  id: string;
  name: string;
  name_ar: string;
  /** "YYYY-MM-DD", the first and the last day (inclusive), in the business's time zone. */
  startsOn: string;
  endsOn: string;
  hours: WeekHours;
  windows: Readonly<Record<string, Windows | null>>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads public_menu's special_periods; a malformed period is left out. */
export function readPeriods(value: unknown): SpecialPeriod[] {
  if (!Array.isArray(value)) return [];
  const periods: SpecialPeriod[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const hours = readWeekHours(raw.opening_hours);
    const startsOn = String(raw.starts_on ?? '');
    const endsOn = String(raw.ends_on ?? '');
    if (!hours || !DATE.test(startsOn) || !DATE.test(endsOn)) continue;
    const windows: Record<string, Windows | null> = {};
    if (typeof raw.windows === 'object' && raw.windows !== null) {
      for (const [id, list] of Object.entries(raw.windows)) windows[id] = readWindows(list);
    }
    periods.push({
      id: String(raw.id ?? ''),
      name: String(raw.name ?? ''),
      name_ar: String(raw.name_ar ?? ''),
      startsOn,
      endsOn,
      hours,
      windows,
    });
  }
  return periods;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD" of `now` in the time zone. */
export function localDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The period whose dates include `now`'s date in the time zone, or null. */
export function periodAt(
  periods: readonly SpecialPeriod[],
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): SpecialPeriod | null {
  const today = localDate(now, timeZone);
  return periods.find((period) => period.startsOn <= today && today <= period.endsOn) ?? null;
}

/** The hours in force: the period's when one is, else the usual ones. */
export function hoursInForce(
  usual: WeekHours | null,
  period: SpecialPeriod | null,
): WeekHours | null {
  return period ? period.hours : usual;
}

/**
 * The windows a dish follows: the period's entry for the dish, else for its category, else
 * `usual` (its own windows, else its category's, as public_menu sends them).
 */
export function windowsInForce(
  item: { id: string; category_id: string | null },
  usual: Windows | null,
  period: SpecialPeriod | null,
): Windows | null {
  if (period) {
    if (item.id in period.windows) return period.windows[item.id] ?? null;
    if (item.category_id !== null && item.category_id in period.windows) {
      return period.windows[item.category_id] ?? null;
    }
  }
  return usual;
}

/** Sold out at `now`: marked so, and its "until" (an ISO instant) not yet reached. */
export function soldOutAt(soldOut: boolean, until: string | null | undefined, now: Date): boolean {
  if (!soldOut) return false;
  if (!until) return true;
  const end = Date.parse(until);
  return Number.isNaN(end) || now.getTime() < end;
}

/** "Fri 06:00": an instant's weekday (from `dayNames`, Sunday first) and time in the time zone. */
export function dayAndTime(
  instant: Date,
  dayNames: readonly string[],
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const minute = weekMinute(instant, timeZone);
  const time = minute % DAY;
  const hh = String(Math.floor(time / 60)).padStart(2, '0');
  const mm = String(time % 60).padStart(2, '0');
  return `${dayNames[Math.floor(minute / DAY)] ?? ''} ${hh}:${mm}`;
}
