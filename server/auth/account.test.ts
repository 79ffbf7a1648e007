// GoTrue conformance of account recovery, user updates, magic links, the admin users API and
// sign-out scopes, through the real supabase-js client on PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, makeClient, serviceClient, signedInClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmedUser, mailTo, openLink, uniqueEmail } from './test-users.ts';

describe.each(ENGINES)('auth accounts on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  /** A client signed in with the session a mailed link put in the redirect's hash. */
  async function clientFromLink(link: string) {
    const opened = await openLink(link);
    const client = makeClient(ts.url, ts.anonKey);
    const { error } = await client.auth.setSession({
      access_token: opened.hash.get('access_token') ?? '',
      refresh_token: opened.hash.get('refresh_token') ?? '',
    });
    return { client, opened, error };
  }

  it('recovers an account: the mailed link signs in with type=recovery, then PUT /user sets the password', async () => {
    const { email } = await confirmedUser(ts.url, 'recover');
    const { data, error } = await anonClient(ts.url).auth.resetPasswordForEmail(email, {
      redirectTo: `${ts.url}/reset-password`,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('Reset Your Password');

    const { client, opened, error: sessionError } = await clientFromLink(mail!.link);
    expect(sessionError).toBeNull();
    expect(opened.status).toBe(303);
    expect(opened.location.pathname).toBe('/reset-password');
    expect(opened.hash.get('type')).toBe('recovery');

    const updated = await client.auth.updateUser({ password: 'a-new-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);
    const old = await anonClient(ts.url).auth.signInWithPassword({
      email,
      password: 'password123',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient(ts.url).auth.signInWithPassword({
      email,
      password: 'a-new-password',
    });
    expect(fresh.error).toBeNull();
    // The link works once.
    expect((await openLink(mail!.link)).hash.get('error_code')).toBe('otp_expired');
  });

  it('answers recovery of an unknown address like a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await anonClient(ts.url).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailTo(ts.url, email)).toEqual([]);
    const empty = await anonClient(ts.url).auth.resetPasswordForEmail('');
    expect(empty.error?.status).toBe(400);
    expect(empty.error?.code).toBe('validation_failed');
  });

  it('refuses the same or a weak password, and PUT /user without a session', async () => {
    const { client } = await confirmedUser(ts.url, 'samepw');
    const same = await client.auth.updateUser({ password: 'password123' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const response = await fetch(`${ts.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: ts.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { a: 1 } }),
    });
    expect(response.status).toBe(403);
  });

  it('a new password ends the other sessions but keeps the one that changed it', async () => {
    const { client, email } = await confirmedUser(ts.url, 'pwsessions');
    const other = await signedInClient(ts.url, email, 'password123');
    expect((await client.auth.updateUser({ password: 'changed-password' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).data.user).toBeNull();
  });

  it('merges data into user_metadata; null removes a key', async () => {
    const { client, id } = await confirmedUser(ts.url, 'metadata');
    await client.auth.updateUser({ data: { name: 'Ahmed', city: 'Muscat' } });
    const { data, error } = await client.auth.updateUser({ data: { city: null, lang: 'ar' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Ahmed', lang: 'ar' });
    const { rows } = await ts.db.query<{ meta: unknown }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [id],
    );
    expect(rows[0]?.meta).toEqual({ name: 'Ahmed', lang: 'ar' });
  });

  it('changes the email once the link mailed to the new address is opened', async () => {
    const { client, email, id } = await confirmedUser(ts.url, 'oldaddr');
    const next = uniqueEmail('newaddr');
    const { data, error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${ts.url}/settings` },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    expect(data.user?.email_change_sent_at).toBeTruthy();
    // Not yet: the old address still signs in.
    expect(
      (await anonClient(ts.url).auth.signInWithPassword({ email: next, password: 'password123' }))
        .error?.code,
    ).toBe('invalid_credentials');

    const [mail] = await mailTo(ts.url, next);
    expect(mail?.subject).toBe('Confirm Email Change');
    const { client: linked, opened } = await clientFromLink(mail!.link);
    expect(opened.hash.get('type')).toBe('email_change');
    expect(opened.location.pathname).toBe('/settings');
    expect((await linked.auth.getUser()).data.user?.email).toBe(next);
    const { rows } = await ts.db.query<{ email: string; pending: string | null }>(
      'select email, email_change as pending from auth.users where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ email: next, pending: null });
    expect(
      (await anonClient(ts.url).auth.signInWithPassword({ email: next, password: 'password123' }))
        .error,
    ).toBeNull();
  });

  it('refuses an email another account has', async () => {
    const first = await confirmedUser(ts.url, 'taken');
    const { client } = await confirmedUser(ts.url, 'taker');
    const { error } = await client.auth.updateUser({ email: first.email });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('mails a magic link that signs an existing user in', async () => {
    const { email } = await confirmedUser(ts.url, 'magic');
    const { data, error } = await anonClient(ts.url).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${ts.url}/admin` },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('Your Magic Link');
    const { client, opened } = await clientFromLink(mail!.link);
    expect(opened.hash.get('type')).toBe('magiclink');
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('signInWithOtp makes an account for a new address unless told not to', async () => {
    const email = uniqueEmail('otpnew');
    const refused = await anonClient(ts.url).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await mailTo(ts.url, email)).toEqual([]);

    expect((await anonClient(ts.url).auth.signInWithOtp({ email })).error).toBeNull();
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const { client } = await clientFromLink(mail!.link);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('gives the service role the admin users API: create, list, get, update, delete', async () => {
    const admin = serviceClient(ts.url, ts.serviceKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'password123',
      email_confirm: true,
      user_metadata: { name: 'Made' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Made' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(await mailTo(ts.url, email)).toEqual([]);
    expect(
      (await anonClient(ts.url).auth.signInWithPassword({ email, password: 'password123' })).error,
    ).toBeNull();

    const duplicate = await admin.createUser({ email, password: 'password123' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data.users[0]?.id).toBe(id);
    const { rows } = await ts.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    const pagination = page.data as { total?: number; nextPage?: number | null };
    expect(pagination.total).toBe(rows[0]?.n);
    expect(pagination.nextPage).toBe(2);

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const renamed = uniqueEmail('admin-renamed');
    const updated = await admin.updateUserById(id, {
      email: renamed,
      user_metadata: { city: 'Sohar' },
      ban_duration: '24h',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(renamed);
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Made', city: 'Sohar' });
    expect(updated.data.user?.banned_until).toBeTruthy();
    const banned = await anonClient(ts.url).auth.signInWithPassword({
      email: renamed,
      password: 'password123',
    });
    expect(banned.error?.code).toBe('user_banned');
    // A mailed link does not get round the ban either.
    await anonClient(ts.url).auth.signInWithOtp({ email: renamed });
    const [magic] = await mailTo(ts.url, renamed);
    expect((await openLink(magic!.link)).hash.get('error_code')).toBe('user_banned');

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    // supabase-js checks the id itself; the server refuses a malformed one too.
    const malformed = await fetch(`${ts.url}/auth/v1/admin/users/not-a-uuid`, {
      headers: { apikey: ts.serviceKey, authorization: `Bearer ${ts.serviceKey}` },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('refuses the admin users API to anon and signed-in users', async () => {
    const asAnon = await anonClient(ts.url).auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');
    const { client } = await confirmedUser(ts.url, 'notadmin');
    const session = (await client.auth.getSession()).data.session!;
    const response = await fetch(`${ts.url}/auth/v1/admin/users`, {
      headers: { apikey: ts.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('not_admin');
  });

  it('signs out with scope others, local and global', async () => {
    const { client: first, email } = await confirmedUser(ts.url, 'scopes');
    const second = await signedInClient(ts.url, email, 'password123');
    const third = await signedInClient(ts.url, email, 'password123');

    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await second.auth.getUser()).data.user).toBeNull();

    const fourth = await signedInClient(ts.url, email, 'password123');
    expect((await fourth.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await fourth.auth.getSession()).data.session).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();

    const fifth = await signedInClient(ts.url, email, 'password123');
    expect((await fifth.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await first.auth.getUser()).data.user).toBeNull();
    expect((await third.auth.getUser()).data.user).toBeNull();
  });
});
