// Static hosting in front of hosted Supabase (docs/operations/static-host-and-hosted-supabase.md): the hosted menu pages rendered
// at build time, one file per business, from public_menu over HTTP exactly as the element reads it.
// The page is the server's (menu-document.ts) with two differences: it is in the business's primary
// language with no lang attribute, so the element still chooses by ?lang=, the customer's earlier
// choice and the phone (and re-renders if that differs), and its inlined menu is marked
// data-revalidate, so the element fetches the menu again and shows any change made since the build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { offeredLangs, primaryLang } from '../../shared/domain/i18n.ts';
import {
  manifestLang,
  menuIconPng,
  menuIconSvg,
  menuManifest,
  menuServiceWorker,
  widgetScripts,
} from './home-screen.ts';
import { renderedMenuPage, type MenuDocument } from './menu-document.ts';
import { menuRenderer } from './ssr-renderer.ts';

export interface PrerenderOptions {
  apiUrl: string;
  anonKey: string;
  /** Slugs to render; all businesses' when empty. */
  slugs: readonly string[];
  /** Holds widget-ssr/ssr.js (the built renderer). */
  distDir: string;
  /** Where `{slug}/menu/index.html` go: the static host's root, beside qr-menu.js. */
  outDir: string;
}

async function api<T>(options: PrerenderOptions, pathname: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}${pathname}`, {
    ...init,
    headers: {
      apikey: options.anonKey,
      authorization: `Bearer ${options.anonKey}`,
      'content-type': 'application/json',
    },
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Writes one page per slug; returns the files written. Fails on an unknown slug. */
export async function prerenderMenus(options: PrerenderOptions): Promise<string[]> {
  const renderer = await menuRenderer(options.distDir);
  if (!renderer) throw new Error('Run npm run build first: the menu renderer is not built.');
  const slugs = options.slugs.length
    ? options.slugs
    : (await api<{ slug: string }[]>(options, '/rest/v1/businesses?select=slug')).map(
        (b) => b.slug,
      );
  const written: string[] = [];
  for (const slug of slugs) {
    const menu = await api<MenuDocument | null>(options, '/rest/v1/rpc/public_menu', {
      method: 'POST',
      body: JSON.stringify({ slug }),
    });
    if (!menu) throw new Error(`No business has the slug "${slug}".`);
    const { business } = menu;
    const lang = primaryLang(business.primary_language, offeredLangs(business.languages));
    const shadow = renderer.renderMenu({ slug, menu, lang });
    const html = renderedMenuPage({
      slug,
      menu,
      lang,
      shadow,
      langAttribute: false,
      revalidate: true,
      bootScript: renderer.bootScript,
    });
    const file = path.join(options.outDir, slug, 'menu', 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    written.push(file);
    // The files the page links and registers (home-screen.ts), in the primary language.
    const scripts = await widgetScripts(options.distDir);
    const files: [string, string | Buffer][] = [
      [
        'manifest.webmanifest',
        JSON.stringify(menuManifest(slug, business, manifestLang(business, null))),
      ],
      ['icon.svg', menuIconSvg(business)],
      ['icon-192.png', menuIconPng(192)],
      ['icon-512.png', menuIconPng(512)],
      ['sw.js', menuServiceWorker(slug, scripts)],
    ];
    for (const [name, content] of files) {
      const target = path.join(options.outDir, slug, name);
      await writeFile(target, content);
      written.push(target);
    }
  }
  return written;
}
