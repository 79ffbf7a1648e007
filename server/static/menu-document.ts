// The server-rendered hosted menu page as one HTML document, for the server (menu-page.ts, per
// request) and for static hosting (scripts/prerender-menus.ts, at build time): the element with its
// first screen in a declarative shadow root, public_menu's answer inlined as a data block, the
// banner preloaded, then the inline script that brings qr-menu.js once that screen is on screen.
import { createHash } from 'node:crypto';
import { pickText, type Lang } from '../../shared/domain/i18n.ts';
import { MENU_PALETTE } from '../../shared/domain/menu-palette.ts';
import type { MenuBusiness } from '../../shared/domain/public-menu.ts';
import { imageSources } from '../../shared/domain/images.ts';
import { homeScreenLinks } from './home-screen.ts';
import { escapeHtml, jsonForHtml, page } from './page-html.ts';

/** What the page reads of public_menu's answer (shared/domain/public-menu.ts, the widget's type). */
export interface MenuDocument {
  business: Pick<MenuBusiness, 'name' | 'name_ar' | 'slug' | 'languages' | 'primary_language'> &
    Partial<
      Pick<
        MenuBusiness,
        | 'table_labels'
        | 'opening_hours'
        | 'temporarily_closed'
        | 'special_periods'
        | 'banner_url'
        | 'banner_widths'
      >
    >;
}

/** The element's script, for a page where the element renders the menu itself. */
export const WIDGET_SCRIPT = '<script type="module" src="/qr-menu.js"></script>';
/**
 * The CSP source that lets a page run one inline script, `'sha256-…'`: the hosted page's CSP
 * carries it for the boot script (widget/qr-menu-boot.ts), and so must a static host's.
 */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

// With JavaScript off the menu is there to read; ordering and the language switch need the
// element's script. Said first on the page, in the page's language.
const NO_SCRIPT_TEXT: Record<Lang, string> = {
  en: 'JavaScript is off: you can read the menu, but ordering and changing the language need it.',
  ar: 'JavaScript متوقف: يمكنك قراءة القائمة، لكن الطلب وتغيير اللغة يحتاجان إليه.',
};

/** The page's note for a browser without JavaScript, at the top, in the page's language. */
export function noScriptNote(lang: Lang): string {
  return (
    `<noscript><p role="note" style="margin:0;font:14px/1.5 system-ui,sans-serif;color:${MENU_PALETTE.text};` +
    `background:${MENU_PALETTE.background};border-bottom:2px solid ${MENU_PALETTE.accent};text-align:center;padding:10px 16px">` +
    `${NO_SCRIPT_TEXT[lang]}</p></noscript>`
  );
}

export interface RenderedMenuPage {
  slug: string;
  /** public_menu's answer, inlined as it is. */
  menu: MenuDocument;
  /** The language the shadow root was rendered in. */
  lang: Lang;
  /** The shadow root's HTML (widget/ssr.tsx). */
  shadow: string;
  /** Give `lang` to the element as its attribute (the server's choice is final for the first paint). */
  langAttribute: boolean;
  table?: string | undefined;
  /** Prerendered: the element fetches the menu again in the background. */
  revalidate?: boolean;
  /**
   * The script written inline after the element (the renderer's bootScript), which fetches
   * qr-menu.js once the first screen is on screen; the page's CSP must allow its scriptHash.
   */
  bootScript: string;
}

/**
 * The banner's photo as a high-priority preload, with the src/srcset/sizes the banner's <img> gets:
 * both come from shared/domain's imageSources for the business's banner, so they cannot differ.
 */
export function bannerPreload(business: MenuDocument['business']): string {
  if (!business.banner_url) return '';
  const { src, srcSet, sizes } = imageSources(
    business.banner_url,
    business.banner_widths,
    'banner',
  );
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"` +
    (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : '') +
    (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
    '>'
  );
}

/** Built code as an inline script's text: nothing in it may end the element early. */
function inlineScript(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('The boot script cannot be written inline.');
  return code;
}

export function renderedMenuPage(input: RenderedMenuPage): string {
  const { slug, menu, lang, shadow, table } = input;
  const attributes =
    (input.langAttribute ? ` lang="${lang}"` : '') + (table ? ` table="${escapeHtml(table)}"` : '');
  const body =
    `${noScriptNote(lang)}<main><qr-menu slug="${escapeHtml(slug)}"${attributes}>` +
    `<template shadowrootmode="open">${shadow}</template>` +
    `<script type="application/json" data-menu${input.revalidate ? ' data-revalidate' : ''}>` +
    `${jsonForHtml(menu)}</script></qr-menu></main>` +
    `<script type="module">${inlineScript(input.bootScript)}</script>`;
  const title = pickText(menu.business.name, menu.business.name_ar, lang, lang);
  // Add to Home Screen gets the business's name and icon (home-screen.ts).
  const links = homeScreenLinks(slug, input.langAttribute ? lang : undefined, menu.business);
  return page(title, body, lang, bannerPreload(menu.business) + links);
}
