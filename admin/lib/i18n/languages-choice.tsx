import { useId } from 'react';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { useI18n } from './language-context.ts';
import './bilingual-field.css';

export interface MenuLanguages {
  /** Primary first. */
  languages: Lang[];
  primary: Lang;
}

type Choice = 'en' | 'ar' | 'en-ar' | 'ar-en';

const CHOICES: Record<Choice, MenuLanguages> = {
  en: { languages: ['en'], primary: 'en' },
  ar: { languages: ['ar'], primary: 'ar' },
  'en-ar': { languages: ['en', 'ar'], primary: 'en' },
  'ar-en': { languages: ['ar', 'en'], primary: 'ar' },
};

function choiceOf({ languages, primary }: MenuLanguages): Choice {
  if (languages.length > 1) return primary === 'ar' ? 'ar-en' : 'en-ar';
  return languages[0] === 'ar' ? 'ar' : 'en';
}

/** The languages a business's menu is offered in, as the four sensible choices. */
export function LanguagesChoice({
  value,
  onChange,
}: {
  value: MenuLanguages;
  onChange: (value: MenuLanguages) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const labels: Record<Choice, string> = {
    en: t.bilingual.englishOnly,
    ar: t.bilingual.arabicOnly,
    'en-ar': t.bilingual.bothEnglishFirst,
    'ar-en': t.bilingual.bothArabicFirst,
  };
  const current = choiceOf(value);
  return (
    <fieldset className="languages-choice" aria-describedby={`${id}-hint`}>
      <legend>{t.bilingual.languagesLegend}</legend>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t.bilingual.languagesHint} {t.bilingual.primaryHint}
      </p>
      {(Object.keys(CHOICES) as Choice[]).map((choice) => (
        <label key={choice} className="languages-choice__option">
          <input
            type="radio"
            name={`${id}-languages`}
            value={choice}
            checked={current === choice}
            onChange={() => onChange(CHOICES[choice])}
          />
          {labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
