// Opening hours of a business, in its own time zone (Asia/Muscat, UTC+4 all year): whether it is
// open at a given instant, when it closes or opens next. Pure functions; the clock is a parameter.

/** Every QR Menu business is in Oman for now; the widget and the tests pass it explicitly. */
export const BUSINESS_TIME_ZONE = 'Asia/Muscat';

/** One opening range of a day, "HH:MM" 24-hour. A closing time at or before the opening time
 *  means past midnight (18:00 to 02:00); "24:00" closes at midnight. */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** Seven days, Sunday first (the index is JavaScript's getDay()), each with its ranges. */
export type WeekHours = readonly (readonly TimeRange[])[];

export type OpenState =
  /** No hours set: the menu says nothing about opening and checkout is always allowed. */
  | { kind: 'unknown' }
  /** closes: "HH:MM", or null when it never closes (open around the clock). */
  | { kind: 'open'; closes: string | null }
  /** opens: when it opens next (inDays 0 = today, 1 = tomorrow), or null when it never does. */
  | {
      kind: 'closed';
      temporarily: boolean;
      opens: { time: string; weekday: number; inDays: number } | null;
    };

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight for "HH:MM" (and 1440 for "24:00"), or null when it is not a time. */
export function parseTime(text: string): number | null {
  if (text === '24:00') return DAY;
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function formatTime(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export type HoursProblem = 'time' | 'same' | 'overlap' | 'days';

/**
 * The first problem with a week of hours, or null: 'time' (not HH:MM), 'same' (opens = closes),
 * 'overlap' (two ranges cover the same minute, including a late range running into the next day),
 * 'days' (not seven days). The database checks the shape again.
 */
export function hoursProblem(hours: WeekHours): { problem: HoursProblem; day: number } | null {
  if (hours.length !== 7) return { problem: 'days', day: 0 };
  for (const [day, ranges] of hours.entries()) {
    for (const range of ranges) {
      const opens = parseTime(range.opens);
      const closes = parseTime(range.closes);
      if (opens === null || closes === null || opens === DAY) return { problem: 'time', day };
      if (opens === closes) return { problem: 'same', day };
    }
  }
  const spans = weekSpans(hours).sort((a, b) => a.start - b.start);
  for (const [index, span] of spans.entries()) {
    const next = spans[index + 1] ?? (spans[0] && { ...spans[0], start: spans[0].start + WEEK });
    if (next && next !== span && span.end > next.start) {
      return { problem: 'overlap', day: next.day };
    }
  }
  return null;
}

interface Span {
  start: number;
  end: number;
  day: number;
}

// Each range as minutes of the week from Sunday 00:00; a late Saturday range ends after WEEK.
function weekSpans(hours: WeekHours): Span[] {
  const spans: Span[] = [];
  for (const [day, ranges] of hours.entries()) {
    for (const range of ranges) {
      const opens = parseTime(range.opens);
      const closes = parseTime(range.closes);
      if (opens === null || closes === null || opens === closes || opens === DAY) continue;
      const start = day * DAY + opens;
      spans.push({ start, end: day * DAY + (closes > opens ? closes : closes + DAY), day });
    }
  }
  return spans;
}

// Sorted, merged intervals within [0, WEEK); a span past the week's end wraps to Sunday morning.
function weekIntervals(hours: WeekHours): [number, number][] {
  const pieces: [number, number][] = [];
  for (const { start, end } of weekSpans(hours)) {
    if (end <= WEEK) pieces.push([start, end]);
    else pieces.push([start, WEEK], [0, end - WEEK]);
  }
  pieces.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && piece[0] <= last[1]) last[1] = Math.max(last[1], piece[1]);
    else merged.push([piece[0], piece[1]]);
  }
  return merged;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since Sunday 00:00 in the time zone, at that instant. */
export function weekMinute(now: Date, timeZone: string = BUSINESS_TIME_ZONE): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return day * DAY + (Number(parts.hour) % 24) * 60 + Number(parts.minute);
}

/** Open or closed at `now`, and until when; "temporarily closed" wins over any hours. */
export function openState(
  hours: WeekHours | null,
  temporarilyClosed: boolean,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): OpenState {
  if (temporarilyClosed) return { kind: 'closed', temporarily: true, opens: null };
  if (!hours) return { kind: 'unknown' };
  const intervals = weekIntervals(hours);
  const t = weekMinute(now, timeZone);
  const current = intervals.find(([start, end]) => start <= t && t < end);
  if (current) {
    let end = current[1];
    // Saturday night running into Sunday morning is one opening, not a close at midnight.
    if (end === WEEK) {
      const first = intervals[0];
      if (first && first[0] === 0) end = first === current ? Infinity : WEEK + first[1];
    }
    return { kind: 'open', closes: end === Infinity ? null : formatTime(end) };
  }
  const next = intervals.find(([start]) => start > t) ?? intervals[0];
  if (!next) return { kind: 'closed', temporarily: false, opens: null };
  const start = next[0] > t ? next[0] : next[0] + WEEK;
  return {
    kind: 'closed',
    temporarily: false,
    opens: {
      time: formatTime(start),
      weekday: Math.floor(start / DAY) % 7,
      inDays: Math.floor(start / DAY) - Math.floor(t / DAY),
    },
  };
}

/** Reads hours as stored (jsonb): anything malformed counts as "no hours" rather than a crash. */
export function readWeekHours(value: unknown): WeekHours | null {
  if (!Array.isArray(value) || value.length !== 7) return null;
  const week: TimeRange[][] = [];
  for (const day of value as unknown[]) {
    if (!Array.isArray(day)) return null;
    const ranges: TimeRange[] = [];
    for (const range of day as unknown[]) {
      if (typeof range !== 'object' || range === null) return null;
      const { opens, closes } = range as Record<string, unknown>;
      if (typeof opens !== 'string' || typeof closes !== 'string') return null;
      ranges.push({ opens, closes });
    }
    week.push(ranges);
  }
  return week;
}
