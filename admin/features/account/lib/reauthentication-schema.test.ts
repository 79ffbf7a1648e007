import { describe, expect, it } from 'vitest';
import { reauthenticationSchema } from './reauthentication-schema.ts';

describe('reauthenticationSchema', () => {
  it('sends the six digits without the spaces they were copied with', () => {
    expect(reauthenticationSchema('en').parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('refuses anything but six digits under the code, in the screen language', () => {
    for (const code of ['', '12345', '1234567', '12345a']) {
      const en = reauthenticationSchema('en').safeParse({ code });
      expect(en.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['code'], 'Enter the 6 digits from the email.'],
      ]);
    }
    const ar = reauthenticationSchema('ar').safeParse({ code: '12' });
    expect(ar.error?.issues[0]?.message).toBe('أدخل الأرقام الستة من البريد.');
  });
});
