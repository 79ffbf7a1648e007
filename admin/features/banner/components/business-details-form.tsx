import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { LanguagesChoice, type MenuLanguages } from '../../../lib/i18n/languages-choice.tsx';
import type { BusinessDetails } from '../api/update-business-details.ts';

export interface BusinessDetailsFormProps {
  initial: BusinessDetails & { languages: Lang[]; primary_language: Lang };
  /** Resolves true when saved; false keeps what the owner typed. */
  onSave: (details: BusinessDetails) => Promise<boolean>;
}

/** The menu's languages and the business name and description in each of them. */
export function BusinessDetailsForm({ initial, onSave }: BusinessDetailsFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const [menu, setMenu] = useState<MenuLanguages>({
    languages: initial.languages,
    primary: initial.primary_language,
  });
  const [names, setNames] = useState({ en: initial.name, ar: initial.name_ar });
  const [descriptions, setDescriptions] = useState({
    en: initial.description ?? '',
    ar: initial.description_ar ?? '',
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (names[menu.primary].trim() === '') {
      setNameError(problemText({ code: 'field_required' }, lang));
      document.getElementById(`${id}-name-${menu.primary}`)?.focus();
      return;
    }
    setNameError(null);
    setSaving(true);
    try {
      const offers = (language: Lang) => menu.languages.includes(language);
      const text = (value: string, language: Lang) => (offers(language) ? value.trim() : '');
      await onSave({
        languages: menu.languages,
        primary_language: menu.primary,
        name: text(names.en, 'en'),
        name_ar: text(names.ar, 'ar'),
        description: text(descriptions.en, 'en') || null,
        description_ar: text(descriptions.ar, 'ar') || null,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="ui-panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t.banner.details}</h2>
      <LanguagesChoice value={menu} onChange={setMenu} />
      <BilingualField
        id={`${id}-name`}
        label={t.banner.name}
        languages={menu.languages}
        primary={menu.primary}
        required
        values={names}
        onChange={(language, value) => setNames((current) => ({ ...current, [language]: value }))}
        errors={{ [menu.primary]: nameError ?? undefined }}
      />
      <BilingualField
        id={`${id}-description`}
        label={t.banner.description}
        languages={menu.languages}
        primary={menu.primary}
        multiline
        values={descriptions}
        onChange={(language, value) =>
          setDescriptions((current) => ({ ...current, [language]: value }))
        }
      />
      {nameError && (
        <p className="ui-error" role="alert">
          {problemText({ code: 'required_fields' }, lang)}
        </p>
      )}
      <div>
        <button type="submit" className="ui-button" disabled={saving}>
          {saving ? t.common.saving : t.banner.saveDetails}
        </button>
      </div>
    </form>
  );
}
