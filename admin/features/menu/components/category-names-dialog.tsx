import { useWatch } from 'react-hook-form';
import { readWindows } from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
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
  /** What the dialog edits: the names, or when the dishes are served. */
  part: 'names' | 'times';
  languages: readonly Lang[];
  primary: Lang;
  onClose: () => void;
  /** Resolves true once saved; false keeps what the owner typed. */
  onSave: (names: CategoryNames) => Promise<boolean>;
}

/**
 * A category's names in each language the menu offers, side by side, or its serving times: one
 * dialog per action, titled for it. The other part is saved as it was.
 */
export function CategoryNamesDialog({
  category,
  part,
  languages,
  primary,
  onClose,
  onSave,
}: CategoryNamesDialogProps) {
  const { lang, t } = useI18n();
  const shown = category ? pickText(category.name, category.name_ar, lang, primary) : '';
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
      title={part === 'names' ? t.menu.categoryNamesTitle(shown) : t.menu.servingTimesOf(shown)}
    >
      <form className="ui-form" onSubmit={names.submit} noValidate>
        {part === 'names' ? (
          <CategoryNameFields
            category={names}
            id="category-names"
            label={t.menu.name}
            languages={languages}
            primary={primary}
            required
            messageId="category-names-error"
          />
        ) : (
          <WindowsEditor
            value={windows}
            onChange={(value) => names.form.setValue('windows', value)}
            noneLabel={t.clock.windowsAlways}
          />
        )}
        <FormDialogFooter
          message={names.message}
          messageId="category-names-error"
          saving={names.saving}
          submitLabel={part === 'names' ? t.menu.saveCategory : t.menu.saveServingTimes}
        />
      </form>
    </Dialog>
  );
}
