// The hosted QR page /{slug}/menu as the server sends it: tiny, titled with the business name,
// the element and its one script, never the admin bundle; 404 "Menu not found" otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

describe.each(ENGINES)('hosted menu page on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    // One business straight into the database: the page only reads its name by slug.
    const { rows } = await server.db.query<{ id: string }>(
      `insert into auth.users (email) values ('owner@menu-page.test') returning id`,
    );
    await server.db.query(
      `insert into public.businesses (name, whatsapp, slug, owner_id) values ('Demo Cafe', '96890000000', 'democafe', $1)`,
      [rows[0]!.id],
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('serves the element for a known slug, titled with the business name', async () => {
    const response = await fetch(`${server.url}/democafe/menu`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<title>Demo Cafe</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1');
    expect(html).toContain('<qr-menu slug="democafe"></qr-menu>');
    // One script, the widget; nothing of the admin SPA's hashed bundle.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/qr-menu.js"></script>');
    expect(html).not.toContain('/assets/');
    expect(Buffer.byteLength(html)).toBeLessThan(1024);
  });

  it('finds the business when the printed slug has capitals or a trailing slash', async () => {
    for (const path of ['/DemoCafe/menu', '/democafe/menu/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain('<qr-menu slug="democafe"></qr-menu>');
    }
  });

  it('answers 404 with "Menu not found" for unknown or impossible slugs', async () => {
    for (const path of ['/nosuchcafe/menu', '/bad%ZZ/menu', '/demo-cafe/menu', "/x'--/menu"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1>Menu not found</h1>');
      expect(html).not.toContain('<script');
    }
  });

  it('escapes the business name in the title', async () => {
    await server.db.query(`update public.businesses set name = $1 where slug = 'democafe'`, [
      `Tea & "Cakes" <b>`,
    ]);
    try {
      const html = await (await fetch(`${server.url}/democafe/menu`)).text();
      expect(html).toContain('<title>Tea &#38; &#34;Cakes&#34; &#60;b&#62;</title>');
    } finally {
      await server.db.query(
        `update public.businesses set name = 'Demo Cafe' where slug = 'democafe'`,
      );
    }
  });

  it('passes ?lang= the business offers to the element and writes the page in that language', async () => {
    await server.db.query(
      `update public.businesses set name_ar = 'مقهى العرض', languages = '{en,ar}' where slug = 'democafe'`,
    );
    try {
      const arabic = await (await fetch(`${server.url}/democafe/menu?lang=ar`)).text();
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain('<title>مقهى العرض</title>');
      expect(arabic).toContain('<qr-menu slug="democafe" lang="ar"></qr-menu>');
      // Without ?lang= (or with one not offered) the phone's languages decide in the widget.
      for (const query of ['', '?lang=fr']) {
        const html = await (await fetch(`${server.url}/democafe/menu${query}`)).text();
        expect(html, query).toContain('<html lang="en" dir="ltr">');
        expect(html, query).toContain('<title>Demo Cafe</title>');
        expect(html, query).toContain('<qr-menu slug="democafe"></qr-menu>');
      }
    } finally {
      await server.db.query(
        `update public.businesses set name_ar = '', languages = '{en}' where slug = 'democafe'`,
      );
    }
  });

  it('ignores ?lang=ar for an English-only business', async () => {
    const html = await (await fetch(`${server.url}/democafe/menu?lang=ar`)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<qr-menu slug="democafe"></qr-menu>');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${server.url}/democafe/menu`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
