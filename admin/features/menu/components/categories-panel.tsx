import { useState, type FormEvent } from 'react';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { Category } from '../api/types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './menu.css';

export interface CategoriesPanelProps {
  categories: readonly Category[];
  /** Resolves true when the category was saved, so the input is cleared only then. */
  onAdd: (name: string) => Promise<boolean>;
  onDelete: (category: Category) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  /** Disables reordering while a previous move is being saved. */
  busy?: boolean;
}

export function CategoriesPanel({
  categories,
  onAdd,
  onDelete,
  onMove,
  busy = false,
}: CategoriesPanelProps) {
  const { lang, t } = useI18n();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateCategoryName(name, lang);
    setMessage(invalid);
    if (invalid) return;
    setAdding(true);
    try {
      if (await onAdd(name.trim())) setName('');
    } finally {
      setAdding(false);
    }
  }

  return (
    <section className="menu-panel" aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t.menu.categories}</h2>
      <form className="menu-category-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="new-category">{t.menu.newCategory}</label>
        <div className="menu-row">
          <input
            id="new-category"
            value={name}
            placeholder={t.menu.categoryPlaceholder}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'new-category-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="menu-button menu-button--primary" disabled={adding}>
            {t.menu.addCategory}
          </button>
        </div>
        {message ? (
          <p id="new-category-error" className="menu-error" role="alert">
            {message}
          </p>
        ) : null}
      </form>
      {categories.length === 0 ? (
        <p className="menu-muted">{t.menu.noCategories}</p>
      ) : (
        <ol className="menu-category-list" aria-label={t.menu.categoryOrder}>
          {categories.map((category, index) => (
            <li key={category.id} className="menu-category">
              <span className="menu-category__name">{category.name}</span>
              <button
                type="button"
                className="menu-icon-button"
                aria-label={t.menu.moveUp(category.name)}
                disabled={busy || index === 0}
                onClick={() => onMove(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="menu-icon-button"
                aria-label={t.menu.moveDown(category.name)}
                disabled={busy || index === categories.length - 1}
                onClick={() => onMove(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="menu-icon-button menu-icon-button--danger"
                aria-label={t.menu.deleteCategory(category.name)}
                onClick={() => setPendingDelete(category)}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
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
