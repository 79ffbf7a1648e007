// The hosted menu page's first screen rendered on the server (vite.widget-ssr.config.ts builds this
// into dist/widget-ssr/ssr.js; server/static/menu-page.ts loads it): the element's own components,
// compiled against Preact exactly like qr-menu.js, so the markup is what the element's first render
// produces and it takes the page over without a flash. Image renditions, texts and styles added to
// the components flow into this HTML with no change here.
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { createElement } from 'react';
import type { Lang } from '../shared/domain/i18n.ts';
import type { PublicMenu } from './menu-types.ts';
import { FIRST_SCREEN_CARDS } from './components/menu-groups-view.tsx';
import { OrderStatus } from './components/order-status.tsx';
import { QrMenuApp } from './qr-menu-app.tsx';
import { localizeMenu } from './lang.ts';
import { firstItems, groupMenu } from './menu-groups.ts';
import bootScriptCode from 'virtual:qr-menu-boot';

/**
 * The page's one script, written inline after the element (widget/qr-menu-boot.ts, compiled): it
 * fetches qr-menu.js once the first screen is on screen.
 */
export const bootScript: string = bootScriptCode;

export interface RenderMenuInput {
  slug: string;
  /** public_menu's answer for the slug, as inlined into the page. */
  menu: PublicMenu;
  /** The language the server chose; the page gives it to the element as its lang attribute. */
  lang: Lang;
  /** The table label of the QR code (?table=), given to the element as its table attribute. */
  table?: string | undefined;
  /**
   * The moment of the request: the status line (table, open or closed) is drawn for it, so the
   * page carries it before any script runs. Without it (a page prerendered at build
   * time) the line is left for the element to draw.
   */
  now?: Date | undefined;
}

/** The shadow root's HTML: the element's stylesheet and the loaded menu, cart empty. */
export function renderMenu({ slug, menu, lang, table, now }: RenderMenuInput): string {
  const status = now
    ? renderToString(
        createElement(OrderStatus, {
          lang,
          business: menu.business,
          table,
          now,
        }) as unknown as VNode,
      )
    : undefined;
  const app = createElement(QrMenuApp, { slug, menu, lang, table, pending: true, status });
  // `react` is Preact in this build (see the config), whatever the type checker believes.
  return renderToString(app as unknown as VNode);
}

/**
 * What the hosted page inlines of a long menu, and renders its first screen from: the business,
 * every category, the first screen's dishes in the order the element shows them in `lang`, and
 * the first dish of every later category (so the chips are the same before and after the rest
 * arrives), marked `partial`: the element fetches the whole menu after its first paint
 * (live-chunk.ts). A menu that fits the first screen is returned as it is.
 */
export function firstScreenMenu(menu: PublicMenu, lang: Lang): PublicMenu {
  const groups = groupMenu(localizeMenu(menu, lang), '');
  // One dish past the first screen: the page rendered from this cut says "more dishes" as the
  // whole menu's would.
  const { groups: first, cut } = firstItems(groups, FIRST_SCREEN_CARDS + 1);
  if (!cut) return menu;
  const kept = new Set<string>();
  for (const group of first) for (const item of group.items) kept.add(item.id);
  for (const group of groups) if (group.items[0]) kept.add(group.items[0].id);
  return { ...menu, items: menu.items.filter((item) => kept.has(item.id)), partial: true };
}
