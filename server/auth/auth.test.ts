// GoTrue conformance of /auth/v1 through the real supabase-js client, on PGlite and PostgreSQL 15.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, makeClient, signedInClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmedUser, mailTo, openLink, uniqueEmail } from './test-users.ts';
import { DEV_HEADERS } from '../testing/dev-token.ts';

describe.each(ENGINES)('auth on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it("refuses an anonymous sign-in with GoTrue's 422 anonymous_provider_disabled", async () => {
    const client = anonClient(ts.url);
    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.data.session).toBeNull();
    expect(anonymous.error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    // GoTrue routes a sign-up with neither email nor phone the same way.
    const blank = await client.auth.signUp({ email: ' ', password: 'password123' });
    expect(blank.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('signs up without a session, mails a link whose redirect carries the session in the hash', async () => {
    const email = uniqueEmail('signup');
    const client = anonClient(ts.url);
    const { data, error } = await client.auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: `${ts.url}/login` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at ?? null).toBeNull();

    const mails = await mailTo(ts.url, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm Your Signup');
    expect(mails[0]?.text).toContain(mails[0]?.link);

    const opened = await openLink(mails[0]!.link);
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(`${ts.url}/login`);
    expect(opened.hash.get('token_type')).toBe('bearer');
    expect(opened.hash.get('type')).toBe('signup');
    expect(opened.hash.get('expires_in')).toBe('3600');
    const accessToken = opened.hash.get('access_token')!;
    const { data: user } = await client.auth.getUser(accessToken);
    expect(user.user?.email).toBe(email);
    expect(user.user?.email_confirmed_at).toBeTruthy();

    // The hash session is a real one: its refresh token works.
    const refreshed = await makeClient(ts.url, ts.anonKey).auth.refreshSession({
      refresh_token: opened.hash.get('refresh_token')!,
    });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.email).toBe(email);

    const { rows } = await ts.db.query<{ confirmed: boolean; token: string | null }>(
      'select email_confirmed_at is not null as confirmed, confirmation_token as token from auth.users where email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ confirmed: true, token: null });
  });

  it('refuses a used, unknown or tampered confirmation link with GoTrue error hash', async () => {
    const email = uniqueEmail('relink');
    await anonClient(ts.url).auth.signUp({ email, password: 'password123' });
    const [mail] = await mailTo(ts.url, email);
    expect((await openLink(mail!.link)).hash.get('access_token')).toBeTruthy();

    const again = await openLink(mail!.link);
    expect(again.status).toBe(303);
    expect(again.hash.get('error')).toBe('access_denied');
    expect(again.hash.get('error_code')).toBe('otp_expired');
    expect(again.hash.get('access_token')).toBeNull();

    const forged = new URL(mail!.link);
    forged.searchParams.set('token', 'not-a-token');
    expect((await openLink(forged.toString())).hash.get('error_code')).toBe('otp_expired');
  });

  it('never redirects to another site: a foreign redirect falls back to SITE_URL', async () => {
    const email = uniqueEmail('redirect');
    await anonClient(ts.url).auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const [mail] = await mailTo(ts.url, email);
    expect(mail!.link).not.toContain('evil.example');
    const opened = await openLink(mail!.link);
    expect(opened.location.origin).toBe(new URL(ts.config.siteUrl).origin);

    const tampered = new URL(mail!.link);
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const forged = await openLink(tampered.toString());
    expect(forged.location.origin).toBe(new URL(ts.config.siteUrl).origin);
  });

  it('answers GoTrue error codes for unconfirmed, wrong password, weak password and taken email', async () => {
    const email = uniqueEmail('errors');
    const client = anonClient(ts.url);
    const weak = await client.auth.signUp({ email, password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');

    await client.auth.signUp({ email, password: 'password123' });
    const unconfirmed = await client.auth.signInWithPassword({ email, password: 'password123' });
    expect(unconfirmed.error?.status).toBe(400);
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');
    expect(unconfirmed.error?.message).toBe('Email not confirmed');

    // Unconfirmed accounts tell nothing to a caller without the password.
    const wrongUnconfirmed = await client.auth.signInWithPassword({ email, password: 'nope-nope' });
    expect(wrongUnconfirmed.error?.code).toBe('invalid_credentials');

    const [mail] = await mailTo(ts.url, email);
    await openLink(mail!.link);
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const nobody = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'password123',
    });
    expect(nobody.error?.message).toBe('Invalid login credentials');

    const taken = await client.auth.signUp({ email: email.toUpperCase(), password: 'password123' });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('user_already_exists');
    expect(taken.error?.message).toBe('User already registered');

    const invalid = await client.auth.signUp({ email: 'not-an-email', password: 'password123' });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.code).toBe('validation_failed');
  });

  it('the sign-up race: a second sign-up of an unconfirmed address never changes its password, and is answered as a new sign-up', async () => {
    const email = uniqueEmail('race');
    // The owner signs up ...
    const victim = await anonClient(ts.url).auth.signUp({ email, password: 'victim-password' });
    expect(victim.error).toBeNull();
    // ... an attacker signs up again with the owner's address and a password of their own ...
    const attacker = await anonClient(ts.url).auth.signUp({
      email,
      password: 'attacker-password',
      options: { data: { name: 'Attacker' } },
    });
    // ... and is answered as for a new sign-up: no session, no sign of the existing account.
    expect(attacker.error).toBeNull();
    expect(attacker.data.session).toBeNull();
    expect(attacker.data.user?.email).toBe(email);
    expect(attacker.data.user?.email_confirmed_at).toBeNull();
    expect(attacker.data.user?.id).not.toBe(victim.data.user?.id);
    expect(Date.parse(attacker.data.user!.created_at)).toBeGreaterThanOrEqual(
      Date.parse(victim.data.user!.created_at),
    );
    // The owner opens the newest mail (the one the attacker's sign-up sent); the earlier link is spent.
    const mails = await mailTo(ts.url, email);
    expect(mails).toHaveLength(2);
    const [latest, earlier] = mails;
    expect((await openLink(earlier!.link)).hash.get('error_code')).toBe('otp_expired');
    expect((await openLink(latest!.link)).hash.get('type')).toBe('signup');
    // The attacker's password opens nothing; the owner's opens the account, with the owner's data.
    const client = anonClient(ts.url);
    expect(
      (await client.auth.signInWithPassword({ email, password: 'attacker-password' })).error?.code,
    ).toBe('invalid_credentials');
    const owner = await client.auth.signInWithPassword({ email, password: 'victim-password' });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.id).toBe(victim.data.user?.id);
    expect(owner.data.user?.user_metadata).not.toHaveProperty('name');
  });

  it('signs in, reads the user, and stores the password only as a bcrypt hash', async () => {
    const { client, email, id } = await confirmedUser(ts.url, 'signin');
    const { data } = await client.auth.getSession();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      is_anonymous: false,
      aal: 'aal1',
      iss: `${ts.config.siteUrl}/auth/v1`,
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(typeof claims.session_id).toBe('string');

    const { data: user, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(user.user?.id).toBe(id);
    expect(user.user?.last_sign_in_at).toBeTruthy();

    const { rows } = await ts.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [id],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('rotates refresh tokens once each; reusing an old one is refused and ends the session', async () => {
    const { client, email } = await confirmedUser(ts.url, 'refresh');
    const first = (await client.auth.getSession()).data.session!;
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = refreshed.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe(email);

    // Past GoTrue's 10 s reuse interval, a used token is theft.
    await ts.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first.refresh_token],
    );
    const thief = makeClient(ts.url, ts.anonKey);
    const reused = await thief.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.data.session).toBeNull();

    // Reuse looks like theft: the whole session is gone, so the newest tokens stop working too.
    const after = await makeClient(ts.url, ts.anonKey).auth.refreshSession({
      refresh_token: second.refresh_token,
    });
    expect(after.error).not.toBeNull();
    const user = await client.auth.getUser(second.access_token);
    expect(user.data.user).toBeNull();

    const unknown = await thief.auth.refreshSession({ refresh_token: 'never-issued' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('two refreshes with the same token at the same moment both succeed and keep the user signed in', async () => {
    const { client } = await confirmedUser(ts.url, 'refresh-race');
    const first = (await client.auth.getSession()).data.session!;
    const tabs = [makeClient(ts.url, ts.anonKey), makeClient(ts.url, ts.anonKey)];
    const results = await Promise.all(
      tabs.map((tab) => tab.auth.refreshSession({ refresh_token: first.refresh_token })),
    );
    for (const result of results) expect(result.error).toBeNull();
    // The later one is answered the session's current token, not a fork of it.
    const [a, b] = results.map((r) => r.data.session!.refresh_token);
    expect(a).toBe(b);
    expect(a).not.toBe(first.refresh_token);
    // Within the interval a third use is answered the same way; the session lives on.
    const third = await makeClient(ts.url, ts.anonKey).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    expect(third.data.session?.refresh_token).toBe(a);
    const next = await makeClient(ts.url, ts.anonKey).auth.refreshSession({ refresh_token: a! });
    expect(next.error).toBeNull();
    expect((await client.auth.getUser(next.data.session!.access_token)).data.user).not.toBeNull();
  });

  it('signs out: the access and refresh tokens of that session stop working', async () => {
    const { client, email } = await confirmedUser(ts.url, 'signout');
    const session = (await client.auth.getSession()).data.session!;
    const other = await signedInClient(ts.url, email, 'password123');

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const probe = makeClient(ts.url, ts.anonKey);
    expect((await probe.auth.getUser(session.access_token)).data.user).toBeNull();
    const refresh = await probe.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
    // A local sign-out leaves the user's other sessions alone.
    expect((await other.auth.getUser()).data.user?.email).toBe(email);

    expect((await other.auth.signOut()).error).toBeNull();
    const { rows } = await ts.db.query<{ n: number }>(
      'select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses bad tokens at GET /user with 401/403', async () => {
    const none = await fetch(`${ts.url}/auth/v1/user`);
    expect(none.status).toBe(401);
    const bad = await fetch(`${ts.url}/auth/v1/user`, {
      headers: { apikey: ts.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { code: string }).code).toBe('bad_jwt');
    const expired = await new SignJWT({ role: 'authenticated', session_id: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(ts.config.jwtSecret));
    const old = await fetch(`${ts.url}/auth/v1/user`, {
      headers: { apikey: ts.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(old.status).toBe(403);
    const anon = await fetch(`${ts.url}/auth/v1/user`, {
      headers: { apikey: ts.anonKey, authorization: `Bearer ${ts.anonKey}` },
    });
    expect(anon.status).toBe(403);
  });

  it('resends the confirmation: a new link works and the old one no longer does', async () => {
    const email = uniqueEmail('resend');
    const client = anonClient(ts.url);
    await client.auth.signUp({ email, password: 'password123' });
    const [firstMail] = await mailTo(ts.url, email);
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mails = await mailTo(ts.url, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.link).not.toBe(firstMail!.link);

    expect((await openLink(firstMail!.link)).hash.get('error_code')).toBe('otp_expired');
    expect((await openLink(mails[0]!.link)).hash.get('access_token')).toBeTruthy();
    const signedIn = await client.auth.signInWithPassword({ email, password: 'password123' });
    expect(signedIn.error).toBeNull();

    // Confirmed and unknown addresses get the same quiet answer and no mail.
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const stranger = uniqueEmail('stranger');
    expect((await client.auth.resend({ type: 'signup', email: stranger })).error).toBeNull();
    expect(await mailTo(ts.url, email)).toHaveLength(2);
    expect(await mailTo(ts.url, stranger)).toHaveLength(0);
  });

  it('lists mail newest first with the documented fields', async () => {
    const response = await fetch(`${ts.url}/_dev/mail`, { headers: DEV_HEADERS });
    expect(response.status).toBe(200);
    const all = (await response.json()) as {
      to: string;
      subject: string;
      text: string;
      html: string;
      lang: string;
      link: string;
      sent_at: string;
    }[];
    expect(all.length).toBeGreaterThan(0);
    for (const mail of all) {
      expect(Object.keys(mail).sort()).toEqual([
        'html',
        'lang',
        'link',
        'sent_at',
        'subject',
        'text',
        'to',
      ]);
    }
    const times = all.map((mail) => Date.parse(mail.sent_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps the mailbox from scripts of other web pages', async () => {
    const response = await fetch(`${ts.url}/_dev/mail`, {
      headers: { ...DEV_HEADERS, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('verify');
  });

  it('answers /settings and /health', async () => {
    const settings = await fetch(`${ts.url}/auth/v1/settings`, { headers: { apikey: ts.anonKey } });
    expect(await settings.json()).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: false,
    });
    expect((await fetch(`${ts.url}/auth/v1/health`)).status).toBe(200);
  });
});

describe('auth with AUTH_AUTOCONFIRM=true', () => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine: 'pglite', env: { AUTH_AUTOCONFIRM: 'true' } });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('signs up straight into a session and sends no mail', async () => {
    const email = uniqueEmail('auto');
    const client = anonClient(ts.url);
    const { data, error } = await client.auth.signUp({ email, password: 'password123' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await mailTo(ts.url, email)).toHaveLength(0);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    const again = await anonClient(ts.url).auth.signUp({ email, password: 'password123' });
    expect(again.error?.code).toBe('user_already_exists');
  });
});
