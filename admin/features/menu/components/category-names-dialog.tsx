import { useWatch } from 'react-hook-form';
import { readWindows } from '../../../../shared/domain/availability.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
import type { Category } from '../api/types.ts';
import { useCategoryForm } from '../hooks/use-category-form.ts';
import type { CategoryNames } from './categories-panel.tsx';
import { CategoryNameFields } from './category-name-fields.tsx';
import './menu.css';

export interface CategoryNamesDialogProps {
  /** The category being renamed; null keeps the dialog closed. */
  category: Category | null;
  languages: readonly Lang[];
  primary: Lang;
  onClose: () => void;
  /** Resolves true once saved; false keeps what the owner typed. */
  onSave: (names: CategoryNames) => Promise<boolean>;
}

/** A category's name in each language the menu offers, side by side, and its serving times. */
export function CategoryNamesDialog({
  category,
  languages,
  primary,
  onClose,
  onSave,
}: CategoryNamesDialogProps) {
  const { t } = useI18n();
  const names = useCategoryForm(
    primary,
    {
      names: { en: category?.name ?? '', ar: category?.name_ar ?? '' },
      windows: readWindows(category?.available_windows)?.slice() ?? null,
    },
    onSave,
  );
  const windows = useWatch({ control: names.form.control, name: 'windows' });

  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => !open && !names.saving && onClose()}
      title={t.menu.categories}
    >
      <form className="ui-form" onSubmit={names.submit} noValidate>
        <CategoryNameFields
          category={names}
          id="category-names"
          label={t.menu.name}
          languages={languages}
          primary={primary}
          required
          messageId="category-names-error"
        />
        <WindowsEditor
          value={windows}
          onChange={(value) => names.form.setValue('windows', value)}
          noneLabel={t.clock.windowsAlways}
        />
        <FormDialogFooter
          message={names.message}
          messageId="category-names-error"
          saving={names.saving}
          submitLabel={t.menu.saveCategory}
        />
      </form>
    </Dialog>
  );
}
