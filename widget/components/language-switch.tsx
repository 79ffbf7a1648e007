import { LANG_NATIVE_NAMES, type Lang } from '../../shared/domain/i18n.ts';
import { MENU_TEXTS } from '../i18n.ts';

export interface LanguageSwitchProps {
  /** The languages the business offers; the switch shows only when there are two. */
  langs: readonly Lang[];
  lang: Lang;
  onChange: (lang: Lang) => void;
}

/** "English | العربية": each name in its own language, so a reader of either finds theirs. */
export function LanguageSwitch({ langs, lang, onChange }: LanguageSwitchProps) {
  if (langs.length < 2) return null;
  return (
    <div className="qm-lang-switch" role="group" aria-label={MENU_TEXTS[lang].language}>
      {langs.map((option) => (
        <button
          key={option}
          type="button"
          className="qm-chip"
          lang={option}
          aria-pressed={option === lang}
          onClick={() => onChange(option)}
        >
          {LANG_NATIVE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
