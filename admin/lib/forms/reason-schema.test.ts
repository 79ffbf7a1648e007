import { describe, expect, it } from 'vitest';
import { adminDictionaries } from '../i18n/admin-text.ts';
import { reasonSchema } from './reason-schema.ts';

describe('reasonSchema', () => {
  it('sends the reason trimmed', () => {
    expect(reasonSchema('Say why.').parse({ reason: '  Sold out ' })).toEqual({
      reason: 'Sold out',
    });
  });

  it("refuses a blank reason with the form's own sentence, in either language", () => {
    for (const lang of ['en', 'ar'] as const) {
      const required = adminDictionaries[lang].board.reasonRequired;
      const result = reasonSchema(required).safeParse({ reason: '   ' });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['reason'], required],
      ]);
    }
    expect(adminDictionaries.ar.board.reasonRequired).toBe('اذكر سبب إلغاء الطلب.');
  });
});
