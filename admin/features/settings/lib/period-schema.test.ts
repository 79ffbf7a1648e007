import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import {
  periodProblem,
  periodProblemText,
  periodSchema,
  type PeriodValues,
} from './period-schema.ts';

const day = [{ opens: '09:00', closes: '17:00' }];
const valid: PeriodValues = {
  name: 'Ramadan',
  nameAr: 'رمضان',
  startsOn: '2026-02-18',
  endsOn: '2026-03-19',
  hours: Array.from({ length: 7 }, () => day),
  windows: {},
};
const name = (id: string) => (id === 'cat-1' ? 'Breakfast' : '');

/** What the form shows for a period: the issue's field and code, and the problem's text. */
function refusal(values: PeriodValues, t: typeof en) {
  const issues = periodSchema.safeParse(values).error?.issues ?? [];
  return {
    issues: issues.map((issue) => [issue.path[0], issue.message]),
    text: periodProblemText(periodProblem(values)?.problem, t, name),
  };
}

describe('the special period form', () => {
  it('saves a valid period', () => {
    expect(periodSchema.safeParse(valid).success).toBe(true);
    expect(periodProblem(valid)).toBeNull();
  });

  it('files its first problem as a code and says it in the screen language', () => {
    expect(refusal({ ...valid, name: ' ', nameAr: '' }, en)).toEqual({
      issues: [['name', 'name']],
      text: 'Give the period a name',
    });
    expect(refusal({ ...valid, endsOn: '2026-02-01' }, en).issues).toEqual([['startsOn', 'dates']]);
    const hours = [[], [], [{ opens: '09:00', closes: '09:00' }], [], [], [], []];
    expect(refusal({ ...valid, hours }, en)).toEqual({
      issues: [['hours', 'hours']],
      text: en.settings.hoursTime('Tuesday'),
    });
    const windows = { 'cat-1': [{ days: [], from: '08:00', to: '11:00' }] };
    expect(refusal({ ...valid, windows }, en)).toEqual({
      issues: [['windows', 'windows']],
      text: `Breakfast: ${en.clock.windowsProblem.days}`,
    });
    expect(refusal({ ...valid, windows }, ar).text).toBe(
      `Breakfast: ${ar.clock.windowsProblem.days}`,
    );
  });
});
