// The hosted page as the server renders it on a cache miss, in English: the first screen of the
// menu, the element's shadow tree, then the document around them. The static and cold steps time it.
import { renderedMenuPage, type MenuDocument } from '../../server/static/menu-document.ts';
import { menuRenderer, type MenuRenderer } from '../../server/static/ssr-renderer.ts';
import { distDir } from '../../server/static/files.ts';

/** The built renderer (dist/widget-ssr), or a clear error when `npm run build` has not run. */
export async function builtRenderer(): Promise<MenuRenderer> {
  const renderer = await menuRenderer(distDir);
  if (!renderer) throw new Error('dist/widget-ssr is not built (npm run build)');
  return renderer;
}

/** One English page of the menu, rendered as the server does it. */
export function renderEnglishPage(
  renderer: MenuRenderer,
  slug: string,
  menu: MenuDocument,
): string {
  const inlined = (renderer.firstScreenMenu?.(menu, 'en') ?? menu) as MenuDocument;
  const shadow = renderer.renderMenu({ slug, menu: inlined, lang: 'en', now: new Date() });
  return renderedMenuPage({
    slug,
    menu: inlined,
    lang: 'en',
    shadow,
    langAttribute: true,
    table: undefined,
    bootScript: renderer.bootScript,
  });
}
