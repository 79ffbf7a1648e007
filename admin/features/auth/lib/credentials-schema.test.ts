import { describe, expect, it } from 'vitest';
import { credentialsSchema } from './credentials-schema.ts';

describe('credentialsSchema', () => {
  it('sends the address trimmed and lowercased, the password as typed', () => {
    expect(
      credentialsSchema('en').parse({ email: '  Owner@Example.TEST ', password: ' secret1 ' }),
    ).toEqual({ email: 'owner@example.test', password: ' secret1 ' });
  });

  it('says both problems at once, each under its field, in the screen language', () => {
    const en = credentialsSchema('en').safeParse({ email: 'owner', password: '123' });
    expect(en.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'Please enter a valid email address.'],
      [['password'], 'Password must be at least 6 characters long.'],
    ]);
    const ar = credentialsSchema('ar').safeParse({ email: 'owner', password: '123' });
    expect(ar.error?.issues[0]?.message).toBe('يرجى إدخال بريد إلكتروني صحيح.');
    expect(ar.error?.issues[1]?.message).toBe('يجب ألا تقل كلمة المرور عن 6 أحرف.');
  });

  it('refuses a good address with a short password under the password only', () => {
    const result = credentialsSchema('en').safeParse({ email: 'a@b.test', password: '12345' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['password']]);
  });
});
