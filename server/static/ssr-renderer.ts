// Loads the hosted page's server renderer, dist/widget-ssr/ssr.js (built from widget/ssr.tsx by
// `npm run build`). The server imports nothing from the front ends' sources: the widget's own
// components reach it only as this built file. Without a build (`npm run dev` on a fresh clone) the
// page falls back to the element rendering in the browser, and says so once on the console.
import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lang } from '../../shared/domain/i18n.ts';
import { scriptHash } from './menu-document.ts';

/** The shape of widget/ssr.tsx's export, as the server relies on it. */
export interface MenuRenderer {
  renderMenu(input: {
    slug: string;
    menu: unknown;
    lang: Lang;
    table?: string;
    now?: Date;
  }): string;
  /** What the page inlines of the menu: the first screen of a long one (widget/ssr.tsx); absent
   * from a renderer built before it existed, which inlines the whole menu. */
  firstScreenMenu?: (menu: unknown, lang: Lang) => unknown;
  /** The page's inline script (widget/qr-menu-boot.ts, compiled). */
  bootScript: string;
  /** Names this build of the renderer (a hash of ssr.js): part of the page's ETag. */
  build: string;
  /** The CSP source that allows bootScript (scriptHash), worked out once at load. */
  bootHash: string;
}

const loaded = new Map<string, Promise<MenuRenderer>>();
const ready = new Map<string, MenuRenderer>();
const warned = new Set<string>();

const rendererFile = (distDir: string) => path.join(distDir, 'widget-ssr', 'ssr.js');

/** The renderer of distDir once menuRenderer has loaded it, without waiting (the hosted page's
 * answer from memory, which must not yield to the event loop); undefined until then. */
export function loadedMenuRenderer(distDir: string): MenuRenderer | undefined {
  return ready.get(distDir);
}

/**
 * The renderer of distDir, loaded once per process (a later rebuild needs a restart, like any
 * server code), or undefined while it is not built; a build made after the start is picked up.
 */
export async function menuRenderer(distDir: string): Promise<MenuRenderer | undefined> {
  const file = rendererFile(distDir);
  const renderer = loaded.get(file);
  if (renderer) return renderer;
  try {
    await access(file);
  } catch {
    if (!warned.has(file)) {
      warned.add(file);
      console.warn(`${file} is not built: menu pages render in the browser only (npm run build).`);
    }
    return undefined;
  }
  const loading = Promise.all([
    import(pathToFileURL(file).href) as Promise<
      Pick<MenuRenderer, 'renderMenu' | 'bootScript' | 'firstScreenMenu'>
    >,
    readFile(file),
  ]).then(([renderer, code]) => ({
    renderMenu: renderer.renderMenu,
    ...(renderer.firstScreenMenu ? { firstScreenMenu: renderer.firstScreenMenu } : {}),
    bootScript: renderer.bootScript,
    build: createHash('sha256').update(code).digest('base64url').slice(0, 12),
    bootHash: scriptHash(renderer.bootScript),
  }));
  loaded.set(file, loading);
  // Keyed by the directory as callers name it: no path is joined on a scan.
  void loading.then(
    (loadedRenderer) => ready.set(distDir, loadedRenderer),
    () => undefined,
  );
  return loading;
}
