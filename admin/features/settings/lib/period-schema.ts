// The special period form's one validation: a zod schema over what the owner edits, calling the
// shared rules (opening hours, serving windows), that turns the form into the special_periods columns
// it saves. An issue's message is its problem's code; the form says the problem with periodProblemText
// from periodProblem, the same rules run on what is on screen.
import { z } from 'zod';
import {
  readWindows,
  windowsProblem,
  type TimeWindow,
  type WindowProblem,
} from '../../../../shared/domain/availability.ts';
import { hoursProblem, readWeekHours } from '../../../../shared/domain/opening-hours.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { SpecialPeriodRow } from '../api/get-special-periods.ts';
import { DEFAULT_RANGE } from './settings-form.ts';

export type PeriodProblem =
  | { code: 'name' }
  | { code: 'dates' }
  | { code: 'hours'; day: number }
  | { code: 'windows'; id: string; problem: WindowProblem };

const range = z.object({ opens: z.string(), closes: z.string() });
const window = z.object({ days: z.array(z.number()), from: z.string(), to: z.string() });

/** The period as the owner edits it. */
export const periodFormShape = z.object({
  name: z.string(),
  nameAr: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Seven days, Sunday first. */
  hours: z.array(z.array(range)),
  /**
   * Serving times by category (or dish) id, as special_periods.windows holds them: null any time,
   * a list its own times; an id left out keeps its usual times.
   */
  windows: z.record(z.string(), z.array(window).nullable()),
});
export type PeriodValues = z.input<typeof periodFormShape>;
export type PeriodToSave = Omit<SpecialPeriodRow, 'id'>;

type PeriodFormValues = z.output<typeof periodFormShape>;

/** The period's first problem (the form names one) and the field it is filed at, or null. */
export function periodProblem(
  form: PeriodFormValues,
): { path: keyof PeriodFormValues; problem: PeriodProblem } | null {
  if (form.name.trim() === '' && form.nameAr.trim() === '')
    return { path: 'name', problem: { code: 'name' } };
  if (!form.startsOn || !form.endsOn || form.endsOn < form.startsOn) {
    return { path: 'startsOn', problem: { code: 'dates' } };
  }
  const hours = hoursProblem(form.hours);
  if (hours) return { path: 'hours', problem: { code: 'hours', day: hours.day } };
  for (const [id, list] of Object.entries(form.windows)) {
    const trouble = list ? windowsProblem(list) : null;
    if (trouble) {
      return { path: 'windows', problem: { code: 'windows', id, problem: trouble.problem } };
    }
  }
  return null;
}

/** The period checked and turned into its row; a refusal is filed as its code. */
export const periodSchema = periodFormShape.transform((form, ctx): PeriodToSave => {
  const found = periodProblem(form);
  if (found) {
    ctx.issues.push({
      code: 'custom',
      input: form[found.path],
      path: [found.path],
      message: found.problem.code,
    });
    return z.NEVER;
  }
  return {
    name: form.name.trim(),
    name_ar: form.nameAr.trim(),
    starts_on: form.startsOn,
    ends_on: form.endsOn,
    opening_hours: form.hours.map((day) => day.map((r) => ({ ...r }))),
    windows: Object.fromEntries(
      Object.entries(form.windows).map(([key, list]) => [
        key,
        list?.map((w) => ({ days: [...w.days], from: w.from, to: w.to })) ?? null,
      ]),
    ),
  };
});

/** A problem of periodSchema (from periodProblem) in the screen's language; `name` names a category by its id. */
export function periodProblemText(
  problem: PeriodProblem | undefined,
  t: AdminDictionary,
  name: (id: string) => string,
): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'name':
      return t.clock.periodNeedsName;
    case 'dates':
      return t.clock.periodNeedsDates;
    case 'hours':
      return t.settings.hoursTime(t.settings.weekdays[problem.day] ?? '');
    case 'windows':
      return `${name(problem.id)}: ${t.clock.windowsProblem[problem.problem]}`;
  }
}

/** Stored windows as the form edits them; entries it cannot read are served any time, as readers do. */
export function windowsOf(stored: Json | undefined): Record<string, TimeWindow[] | null> {
  const windows: Record<string, TimeWindow[] | null> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return windows;
  for (const [id, list] of Object.entries(stored)) {
    const read = readWindows(list);
    windows[id] = read ? read.map((w) => ({ ...w, days: [...w.days] })) : null;
  }
  return windows;
}

/** The form's starting values: the period's, or a new one from the usual hours and today. */
export function periodValues(
  period: SpecialPeriodRow | null,
  usualHours: unknown,
  today: string,
): PeriodValues {
  const hours =
    readWeekHours(period?.opening_hours) ??
    readWeekHours(usualHours) ??
    Array.from({ length: 7 }, () => [DEFAULT_RANGE]);
  const windows = windowsOf(period?.windows);
  return {
    name: period?.name ?? '',
    nameAr: period?.name_ar ?? '',
    startsOn: period?.starts_on ?? today,
    endsOn: period?.ends_on ?? today,
    hours: hours.map((day) => day.map((r) => ({ ...r }))),
    windows: Object.fromEntries(
      Object.entries(windows).map(([id, list]) => [
        id,
        list?.map((w) => ({ ...w, days: [...w.days] })) ?? null,
      ]),
    ),
  };
}
