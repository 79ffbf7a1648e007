import { describe, expect, it } from 'vitest';
import { cancelSchema } from './cancel-schema.ts';

describe('cancelSchema', () => {
  const schema = cancelSchema('Say why');

  it('sends a usual reason as its code, without text', () => {
    expect(schema.parse({ code: 'sold_out', reason: '' })).toEqual({
      code: 'sold_out',
      reason: null,
    });
  });

  it("sends the owner's own words trimmed, without a code", () => {
    expect(schema.parse({ code: '', reason: '  Out of milk ' })).toEqual({
      code: null,
      reason: 'Out of milk',
    });
  });

  it('asks for a reason when there is neither', () => {
    const result = schema.safeParse({ code: 'bogus', reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Say why' });
  });
});
