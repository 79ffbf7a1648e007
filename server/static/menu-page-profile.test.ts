// On the hosted page /{slug}/menu: the profile in the server-rendered header (logo,
// Instagram, TikTok, phone, map link), a renamed business's old slug answering 301 to the new one
// (printed QR codes keep working), and a suspended business's page saying the menu is unavailable.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { shortName } from '../../shared/short-names.ts';

let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

function shadowOf(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const template = document.querySelector('qr-menu > template');
  return template ? (template as unknown as HTMLTemplateElement).content : undefined;
}

describe.each(ENGINES)('hosted page and the business profile on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, distDir: ssr.distDir });
    const { rows: users } = await server.db.query<{ id: string }>(
      `insert into auth.users (email) values ('owner@profile.test') returning id`,
    );
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.businesses (name, name_ar, languages, whatsapp, slug, owner_id, logo_url,
                                      instagram_url, tiktok_url, phone, map_url)
       values ('Profile Cafe', 'مقهى', '{en,ar}', '96891234567', 'profilecafe', $1, 'https://cdn.test/logo.webp',
               'https://www.instagram.com/profilecafe', 'https://www.tiktok.com/@profilecafe',
               '96824123456', 'https://maps.app.goo.gl/abc') returning id`,
      [users[0]!.id],
    );
    await server.db.query(
      `insert into public.menu_items (business_id, name, price) values ($1, 'Karak Tea', 0.2)`,
      [rows[0]!.id],
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('shows the logo and the profile links in the server-rendered header', async () => {
    const shadow = shadowOf(await (await fetch(`${server.url}/profilecafe/menu`)).text());
    expect(shadow?.querySelector(`header img.${shortName('qm-logo')}`)?.getAttribute('src')).toBe(
      'https://cdn.test/logo.webp',
    );
    const links = [...(shadow?.querySelectorAll(`header .${shortName('qm-socials')} a`) ?? [])].map(
      (a) => [a.textContent, a.getAttribute('href')],
    );
    expect(links).toEqual([
      ['Instagram', 'https://www.instagram.com/profilecafe'],
      ['TikTok', 'https://www.tiktok.com/@profilecafe'],
      ['+96824123456', 'tel:+96824123456'],
      ['Map', 'https://maps.app.goo.gl/abc'],
    ]);
    const arabic = shadowOf(await (await fetch(`${server.url}/profilecafe/menu?lang=ar`)).text());
    expect(arabic?.querySelector(`.${shortName('qm-socials')} a:last-child`)?.textContent).toBe(
      'الخريطة',
    );
  });

  it('redirects an old slug permanently to the new one, keeping the table and language', async () => {
    await server.db.query(
      `update public.businesses set slug = 'profilenew' where slug = 'profilecafe'`,
    );
    try {
      const response = await fetch(`${server.url}/profilecafe/menu?table=5&lang=ar`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/profilenew/menu?table=5&lang=ar');
      const followed = await fetch(`${server.url}/profilecafe/menu`);
      expect(followed.status).toBe(200);
      expect(followed.url).toBe(`${server.url}/profilenew/menu`);
      expect(shadowOf(await followed.text())?.querySelector('h1')?.textContent).toBe(
        'Profile Cafe',
      );
    } finally {
      await server.db.query(
        `update public.businesses set slug = 'profilecafe' where slug = 'profilenew'`,
      );
    }
    // Back on its first slug, the page answers again, not a redirect to the newer one.
    const back = await fetch(`${server.url}/profilecafe/menu`, { redirect: 'manual' });
    expect(back.status).toBe(200);
  });

  it("says a suspended business's menu is unavailable under its name, in either language, with nothing of it", async () => {
    await server.db.query(
      `update public.businesses set suspended_at = now(), suspension_reason = 'Unpaid' where slug = 'profilecafe'`,
    );
    try {
      const html = await (await fetch(`${server.url}/profilecafe/menu`)).text();
      const shadow = shadowOf(html);
      // Whose menu it is, so a customer knows which place to ask; then that it is unavailable.
      expect(shadow?.querySelector('h2')?.textContent).toBe('Profile Cafe');
      expect(shadow?.querySelector(`.${shortName('qm-state')} p`)?.textContent).toBe(
        'Menu unavailable',
      );
      expect(shadow?.textContent).not.toContain('Karak Tea');
      expect(html).not.toContain('Unpaid');
      expect(html).not.toContain('96891234567');
      const arabic = shadowOf(await (await fetch(`${server.url}/profilecafe/menu?lang=ar`)).text());
      expect(arabic?.querySelector('h2')?.textContent).toBe('مقهى');
      expect(arabic?.querySelector(`.${shortName('qm-state')} p`)?.textContent).toBe(
        'القائمة غير متاحة',
      );
    } finally {
      await server.db.query(
        `update public.businesses set suspended_at = null, suspension_reason = null where slug = 'profilecafe'`,
      );
    }
    const open = shadowOf(await (await fetch(`${server.url}/profilecafe/menu`)).text());
    expect(open?.textContent).toContain('Karak Tea');
  });
});
