// The three states before a menu can be shown. Wording of "Loading Business..." is docs/guide/product.md section 2's.
import type { Lang } from '../../shared/domain/i18n.ts';
import { MenuState } from '../../shared/ui/menu/menu-state.tsx';
import { MENU_TEXTS } from '../i18n.ts';

export function LoadingView({ lang }: { lang: Lang }) {
  return <MenuState kind="loading" title={MENU_TEXTS[lang].loading} />;
}

export function NotFoundView({ lang }: { lang: Lang }) {
  const t = MENU_TEXTS[lang];
  return <MenuState kind="not-found" title={t.notFound} hint={t.notFoundHint} />;
}

export function ErrorView({ lang, onRetry }: { lang: Lang; onRetry: () => void }) {
  const t = MENU_TEXTS[lang];
  return (
    <MenuState
      kind="error"
      title={t.loadFailed}
      hint={t.loadFailedHint}
      retryLabel={t.retry}
      onRetry={onRetry}
    />
  );
}
