import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { useCategoryForm } from '../hooks/use-category-form.ts';
import type { CategoryNames } from './categories-panel.tsx';
import { CategoryNameFields } from './category-name-fields.tsx';
import './menu.css';

export interface NewCategoryFormProps {
  languages: readonly Lang[];
  primary: Lang;
  /** Resolves true when the category was saved, so the input is cleared only then. */
  onAdd: (names: CategoryNames) => Promise<boolean>;
}

const EMPTY = { names: { en: '', ar: '' }, windows: null };

/** The panel's "New category" names and Add button. */
export function NewCategoryForm({ languages, primary, onAdd }: NewCategoryFormProps) {
  const { t } = useI18n();
  const category = useCategoryForm(
    primary,
    EMPTY,
    // A name in a language the menu does not offer (its input is hidden) is not saved.
    ({ name, nameAr }) =>
      onAdd({
        name: languages.includes('en') ? name : '',
        nameAr: languages.includes('ar') ? nameAr : '',
      }),
    () => category.form.reset(EMPTY),
  );

  return (
    <form className="menu-category-form" onSubmit={category.submit} noValidate>
      <CategoryNameFields
        category={category}
        id="new-category"
        label={t.menu.newCategory}
        languages={languages}
        primary={primary}
        placeholder={{ en: t.menu.categoryPlaceholder, ar: t.menu.categoryPlaceholderAr }}
        messageId="new-category-error"
      />
      <Button type="submit" disabled={category.saving}>
        {t.menu.addCategory}
      </Button>
      {category.message ? (
        <p id="new-category-error" className="ui-error" role="alert">
          {category.message}
        </p>
      ) : null}
    </form>
  );
}
