// The three states before a menu can be shown. Wording of "Loading Business..." is SPEC.md's.
import type { Lang } from '../../shared/domain/i18n.ts';
import { MENU_TEXTS } from '../i18n.ts';

export function LoadingView({ lang }: { lang: Lang }) {
  return (
    <div className="qm-st" role="status">
      <p>{MENU_TEXTS[lang].loading}</p>
    </div>
  );
}

export function NotFoundView({ lang }: { lang: Lang }) {
  const t = MENU_TEXTS[lang];
  return (
    <div className="qm-st">
      <h2>{t.notFound}</h2>
      <p>{t.notFoundHint}</p>
    </div>
  );
}

export function ErrorView({ lang, onRetry }: { lang: Lang; onRetry: () => void }) {
  const t = MENU_TEXTS[lang];
  return (
    <div className="qm-st" role="alert">
      <h2>{t.loadFailed}</h2>
      <p>{t.loadFailedHint}</p>
      <button type="button" className="qm-rt" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
