// The hosted QR page /{slug}/menu as the server sends it: the first screen rendered by
// the widget's own components into <qr-menu>'s declarative shadow root, public_menu's answer inlined
// as a JSON data block (exactly what the API answers, every text escaped), the banner preloaded, the
// language chosen as the element would; titled with the business name, never the admin bundle; 404
// "Menu not found" otherwise. Without a built renderer, the small page of before.
import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { shortName } from '../../shared/short-names.ts';

const HOSTILE = '</script><script>alert(1)</script>';

let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

/** The page as a browser's parser reads it: the element, its shadow root's template, its data. */
function parse(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const element = document.querySelector('qr-menu');
  const template = element?.querySelector(':scope > template');
  const shadow = template ? (template as unknown as HTMLTemplateElement).content : undefined;
  const data = element?.querySelector(':scope > script[type="application/json"][data-menu]');
  return {
    document,
    element,
    shadow,
    data: data ? (JSON.parse(data.textContent) as unknown) : undefined,
  };
}

async function insertBusiness(server: TestServer, slug: string, name: string): Promise<string> {
  const { rows: users } = await server.db.query<{ id: string }>(
    `insert into auth.users (email) values ($1) returning id`,
    [`owner@${slug}.test`],
  );
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.businesses (name, whatsapp, slug, owner_id, description, headline)
     values ($1, '96890000000', $2, $3, 'Karak & breakfast', 'Open "early"') returning id`,
    [name, slug, users[0]!.id],
  );
  return rows[0]!.id;
}

describe.each(ENGINES)('server-rendered hosted menu page on %s', (engine) => {
  let server: TestServer;
  let anonMenu: (slug: string) => Promise<unknown>;

  beforeAll(async () => {
    server = await startTestServer({ engine, distDir: ssr.distDir });
    anonMenu = async (slug) => {
      const response = await fetch(`${server.url}/rest/v1/rpc/public_menu`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ slug }),
      });
      return response.json();
    };
    const cafe = await insertBusiness(server, 'democafe', 'Demo Cafe');
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.categories (business_id, name, name_ar) values ($1, 'Hot Drinks', 'مشروبات ساخنة') returning id`,
      [cafe],
    );
    await server.db.query(
      `insert into public.menu_items (business_id, category_id, name, name_ar, description, price, image_url)
       values ($1, $2, 'Karak Tea', 'كرك', 'Spiced, with milk', 0.4, 'https://cdn.test/karak.jpg'),
              ($1, null, 'Hidden Dish', '', null, 1, null)`,
      [cafe, rows[0]!.id],
    );
    await server.db.query(`update public.menu_items set hidden = true where name = 'Hidden Dish'`);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('renders the first screen with the widget components and inlines exactly public_menu', async () => {
    const response = await fetch(`${server.url}/democafe/menu`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Demo Cafe</title>');
    const { element, shadow, data } = parse(html);
    expect(element?.getAttribute('slug')).toBe('democafe');
    expect(element?.getAttribute('lang')).toBe('en');
    expect(shadow?.querySelector('h1')?.textContent).toBe('Demo Cafe');
    expect(shadow?.querySelector(`.${shortName('qm-headline')}`)?.textContent).toBe('Open "early"');
    const chips = [...(shadow?.querySelectorAll('nav button') ?? [])].map((b) => b.textContent);
    expect(chips).toEqual(['All', 'Hot Drinks']);
    const karak = shadow?.querySelector('li');
    expect(karak?.querySelector('h3')?.textContent).toBe('Karak Tea');
    expect(karak?.textContent).toContain('0.400 OMR');
    expect(shadow?.textContent).not.toContain('Hidden Dish');
    // The element's own stylesheet travels in the shadow root.
    expect(shadow?.querySelector('style')?.textContent).toContain(`.${shortName('qm-grid')}{`);
    // What the element will read instead of asking: the API's answer, unchanged.
    expect(data).toEqual(await anonMenu('democafe'));
    // Two scripts: the data block (never run) and the inline one that fetches qr-menu.js once
    // this screen is on screen, which the page's CSP allows by its hash; nothing of the admin SPA.
    expect(html.match(/<script/g)).toHaveLength(2);
    const boot = /<script type="module">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('/qr-menu.js');
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(html).not.toContain('/assets/');
  });

  it('preloads the banner with high priority, with the src, srcset and sizes the banner image has', async () => {
    await server.db.query(
      `update public.businesses set banner_url = 'https://cdn.test/banner.jpg?v=1&w=2',
         banner_widths = '{1280,640}' where slug = 'democafe'`,
    );
    try {
      const html = await (await fetch(`${server.url}/democafe/menu`)).text();
      const { document, shadow } = parse(html);
      const preload = document.querySelector('head link[rel="preload"][as="image"]');
      const img = shadow?.querySelector('header img');
      expect(preload?.getAttribute('fetchpriority')).toBe('high');
      expect(preload?.getAttribute('href')).toBe('https://cdn.test/banner.jpg?v=1&w=2');
      expect(preload?.getAttribute('imagesrcset')).toBe(
        'https://cdn.test/banner-640.webp?v=1&w=2 640w, https://cdn.test/banner-1280.webp?v=1&w=2 1280w',
      );
      // Exactly what the rendered banner image asks for, so the preload is the image it shows.
      expect(img?.getAttribute('src')).toBe(preload?.getAttribute('href'));
      expect(img?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
      expect(img?.getAttribute('sizes')).toBe(preload?.getAttribute('imagesizes'));
      expect(img?.getAttribute('sizes')).toBe('100vw');
    } finally {
      await server.db.query(
        `update public.businesses set banner_url = null, banner_widths = '{}' where slug = 'democafe'`,
      );
    }
  });

  it('carries the first 24 dishes of a long menu, photos for the first screen only, and the first screen of its data', async () => {
    const id = await insertBusiness(server, 'longmenu', 'Long Menu');
    await server.db.query(
      `insert into public.menu_items (business_id, name, price, image_url, image_widths, sort_order)
       select $1, 'Dish ' || n, 1, 'https://cdn.test/dish-' || n || '.webp', '{320,640}', n
       from generate_series(1, 30) as n`,
      [id],
    );
    const html = await (await fetch(`${server.url}/longmenu/menu`)).text();
    const { shadow, data } = parse(html);
    const cards = [...(shadow?.querySelectorAll('li[data-item-id]') ?? [])];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Dish ${i + 1}`),
    );
    // Two rows of two with their photos; the rest keep the photo's box, with the photo in a
    // <noscript> inside it for a phone with JavaScript off (a browser with scripting on reads it as
    // text and fetches nothing; this parser drops it, so it is checked in the HTML itself).
    const photos = cards.map((card) => card.querySelector(':scope > img')?.getAttribute('src'));
    expect(photos.slice(0, 4)).toEqual([1, 2, 3, 4].map((n) => `https://cdn.test/dish-${n}.webp`));
    expect(photos.slice(4).every((src) => src === undefined)).toBe(true);
    expect(
      cards
        .slice(4)
        .every((card) => card.querySelector(`:scope > .${shortName('qm-photo-placeholder')}`)),
    ).toBe(true);
    expect(html).toContain(
      `<span class="${shortName('qm-image')} ${shortName('qm-photo-placeholder')}"><noscript><img class="${shortName('qm-image')}" loading="lazy" decoding="async" src="https://cdn.test/dish-5.webp"`,
    );
    expect(html).toContain('Turn on JavaScript to see the rest of the menu.');
    // The page carries the first screen (and one more dish, for the cut above), marked partial:
    // the element fetches the whole menu, one cacheable request, after its first paint.
    const inlined = data as { items: Array<{ name: string }>; partial?: boolean };
    expect(inlined.partial).toBe(true);
    expect(inlined.items.map((item) => item.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Dish ${i + 1}`),
    );
    const whole = await fetch(`${server.url}/rest/v1/rpc/public_menu?slug=longmenu`, {
      headers: { apikey: server.anonKey },
    });
    expect(((await whole.json()) as { items: unknown[] }).items).toHaveLength(30);
  });

  it('writes every inlined text as text: a hostile business, category and dish cannot add markup', async () => {
    const id = await insertBusiness(server, 'hostile', HOSTILE);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.categories (business_id, name) values ($1, '<img src=x onerror=alert(2)>') returning id`,
      [id],
    );
    await server.db.query(
      `insert into public.menu_items (business_id, category_id, name, description, price)
       values ($1, $2, $3, $4, 1.5)`,
      [id, rows[0]!.id, '<!-- & "dish" \u2028', HOSTILE],
    );
    // A table label is the owner's own text too (only real labels reach the page).
    await server.db.query(`update public.businesses set table_labels = $2 where id = $1`, [
      id,
      ['"><b>5'],
    ]);
    const response = await fetch(
      `${server.url}/hostile/menu?table=${encodeURIComponent('"><b>5')}`,
    );
    const html = await response.text();
    // Only the page's own two scripts, no injected element anywhere.
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>5');
    // In the data block a line separator is escaped too (it is fine in HTML text).
    const block = /data-menu>([^<]*)<\/script>/.exec(html)?.[1];
    expect(block).toContain('\\u2028');
    expect(block).not.toContain('\u2028');
    const { document, element, shadow, data } = parse(html);
    expect(document.title).toBe(HOSTILE);
    expect(element?.getAttribute('table')).toBe('"><b>5');
    expect(shadow?.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(shadow?.querySelector('nav button:nth-child(2)')?.textContent).toBe(
      '<img src=x onerror=alert(2)>',
    );
    expect(shadow?.querySelector('h3')?.textContent).toBe('<!-- & "dish" \u2028');
    expect(shadow?.querySelector(`.${shortName('qm-description')}`)?.textContent).toBe(HOSTILE);
    expect(shadow?.querySelectorAll('script, img')).toHaveLength(0);
    // The data block reads back to exactly the API's answer.
    expect(data).toEqual(await anonMenu('hostile'));
  });

  it('chooses the language as the element would: ?lang=, the switch cookie, the phone, the primary', async () => {
    await server.db.query(
      `update public.businesses set name_ar = 'مقهى العرض', languages = '{en,ar}' where slug = 'democafe'`,
    );
    const langOf = async (query: string, headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${server.url}/democafe/menu${query}`, { headers })).text();
      const { document, element, shadow } = parse(html);
      return {
        page: document.documentElement.getAttribute('lang'),
        dir: document.documentElement.getAttribute('dir'),
        element: element?.getAttribute('lang'),
        heading: shadow?.querySelector('h1')?.textContent,
      };
    };
    const arabic = { page: 'ar', dir: 'rtl', element: 'ar', heading: 'مقهى العرض' };
    const english = { page: 'en', dir: 'ltr', element: 'en', heading: 'Demo Cafe' };
    try {
      expect(await langOf('?lang=ar', { 'accept-language': 'en' })).toEqual(arabic);
      expect(await langOf('', { cookie: 'a=1; qr-menu-lang=ar', 'accept-language': 'en' })).toEqual(
        arabic,
      );
      expect(await langOf('', { 'accept-language': 'fr-FR,ar-OM;q=0.8,en;q=0.5' })).toEqual(arabic);
      expect(await langOf('?lang=en', { cookie: 'qr-menu-lang=ar' })).toEqual(english);
      expect(await langOf('?lang=fr', { 'accept-language': 'fr' })).toEqual(english);
    } finally {
      await server.db.query(
        `update public.businesses set name_ar = '', languages = '{en}' where slug = 'democafe'`,
      );
    }
    // An English-only business stays English whatever is asked.
    expect(await langOf('?lang=ar', { 'accept-language': 'ar' })).toEqual(english);
  });

  it('says first, in the page language, that without JavaScript the menu is to read, and greys its buttons', async () => {
    await server.db.query(
      `update public.businesses set name_ar = 'مقهى العرض', languages = '{en,ar}' where slug = 'democafe'`,
    );
    try {
      const english = await (await fetch(`${server.url}/democafe/menu?lang=en`)).text();
      const arabic = await (await fetch(`${server.url}/democafe/menu?lang=ar`)).text();
      const body = (html: string) => html.slice(html.indexOf('<body'));
      // The note is the first thing in the body, before the menu, in one language only.
      expect(body(english)).toMatch(
        /^<body[^>]*><noscript><p role="note"[^>]*>JavaScript is off: you can read the menu, but ordering and changing the language need it\.<\/p><\/noscript><main>/,
      );
      expect(body(arabic)).toMatch(
        /^<body[^>]*><noscript><p role="note"[^>]*>JavaScript متوقف: يمكنك قراءة القائمة، لكن الطلب وتغيير اللغة يحتاجان إليه\.<\/p><\/noscript><main>/,
      );
      expect(arabic).not.toContain('JavaScript is off');
      expect(english).not.toContain('متوقف');
      // The page's own stylesheet greys every button of the menu when scripts are off.
      const { shadow } = parse(english);
      const css = shadow?.querySelector('style')?.textContent ?? '';
      expect(css.replace(/\s+/g, ' ')).toMatch(
        new RegExp(
          `@media \\(scripting: ?none\\) ?\\{[^@]*\\.${shortName('qm-menu')} button ?\\{[^}]*opacity: ?0?\\.45[^}]*pointer-events: ?none`,
        ),
      );
    } finally {
      await server.db.query(
        `update public.businesses set name_ar = '', languages = '{en}' where slug = 'democafe'`,
      );
    }
  });

  it('is compressed for browsers that accept it, and varies by what chooses its language', async () => {
    const response = await fetch(`${server.url}/democafe/menu`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(await response.text()).toContain('<title>Demo Cafe</title>');
  });

  it('answers 404 with "Menu not found" in both languages for unknown or impossible slugs', async () => {
    for (const path of ['/nosuchcafe/menu', '/bad%ZZ/menu', '/demo-cafe/menu', "/x'--/menu"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1>Menu not found</h1>');
      expect(html).toContain('القائمة غير موجودة');
      expect(html).not.toContain('<script');
    }
  });

  it('finds the business when the printed slug has capitals or a trailing slash, and answers HEAD', async () => {
    for (const path of ['/DemoCafe/menu', '/democafe/menu/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(parse(html).element?.getAttribute('slug')).toBe('democafe');
    }
    const head = await fetch(`${server.url}/democafe/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('hosted menu page without a built renderer', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', distDir: `${ssr.distDir}/nothing-here` });
    await insertBusiness(server, 'democafe', 'Tea & "Cakes" <b>');
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('serves the small page where the element renders in the browser', async () => {
    const html = await (await fetch(`${server.url}/democafe/menu`)).text();
    expect(html).toContain('<title>Tea &#38; &#34;Cakes&#34; &#60;b&#62;</title>');
    expect(html).toContain('<qr-menu slug="democafe"></qr-menu>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('shadowrootmode');
    expect(Buffer.byteLength(html)).toBeLessThan(1024);
  });
});
