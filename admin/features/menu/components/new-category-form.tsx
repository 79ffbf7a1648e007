import { useState, type FormEvent } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { CategoryNames } from './categories-panel.tsx';
import './menu.css';

export interface NewCategoryFormProps {
  languages: readonly Lang[];
  primary: Lang;
  /** Resolves true when the category was saved, so the input is cleared only then. */
  onAdd: (names: CategoryNames) => Promise<boolean>;
}

/** The panel's "New category" names and Add button. */
export function NewCategoryForm({ languages, primary, onAdd }: NewCategoryFormProps) {
  const { lang, t } = useI18n();
  const [names, setNames] = useState({ en: '', ar: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = problemTextOrNull(validateCategoryName(names[primary]), lang);
    setMessage(invalid);
    if (invalid) return;
    setAdding(true);
    try {
      const offered = (language: Lang) => (languages.includes(language) ? names[language] : '');
      if (await onAdd({ name: offered('en').trim(), nameAr: offered('ar').trim() })) {
        setNames({ en: '', ar: '' });
      }
    } finally {
      setAdding(false);
    }
  }

  return (
    <form className="menu-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <BilingualField
        id="new-category"
        label={t.menu.newCategory}
        languages={languages}
        primary={primary}
        values={names}
        onChange={(language, text) => setNames((current) => ({ ...current, [language]: text }))}
        placeholder={{ en: t.menu.categoryPlaceholder, ar: t.menu.categoryPlaceholderAr }}
        invalidMessageId={message ? 'new-category-error' : null}
      />
      <Button type="submit" disabled={adding}>
        {t.menu.addCategory}
      </Button>
      {message ? (
        <p id="new-category-error" className="ui-error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
