import type { ReactNode } from 'react';
import { dirOf, type Lang } from '../../domain/i18n.ts';
import { extrasCss } from './extras-css.ts';
import { menuCss } from './menu-css.ts';

/**
 * The customer menu's root in the light DOM, with its stylesheet: how stories show the shared menu
 * parts outside <qr-menu>'s shadow root.
 */
export function MenuFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <div className="qm" lang={lang} dir={dirOf(lang)} style={{ minHeight: 0, paddingBottom: 16 }}>
      <style>{menuCss + extrasCss}</style>
      {children}
    </div>
  );
}
