import { LANGS } from '../../../shared/domain/i18n.ts';
import { rememberAccountLang } from '../api/account-lang.ts';
import { useClient } from '../api/client-context.tsx';
import { useSiteText } from './site-text.ts';
import './language-switch.css';

/**
 * English / العربية: each name in its own language, so either reader finds theirs. Signed in, the
 * choice is the account's too (its mails' language).
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { lang, t, setLang } = useSiteText();
  const client = useClient();
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
          onClick={() => {
            setLang(option);
            // A signed-in owner's account mails follow the switch too.
            void rememberAccountLang(client, option);
          }}
        >
          {t.language[option]}
        </button>
      ))}
    </div>
  );
}
