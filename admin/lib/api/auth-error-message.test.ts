import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it('passes other errors through', () => {
    expect(authErrorMessage({ message: 'Invalid login credentials', status: 400 })).toBe(
      'Invalid login credentials',
    );
  });

  it('turns a rate limit into the wait in whole minutes', () => {
    const limited = (seconds: number) => ({
      message: `Request rate limit reached. Try again in ${seconds} seconds.`,
      status: 429,
    });
    expect(authErrorMessage(limited(240))).toBe('Too many attempts, try again in 4 minutes.');
    expect(authErrorMessage(limited(241))).toBe('Too many attempts, try again in 5 minutes.');
    expect(authErrorMessage(limited(12))).toBe('Too many attempts, try again in 1 minute.');
    expect(authErrorMessage({ message: 'Request rate limit reached', status: 429 })).toBe(
      'Too many attempts, try again in a few minutes.',
    );
  });
});
