import type { Lang } from '../../../shared/domain/i18n.ts';
import { useI18n } from './language-context.ts';
import './bilingual-field.css';

export type LangTexts = Record<Lang, string>;

export interface BilingualFieldProps {
  id: string;
  label: string;
  /** The languages the business offers, primary first: one input each, side by side. */
  languages: readonly Lang[];
  primary: Lang;
  /** The primary language's text is required (the other falls back to it when blank). */
  required?: boolean;
  values: LangTexts;
  onChange: (lang: Lang, value: string) => void;
  errors?: Partial<Record<Lang, string | undefined>>;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: Partial<LangTexts>;
  hint?: string;
  autoComplete?: string;
}

/**
 * One customer-facing text in each language the business offers. Each input is written in its own
 * direction (Arabic right to left) whatever the admin's language; a blank text in an offered
 * language is marked, because customers reading that language then see the other one instead.
 */
export function BilingualField({
  id,
  label,
  languages,
  primary,
  required = false,
  values,
  onChange,
  errors = {},
  multiline = false,
  maxLength,
  placeholder = {},
  hint,
  autoComplete,
}: BilingualFieldProps) {
  const { t } = useI18n();
  const both = languages.length > 1;
  const languageName = (lang: Lang) => (lang === 'ar' ? t.bilingual.arabic : t.bilingual.english);
  return (
    <div className={both ? 'bilingual bilingual--both' : 'bilingual'}>
      {languages.map((lang) => {
        const inputId = `${id}-${lang}`;
        const error = errors[lang];
        // Blank here while the other language has text: that language's readers see the other.
        const missing =
          both && !error && values[lang].trim() === '' && languages.some((l) => values[l].trim());
        const notes = [
          hint ? `${id}-hint` : '',
          error ? `${inputId}-error` : '',
          missing ? `${inputId}-missing` : '',
        ].filter(Boolean);
        const common = {
          id: inputId,
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          value: values[lang],
          placeholder: placeholder[lang],
          maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': notes.length > 0 ? notes.join(' ') : undefined,
          'data-lang': lang,
        } as const;
        return (
          <div className="ui-field bilingual__field" key={lang}>
            <label htmlFor={inputId}>
              {both ? `${label} · ${languageName(lang)}` : label}
              {required && lang === primary ? ' *' : ''}
            </label>
            {multiline ? (
              <textarea
                {...common}
                rows={3}
                onChange={(event) => onChange(lang, event.target.value)}
              />
            ) : (
              <input
                {...common}
                autoComplete={autoComplete}
                onChange={(event) => onChange(lang, event.target.value)}
              />
            )}
            {missing && (
              <p id={`${inputId}-missing`} className="bilingual__missing">
                {t.bilingual.missing(languageName(lang))}
              </p>
            )}
            {error && (
              <p id={`${inputId}-error`} className="ui-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint bilingual__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A text the business offers in a language but has not written there yet: the mark lists show. */
export function MissingMark({ lang }: { lang: Lang }) {
  const { t } = useI18n();
  const name = lang === 'ar' ? t.bilingual.arabic : t.bilingual.english;
  return <span className="bilingual__missing">{t.bilingual.missing(name)}</span>;
}

/** The languages of a business offered but blank in the given pair of texts. */
export function missingLanguages(
  texts: { en: string | null | undefined; ar: string | null | undefined },
  languages: readonly Lang[],
): Lang[] {
  return languages.filter((lang) => !(texts[lang] ?? '').trim());
}
