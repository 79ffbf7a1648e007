import type { ReactNode } from 'react';
import { dirOf, type Lang } from '../../domain/i18n.ts';
import { extrasCss } from './extras-css.ts';
import { menuCss } from './menu-css.ts';

export interface MenuFrameProps {
  /** The menu's language; the frame takes its direction. */
  lang: Lang;
  children: ReactNode;
}

/**
 * The customer menu's root with its stylesheet (menu-css.ts and extras-css.ts), for the shared menu
 * parts outside <qr-menu>: in the admin's customer preview (in a shadow root), in the owner's item
 * grid and in stories. Every rule selects a qm- class, so in the light DOM too they style only the
 * frame and what is in it.
 */
export function MenuFrame({ lang, children }: MenuFrameProps) {
  return (
    <div
      className="qm-menu"
      lang={lang}
      dir={dirOf(lang)}
      style={{ minHeight: 0, paddingBottom: 16 }}
    >
      <style>{menuCss + extrasCss}</style>
      {children}
    </div>
  );
}
