import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './new-password-schema.ts';

describe('newPasswordSchema', () => {
  it('hands on the password typed the same twice', () => {
    expect(newPasswordSchema('en').parse({ password: 'secret-1', confirm: 'secret-1' })).toEqual({
      password: 'secret-1',
    });
  });

  it('refuses a short password under the password field only', () => {
    const result = newPasswordSchema('en').safeParse({ password: 'abc', confirm: 'xyz' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['password']]);
  });

  it('refuses two different passwords under the confirmation, in Arabic too', () => {
    const en = newPasswordSchema('en').safeParse({ password: 'secret-1', confirm: 'secret-2' });
    const ar = newPasswordSchema('ar').safeParse({ password: 'secret-1', confirm: 'secret-2' });
    expect(en.error?.issues[0]?.path).toEqual(['confirm']);
    expect(ar.error?.issues[0]?.message).not.toEqual(en.error?.issues[0]?.message);
  });
});
