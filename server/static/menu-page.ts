// GET /{slug}/menu: the page a table's QR code opens. A few hundred bytes of HTML holding
// <qr-menu>, so the phone's first paint waits only for qr-menu.js and its one data request;
// the admin bundle is never loaded here.
import { dirOf, offeredLangs, pickText, primaryLang, type Lang } from '../../shared/domain/i18n.ts';
import type { Handler } from '../http/context.ts';

const PAGE = /^\/([^/]+)\/menu\/?$/;
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string, lang: Lang = 'en'): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<meta name="theme-color" content="#a4441f"><title>${escapeHtml(title)}</title>` +
    '<style>html,body{margin:0;background:#faf6f0}</style>' +
    `</head><body>${body}</body></html>`
  );
}

const notFound = page(
  'Menu not found',
  '<main style="font:16px/1.5 system-ui,sans-serif;color:#2b2118;text-align:center;padding:20vh 20px">' +
    '<h1>Menu not found</h1><p>Check the link, or scan the QR code on your table again.</p>' +
    '<h1 lang="ar" dir="rtl">القائمة غير موجودة</h1>' +
    '<p lang="ar" dir="rtl">تحقق من الرابط، أو امسح رمز QR على طاولتك مرة أخرى.</p></main>',
);

interface PageBusiness {
  name: string;
  name_ar: string;
  languages: string[];
  primary_language: string;
}

/**
 * The hosted menu page; its title is the business name, read with one indexed query by slug.
 * `?lang=en|ar`, when the business offers it, becomes the element's lang attribute (the first
 * thing the widget's language choice looks at) and the page's language; otherwise the page is in
 * the primary language and the widget picks by the phone's languages.
 */
export const renderMenuPage: Handler = async (ctx) => {
  let slug = '';
  try {
    slug = decodeURIComponent(PAGE.exec(ctx.url.pathname)?.[1] ?? '').toLowerCase();
  } catch {
    // A malformed %-escape is simply not a slug.
  }
  // Slugs are ^[a-z0-9]+$ in the database (a printed /DemoCafe/menu still finds democafe), so
  // anything else cannot name a business.
  const { rows } = /^[a-z0-9]+$/.test(slug)
    ? await ctx.db.query<PageBusiness>(
        'select name, name_ar, languages, primary_language from public.businesses where slug = $1',
        [slug],
      )
    : { rows: [] };
  const business = rows[0];
  if (!business) return ctx.send(404, ctx.method === 'HEAD' ? undefined : notFound, HTML);
  const offered = offeredLangs(business.languages);
  const asked = ctx.url.searchParams.get('lang')?.toLowerCase();
  const chosen = offered.find((lang) => lang === asked);
  const lang = chosen ?? primaryLang(business.primary_language, offered);
  const html = page(
    pickText(business.name, business.name_ar, lang, lang),
    `<main><qr-menu slug="${slug}"${chosen ? ` lang="${chosen}"` : ''}></qr-menu></main>` +
      '<noscript>This menu needs JavaScript turned on.</noscript>' +
      '<script type="module" src="/qr-menu.js"></script>',
    lang,
  );
  ctx.send(200, ctx.method === 'HEAD' ? undefined : html, HTML);
};
