import { LANGS } from '../../../shared/domain/i18n.ts';
import { useSiteText } from './site-text.ts';
import './language-switch.css';

/**
 * English / العربية: each name in its own language, so either reader finds theirs. It knows no
 * backend (the landing page loads no client); signed-in frames make the choice the account's too
 * (useAccountLang).
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { lang, t, setLang } = useSiteText();
  return (
    <div
      className={`language-switch language-switch--${tone}`}
      role="group"
      aria-label={t.language.label}
    >
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === lang}
          onClick={() => setLang(option)}
        >
          {t.language[option]}
        </button>
      ))}
    </div>
  );
}
