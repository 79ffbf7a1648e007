// Verified tokens are remembered (claims.ts): the cache must never accept what verification would
// refuse: a token past its exp, or a token signed with another secret.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyToken } from './claims.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const OTHER = 'another-test-secret-of-thirty-two-characters!';

function sign(claims: Record<string, unknown>, expiresInSeconds: number, secret = SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('verifyToken', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a known token the same, and refuses it once its exp has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await sign({ role: 'authenticated', sub: 'u1' }, 60);
    const first = await verifyToken(token, SECRET);
    const again = await verifyToken(token, SECRET);
    expect(first).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u1' } });
    expect(again).toEqual(first);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(token, SECRET)).toEqual({
      ok: false,
      error: { status: 401, code: 'PGRST303', message: 'JWT expired' },
    });
  });

  it('never takes a token verified with one secret as valid for another', async () => {
    const token = await sign({ role: 'service_role' }, 60);
    expect((await verifyToken(token, SECRET)).ok).toBe(true);
    expect(await verifyToken(token, OTHER)).toMatchObject({
      ok: false,
      error: { code: 'PGRST301' },
    });
  });

  it('hands out claims nobody can change for the next request', async () => {
    const token = await sign({ role: 'anon' }, 60);
    const result = await verifyToken(token, SECRET);
    if (!result.ok) throw new Error('refused');
    expect(() => Object.assign(result.claims, { role: 'service_role' })).toThrow();
    expect((await verifyToken(token, SECRET)).ok && result.claims.role).toBe('anon');
  });
});
