// GoTrue's admin invite (POST /auth/v1/invite) and the team invitation built on it
// (POST /functions/v1/team-invite): real supabase-js against the local server on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, makeClient, serviceClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmedUser, mailTo, openLink, uniqueEmail } from './test-users.ts';

describe.each(ENGINES)('invitations on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  /** A client signed in by the session an opened link put in the redirect's hash. */
  async function clientFromLink(link: string): Promise<TestClient> {
    return clientFromOpened(await openLink(link));
  }

  async function clientFromOpened(opened: { hash: URLSearchParams }): Promise<TestClient> {
    const client = anonClient(ts.url);
    const { error } = await client.auth.setSession({
      access_token: opened.hash.get('access_token') ?? '',
      refresh_token: opened.hash.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    return client;
  }

  async function ownerWithBusiness(label: string) {
    const owner = await confirmedUser(ts.url, label);
    const slug = `${label}${Date.now().toString(36)}`.replace(/[^a-z0-9]/g, '');
    const { data, error } = await owner.client
      .from('businesses')
      .insert({ name: 'Team Cafe', whatsapp: '96890000001', slug, owner_id: owner.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { ...owner, businessId: (data as { id: string }).id };
  }

  it('invites by email in the language of the data, and the link lets the person set a password', async () => {
    const email = uniqueEmail('invitee');
    const { data, error } = await serviceClient(ts.url).auth.admin.inviteUserByEmail(email, {
      data: { lang: 'ar' },
      redirectTo: `${ts.url}/join`,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeNull();
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('لقد تمت دعوتك');
    expect(mail?.html).toMatch(/^<div lang="ar" dir="rtl">/);
    const opened = await openLink(mail!.link);
    expect(opened.location.pathname).toBe('/join');
    expect(opened.hash.get('type')).toBe('invite');
    const client = await clientFromOpened(opened);
    expect((await client.auth.updateUser({ password: 'kitchen-pass-1' })).error).toBeNull();
    const again = anonClient(ts.url);
    const signIn = await again.auth.signInWithPassword({ email, password: 'kitchen-pass-1' });
    expect(signIn.error).toBeNull();
    // The link works once.
    expect((await openLink(mail!.link)).hash.get('error_code')).toBe('otp_expired');
  });

  it('is for the service role only, and refuses an address with a confirmed account', async () => {
    const user = await confirmedUser(ts.url, 'not-admin');
    const refused = await user.client.auth.admin.inviteUserByEmail(uniqueEmail('x'));
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    const taken = await serviceClient(ts.url).auth.admin.inviteUserByEmail(user.email);
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
  });

  it('sends a team invitation the database allowed, and the member joins with the invited role', async () => {
    const owner = await ownerWithBusiness('teamowner');
    const email = uniqueEmail('cook');
    const sent = await owner.client.functions.invoke('team-invite', {
      body: { business_id: owner.businessId, email, role: 'kitchen', lang: 'ar' },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ mailed: true, invitation: { role: 'kitchen', lang: 'ar' } });
    const mails = await mailTo(ts.url, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.lang).toBe('ar');

    const member = await clientFromLink(mails[0]!.link);
    expect((await member.auth.updateUser({ password: 'kitchen-pass-2' })).error).toBeNull();
    const joined = await member.rpc('accept_team_invitations');
    expect(joined.error).toBeNull();
    expect(joined.data).toEqual([owner.businessId]);
    const role = await member.rpc('business_role', { business_id: owner.businessId });
    expect(role.data).toBe('kitchen');

    // The kitchen may not invite, and may not change the settings.
    const byKitchen = await member.functions.invoke('team-invite', {
      body: { business_id: owner.businessId, email: uniqueEmail('x'), role: 'cashier' },
    });
    expect((byKitchen.error as { context?: Response } | null)?.context?.status).toBe(403);
    const write = await member
      .from('businesses')
      .update({ headline: 'Hacked' })
      .eq('id', owner.businessId)
      .select('id');
    expect(write.data).toEqual([]);
  });

  it("ends a removed member's refresh token and refuses their requests at once", async () => {
    const owner = await ownerWithBusiness('removing');
    const email = uniqueEmail('leaver');
    await owner.client.functions.invoke('team-invite', {
      body: { business_id: owner.businessId, email, role: 'cashier', lang: 'en' },
    });
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('You have been invited');
    const member = await clientFromLink(mail!.link);
    await member.rpc('accept_team_invitations');
    const before = await member.from('businesses').select('id').eq('id', owner.businessId);
    expect(before.data).toHaveLength(1);

    const removed = await owner.client
      .from('business_members')
      .delete()
      .eq('business_id', owner.businessId)
      .select('user_id');
    expect(removed.data).toHaveLength(1);
    const after = await member.from('businesses').select('id').eq('id', owner.businessId);
    expect(after.data).toEqual([]);
    const refreshed = await member.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
  });

  it('refuses the function to an anonymous caller', async () => {
    const response = await fetch(`${ts.url}/functions/v1/team-invite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: ts.anonKey },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(response.status).toBe(401);
    const other = makeClient(ts.url, ts.anonKey);
    const missing = await other.functions.invoke('no-such-function');
    expect((missing.error as { context?: Response } | null)?.context?.status).toBe(404);
  });
});

describe('team invitations past the mail limit', () => {
  let ts: TestServer;
  beforeAll(async () => {
    // Two mails per address and window: the owner's sign-up mail, then one invitation.
    ts = await startTestServer({ env: { AUTH_RATE_LIMIT_EMAIL_SENT: '2' } });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('are refused with 429 and mail nobody, as every other mail past it', async () => {
    const owner = await confirmedUser(ts.url, 'limitowner');
    const { data } = await owner.client
      .from('businesses')
      .insert({
        name: 'Limit Cafe',
        whatsapp: '96890000002',
        slug: `limit${Date.now().toString(36)}`,
        owner_id: owner.id,
      })
      .select('id')
      .single();
    const businessId = (data as { id: string }).id;
    const statuses: number[] = [];
    const emails = [1, 2, 3].map((n) => uniqueEmail(`limited${n}`));
    for (const email of emails) {
      const sent = await owner.client.functions.invoke('team-invite', {
        body: { business_id: businessId, email, role: 'cashier', lang: 'en' },
      });
      statuses.push((sent.error as { context?: Response } | null)?.context?.status ?? 200);
    }
    expect(statuses.at(-1)).toBe(429);
    const mailed = await Promise.all(emails.map((email) => mailTo(ts.url, email)));
    expect(mailed.at(-1)).toEqual([]);
  });
});
