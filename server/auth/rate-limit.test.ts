// Per-address rate limits of /auth/v1 like GoTrue's: an attacker's password guesses are refused
// with 429 after the limit, the owner logs in again once the window has passed.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { databaseRateStore, RateLimiter } from './rate-limit.ts';
import { confirmedUser, uniqueEmail } from './test-users.ts';

// Long enough that five bcrypt checks on a loaded machine stay inside one window; the window's end
// is tested on a server of its own with a short one.
const WINDOW_SECONDS = 60;

async function passwordGrant(url: string, email: string, password: string, headers = {}) {
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

describe('RateLimiter', () => {
  it('counts per limit and client, and opens again when the window passes', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      {
        signInSignUps: { max: 2, windowSeconds: 60 },
        tokenRefresh: { max: 1, windowSeconds: 60 },
        verify: { max: 1, windowSeconds: 60 },
        emailSent: { max: 1, windowSeconds: 60 },
        menuEvents: { max: 1, windowSeconds: 60 },
      },
      () => now,
    );
    expect(await limiter.take('signInSignUps', 'a')).toEqual({ ok: true });
    expect(await limiter.take('signInSignUps', 'a')).toEqual({ ok: true });
    now = 15_000;
    expect(await limiter.take('signInSignUps', 'a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    // Another address and another limit have their own counts.
    expect(await limiter.take('signInSignUps', 'b')).toEqual({ ok: true });
    expect(await limiter.take('verify', 'a')).toEqual({ ok: true });
    expect(await limiter.take('menuEvents', 'a')).toEqual({ ok: true });
    // This window began at 15 seconds, with the first event.
    expect(await limiter.take('menuEvents', 'a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    now = 60_000;
    expect(await limiter.take('signInSignUps', 'a')).toEqual({ ok: true });
  });
});

describe('rate limits counted in PostgreSQL', () => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine: 'postgres' });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('count one window for every server process on the database, and open it again after', async () => {
    const limits = {
      signInSignUps: { max: 3, windowSeconds: 2 },
      tokenRefresh: { max: 1, windowSeconds: 60 },
      verify: { max: 1, windowSeconds: 60 },
      emailSent: { max: 1, windowSeconds: 60 },
      menuEvents: { max: 1, windowSeconds: 60 },
    };
    // Two processes' limiters: each counts in the same table.
    const first = new RateLimiter(limits, Date.now, databaseRateStore(ts.db, limits));
    const second = new RateLimiter(limits, Date.now, databaseRateStore(ts.db, limits));
    expect(await first.take('signInSignUps', '203.0.113.9')).toEqual({ ok: true });
    expect(await second.take('signInSignUps', '203.0.113.9')).toEqual({ ok: true });
    expect(await first.take('signInSignUps', '203.0.113.9')).toEqual({ ok: true });
    const refused = await second.take('signInSignUps', '203.0.113.9');
    expect(refused.ok).toBe(false);
    expect(await first.take('signInSignUps', '203.0.113.9')).toMatchObject({ ok: false });
    // Another address, another limit: their own windows.
    expect(await second.take('signInSignUps', '203.0.113.10')).toEqual({ ok: true });
    expect(await second.take('verify', '203.0.113.9')).toEqual({ ok: true });
    const wait = (refused.ok ? 0 : refused.retryAfterSeconds) * 1000 + 300;
    await new Promise((resolve) => setTimeout(resolve, wait));
    expect(await second.take('signInSignUps', '203.0.113.9')).toEqual({ ok: true });
  });
});

