import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from '../api/errors.ts';
import { createQueryClient } from './query-client.ts';

const refusal = new ApiError({
  kind: 'database',
  error: {
    message: 'new row violates check constraint "menu_items_price_not_negative"',
    code: '23514',
  },
});

function setup(lang: 'en' | 'ar' = 'en') {
  const shown: string[] = [];
  const client = createQueryClient({ notify: (error) => shown.push(errorText(error, lang)) });
  return { client, shown };
}

describe('the default error path', () => {
  it('shows a failed write in the screen language', async () => {
    const { client, shown } = setup('ar');
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(refusal),
    });
    await expect(mutation.execute(undefined)).rejects.toBe(refusal);
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toBe(refusal.message);
    expect(shown[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('leaves a write the form shows to the form', async () => {
    const { client, shown } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(refusal),
      meta: { errorShownBy: 'form' },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(refusal);
    expect(shown).toEqual([]);
  });

  it('leaves a first load to the screen, and toasts a failed refetch of data on screen', async () => {
    const { client, shown } = setup();
    await expect(
      client.fetchQuery({ queryKey: ['items', 'b1'], queryFn: () => Promise.reject(refusal) }),
    ).rejects.toBe(refusal);
    expect(shown).toEqual([]);

    client.setQueryData(['items', 'b2'], []);
    await expect(
      client.fetchQuery({
        queryKey: ['items', 'b2'],
        queryFn: () => Promise.reject(refusal),
        staleTime: 0,
      }),
    ).rejects.toBe(refusal);
    expect(shown).toEqual([refusal.message]);
  });
});
