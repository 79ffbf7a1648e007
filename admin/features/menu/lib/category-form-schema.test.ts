import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import { categoryFormSchema } from './category-form-schema.ts';

function refusals(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('categoryFormSchema', () => {
  it('gives the trimmed names and the serving times', () => {
    const windows = [{ days: [5, 6], from: '18:00', to: '23:00' }];
    expect(
      categoryFormSchema('en', en, 'en').parse({ names: { en: ' Hot ', ar: ' ساخن ' }, windows }),
    ).toEqual({ name: 'Hot', nameAr: 'ساخن', windows });
  });

  it('requires the name in the primary language only, said in the screen language', () => {
    const blankEnglish = { names: { en: '  ', ar: 'مشروبات' }, windows: null };
    expect(refusals(categoryFormSchema('en', en, 'en').safeParse(blankEnglish))).toEqual([
      ['names.en', 'Enter category name'],
    ]);
    expect(categoryFormSchema('ar', ar, 'ar').parse(blankEnglish)).toEqual({
      name: '',
      nameAr: 'مشروبات',
      windows: null,
    });
    const [[, arabic] = []] =
      refusals(
        categoryFormSchema('ar', ar, 'ar').safeParse({
          ...blankEnglish,
          names: { en: 'x', ar: '' },
        }),
      ) ?? [];
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses serving times the database would refuse, after the names', () => {
    const values = {
      names: { en: 'Breakfast', ar: '' },
      windows: [{ days: [], from: '06:00', to: '11:00' }],
    };
    expect(refusals(categoryFormSchema('en', en, 'en').safeParse(values))).toEqual([
      ['windows', en.clock.windowsProblem.days],
    ]);
    expect(
      refusals(
        categoryFormSchema('en', en, 'en').safeParse({ ...values, names: { en: '', ar: '' } }),
      ),
    ).toEqual([['names.en', 'Enter category name']]);
  });
});