describe('the end of a rate-limit window', () => {
  let ts: TestServer;

  beforeAll(async () => {
    // One request per 8 seconds: even a slow bcrypt check leaves the second inside the window.
    ts = await startTestServer({ env: { AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1/8' } });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('lets the owner log in once the window has passed', async () => {
    // Made through the admin API, which is not rate limited, so the sign-in quota is untouched.
    const email = uniqueEmail('owner');
    const { error } = await serviceClient(ts.url, ts.serviceKey).auth.admin.createUser({
      email,
      password: 'password123',
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await passwordGrant(ts.url, email, 'wrong-guess')).status).toBe(400);
    const refused = await passwordGrant(ts.url, email, 'password123');
    expect(refused.status).toBe(429);
    // Retry-After is rounded up, so once it has passed the window is over.
    const wait = Number(refused.headers.get('retry-after')) * 1000 + 200;
    await new Promise((resolve) => setTimeout(resolve, wait));
    const { data, error: signInError } = await anonClient(ts.url).auth.signInWithPassword({
      email,
      password: 'password123',
    });
    expect(signInError).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe.each(ENGINES)('auth rate limits on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: `5/${WINDOW_SECONDS}`,
        AUTH_RATE_LIMIT_VERIFY: '2/600',
        AUTH_RATE_LIMIT_EMAIL_SENT: '2/600',
        EVENT_RATE_LIMIT: '2/600',
        AUTH_RATE_LIMIT_HEADER: 'X-Forwarded-For',
      },
    });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('refuses password guesses after the limit with 429, Retry-After and GoTrue error JSON; other addresses still log in', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    const owner = { 'x-forwarded-for': '198.51.100.20' };
    // The owner's account exists before the attack (made from its own address).
    const { email } = await confirmedUser(ts.url, 'victim');
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await passwordGrant(ts.url, email, `guess-${attempt}`, attacker);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
      else await response.body?.cancel();
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await refused!.json()).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: `Request rate limit reached. Try again in ${retryAfter} seconds.`,
    });
    // Even the right password is refused from the attacker's address while the window lasts.
    expect((await passwordGrant(ts.url, email, 'password123', attacker)).status).toBe(429);
    // Other addresses are not affected.
    expect((await passwordGrant(ts.url, email, 'password123', owner)).status).toBe(200);
  });

  it('gives supabase-js the 429 as an AuthApiError with the status and code', async () => {
    // Its own address, so the other tests' sign-ups from 127.0.0.1 keep their quota.
    const client = createClient(ts.url, ts.anonKey, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'x-forwarded-for': '192.0.2.8' } },
    });
    let last: { status?: number | undefined; code?: string | undefined; message: string } | null =
      null;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { error } = await client.auth.signUp({
        email: uniqueEmail('spam'),
        password: 'password123',
      });
      last = error;
    }
    expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(last?.message).toMatch(/^Request rate limit reached\. Try again in \d+ seconds\.$/);
  });

  it('limits mail-sending and verify endpoints separately', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' };
    const resend = () =>
      fetch(`${ts.url}/auth/v1/resend`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'signup', email: uniqueEmail('resend') }),
      });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const third = await resend();
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_email_send_rate_limit' });

    const verify = () =>
      fetch(`${ts.url}/auth/v1/verify?type=signup&token=guess`, { headers, redirect: 'manual' });
    expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(429);
  });

  it("limits the customer menu's events per address, answering 429 with Retry-After in PostgREST's error JSON", async () => {
    const event = (address: string) =>
      fetch(`${ts.url}/rest/v1/rpc/record_menu_event`, {
        method: 'POST',
        headers: {
          apikey: ts.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ slug: 'nosuchmenu', event: 'view', source: 'hosted' }),
      });
    // No menu has this slug: the database answers 400, and each answer counts.
    expect((await event('192.0.2.60')).status).toBe(400);
    expect((await event('192.0.2.60')).status).toBe(400);
    const refused = await event('192.0.2.60');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      code: '429',
      message: `Too many menu events. Try again in ${retryAfter} seconds.`,
      details: null,
      hint: null,
    });
    // Another address has its own count.
    expect((await event('192.0.2.61')).status).toBe(400);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await confirmedUser(ts.url, 'known');
    const headers = { 'x-forwarded-for': '192.0.2.99' };
    const wrong = await passwordGrant(ts.url, email, 'not-the-password', headers);
    const unknown = await passwordGrant(ts.url, uniqueEmail('nobody'), 'not-the-password', headers);
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});
