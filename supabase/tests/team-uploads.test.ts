// A manager's menu photos go to the business owner's folder (admin/lib/api/image-folder.ts), where
// the storage policy lets a manager write and a cashier not: real supabase-js against the local
// server on both engines, the team made by invitation as in the admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFolder } from '../../admin/lib/api/image-folder.ts';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { anonClient, type TestClient } from '../../server/testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { confirmedUser, mailTo, openLink, uniqueEmail } from '../../server/auth/test-users.ts';

// A 1x1 PNG: the buckets take images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(ENGINES)('team uploads on %s', (engine) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  async function clientFromLink(link: string): Promise<TestClient> {
    const opened = await openLink(link);
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

  async function member(owner: { client: TestClient; businessId: string }, role: string) {
    const email = uniqueEmail(role);
    const sent = await owner.client.functions.invoke('team-invite', {
      body: { business_id: owner.businessId, email, role, lang: 'en' },
    });
    expect(sent.error).toBeNull();
    const [mail] = await mailTo(ts.url, email);
    const client = await clientFromLink(mail!.link);
    await client.rpc('accept_team_invitations');
    return { client, id: (await client.auth.getUser()).data.user!.id };
  }

  it("puts a manager's menu photos in the owner's folder, where the manager may write", async () => {
    const owner = await ownerWithBusiness('photos');
    const { client: manager, id: managerId } = await member(owner, 'manager');
    const folder = await imageFolder(manager as unknown as AppClient, managerId);
    expect(folder).toBe(owner.id);
    expect(await imageFolder(owner.client as unknown as AppClient, owner.id)).toBe(owner.id);
    const upload = await manager.storage
      .from('menu-images')
      .upload(`${folder}/dish.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    // A cashier may not.
    const { client: cashier, id: cashierId } = await member(owner, 'cashier');
    expect(await imageFolder(cashier as unknown as AppClient, cashierId)).toBe(cashierId);
    const refused = await cashier.storage
      .from('menu-images')
      .upload(`${owner.id}/other.png`, PNG, { contentType: 'image/png' });
    expect(refused.error).not.toBeNull();
  });
});
