// A stolen access token alone cannot take an account over. GoTrue's reauthentication
// through the real supabase-js client on PGlite and PostgreSQL 15: a session older than the
// window must bring the nonce mailed by GET /reauthenticate to change the password or the email;
// the old address is told of an email change; email-change and nonce mails are rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmedUser, mailTo, uniqueEmail } from './test-users.ts';

describe.each(ENGINES)('reauthentication on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  /** Makes every session of the user look as if it began an hour ago. */
  async function ageSessions(userId: string) {
    await ts.db.query(
      `update auth.sessions set created_at = now() - interval '1 hour' where user_id = $1`,
      [userId],
    );
  }

  /** Lets the next nonce mail go out at once (GoTrue sends one a minute). */
  async function ageNonceMail(userId: string) {
    await ts.db.query(
      `update auth.users set reauthentication_sent_at = now() - interval '2 minutes' where id = $1`,
      [userId],
    );
  }

  async function latestCode(email: string): Promise<string> {
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('Confirm reauthentication');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail!.code!);
    return mail!.code!;
  }

  it('a password change with a stale session asks for re-authentication, then takes the mailed nonce once', async () => {
    const { client, email, id } = await confirmedUser(ts.url, 'stale');
    await ageSessions(id);

    const refused = await client.auth.updateUser({ password: 'stolen-password' });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe('reauthentication_needed');
    expect(refused.error?.message).toBe('Password update requires reauthentication');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const code = await latestCode(email);
    // Asking again at once is refused, as GoTrue does per user.
    const again = await client.auth.reauthenticate();
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');

    const wrong = await client.auth.updateUser({
      password: 'new-password',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    // A wrong guess spends the nonce: the right one no longer works either.
    const spent = await client.auth.updateUser({ password: 'new-password', nonce: code });
    expect(spent.error?.code).toBe('reauthentication_not_valid');

    await ageNonceMail(id);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const fresh = await latestCode(email);
    const done = await client.auth.updateUser({ password: 'new-password', nonce: fresh });
    expect(done.error).toBeNull();
    expect(
      (await anonClient(ts.url).auth.signInWithPassword({ email, password: 'new-password' })).error,
    ).toBeNull();
    // The nonce works once.
    const twice = await client.auth.updateUser({ password: 'third-password', nonce: fresh });
    expect(twice.error?.code).toBe('reauthentication_not_valid');
  });

  it('a fresh sign-in changes the password without a nonce; other updates never need one', async () => {
    const { client, id } = await confirmedUser(ts.url, 'fresh');
    expect((await client.auth.updateUser({ password: 'changed-password' })).error).toBeNull();
    await ageSessions(id);
    expect((await client.auth.updateUser({ data: { name: 'Ahmed' } })).error).toBeNull();
  });

  it('an email change needs a recent sign-in too, tells the old address, and is rate-limited', async () => {
    const { client, email, id } = await confirmedUser(ts.url, 'moving');
    await ageSessions(id);
    const next = uniqueEmail('moved');
    const refused = await client.auth.updateUser({ email: next });
    expect(refused.error?.code).toBe('reauthentication_needed');
    expect(refused.error?.message).toBe('Email update requires reauthentication');
    expect(await mailTo(ts.url, next)).toEqual([]);

    await client.auth.reauthenticate();
    const code = await latestCode(email);
    const { error } = await client.auth.updateUser({ email: next, nonce: code });
    expect(error).toBeNull();
    const [confirm] = await mailTo(ts.url, next);
    expect(confirm?.subject).toBe('Confirm Email Change');
    const [notice] = await mailTo(ts.url, email);
    expect(notice?.subject).toBe('Email change requested');
    expect(notice?.text).toContain(next);

    // Another email change within the minute mails nothing: GoTrue's per-user frequency.
    await ageNonceMail(id);
    await client.auth.reauthenticate();
    const second = await client.auth.updateUser({
      email: uniqueEmail('again'),
      nonce: await latestCode(email),
    });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('GET /reauthenticate needs a signed-in user: the anon key alone is refused', async () => {
    const response = await fetch(`${ts.url}/auth/v1/reauthenticate`, {
      headers: { apikey: ts.anonKey },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_code?: string }).error_code).toBe('bad_jwt');
  });
});
