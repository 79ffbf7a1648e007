import { useState } from 'react';
import type { TimeWindow } from '../../../../shared/domain/availability.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import type { Category } from '../api/types.ts';
import { CategoryNamesDialog } from './category-names-dialog.tsx';
import { CategoryRow } from './category-row.tsx';
import { NewCategoryForm } from './new-category-form.tsx';
import './menu.css';

export interface CategoryNames {
  name: string;
  nameAr: string;
  /** When its dishes are served (the rename dialog edits it; a new category has none). */
  windows?: readonly TimeWindow[] | null;
}

export interface CategoriesPanelProps {
  categories: readonly Category[];
  /** The menu's languages, primary first; the primary's name is required. */
  languages?: readonly Lang[];
  primary?: Lang;
  /** Resolves true when the category was saved, so the input is cleared only then. */
  onAdd: (names: CategoryNames) => Promise<boolean>;
  /** Resolves true when the new names were saved (the dialog then closes). */
  onRename?: (category: Category, names: CategoryNames) => Promise<boolean>;
  onDelete: (category: Category) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  /** Disables reordering while a previous move is being saved. */
  busy?: boolean;
}

export function CategoriesPanel({
  categories,
  languages = ['en'],
  primary = 'en',
  onAdd,
  onRename,
  onDelete,
  onMove,
  busy = false,
}: CategoriesPanelProps) {
  const { t } = useI18n();
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);
  const [renaming, setRenaming] = useState<{ category: Category; part: 'names' | 'times' } | null>(
    null,
  );
  // On a phone the panel starts folded, so the first dish shows without scrolling; CSS ignores
  // this on wider screens, where the panel sits beside the items.
  const [folded, setFolded] = useState(true);

  return (
    <section
      className="ui-panel menu-categories"
      aria-labelledby="categories-heading"
      data-folded={folded}
    >
      <div className="menu-categories__head">
        <h2 id="categories-heading">{t.menu.categories}</h2>
        <Button
          variant="secondary"
          className="menu-categories__toggle"
          aria-expanded={!folded}
          aria-controls="categories-body"
          onClick={() => setFolded((value) => !value)}
        >
          {folded ? t.menu.showCategories : t.menu.hideCategories}
        </Button>
      </div>
      <div id="categories-body" className="menu-categories__body">
        <NewCategoryForm languages={languages} primary={primary} onAdd={onAdd} />
        {categories.length === 0 ? (
          <p className="ui-muted">{t.menu.noCategories}</p>
        ) : (
          <ol className="menu-category-list" aria-label={t.menu.categoryOrder}>
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                languages={languages}
                primary={primary}
                first={index === 0}
                last={index === categories.length - 1}
                busy={busy}
                onRename={onRename && (() => setRenaming({ category, part: 'names' }))}
                onTimes={onRename && (() => setRenaming({ category, part: 'times' }))}
                onMove={(delta) => onMove(index, delta)}
                onDelete={() => setPendingDelete(category)}
              />
            ))}
          </ol>
        )}
      </div>
      {onRename && (
        <CategoryNamesDialog
          key={renaming ? `${renaming.category.id}-${renaming.part}` : 'closed'}
          category={renaming?.category ?? null}
          part={renaming?.part ?? 'names'}
          languages={languages}
          primary={primary}
          onClose={() => setRenaming(null)}
          onSave={async (names) => {
            if (!renaming) return false;
            const saved = await onRename(renaming.category, names);
            if (saved) setRenaming(null);
            return saved;
          }}
        />
      )}
      <ConfirmDialog
        message={pendingDelete ? t.menu.confirmDeleteCategory : null}
        confirmLabel={t.menu.deleteCategoryConfirm}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) onDelete(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </section>
  );
}
