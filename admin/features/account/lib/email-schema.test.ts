import { describe, expect, it } from 'vitest';
import { emailSchema } from './email-schema.ts';

describe('emailSchema', () => {
  it('sends the address trimmed and lowercased', () => {
    expect(emailSchema('en').parse({ email: '  Owner@Example.TEST ' })).toEqual({
      email: 'owner@example.test',
    });
  });

  it('refuses an address without an @, worded in the screen language', () => {
    const en = emailSchema('en').safeParse({ email: 'owner.example.test' });
    const ar = emailSchema('ar').safeParse({ email: 'owner.example.test' });
    expect(en.success).toBe(false);
    expect(en.error?.issues[0]?.path).toEqual(['email']);
    expect(en.error?.issues[0]?.message).toMatch(/email/i);
    expect(ar.error?.issues[0]?.message).not.toEqual(en.error?.issues[0]?.message);
  });
});
