import {
  readWindows,
  windowsText,
  type TimeWindow,
} from '../../../../shared/domain/availability.ts';
import { useState, type FormEvent } from 'react';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import {
  BilingualField,
  MissingMark,
  missingLanguages,
} from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { Category } from '../api/types.ts';
import { CategoryNamesDialog } from './category-names-dialog.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import './menu.css';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

/** A category's serving times, or null when its dishes are served whenever open. */
const windows = (category: Category) => readWindows(category.available_windows);

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
  const { lang, t } = useI18n();
  const [names, setNames] = useState({ en: '', ar: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);
  const [renaming, setRenaming] = useState<Category | null>(null);
  // On a phone the panel starts folded, so the first dish shows without scrolling; CSS ignores
  // this on wider screens, where the panel sits beside the items.
  const [folded, setFolded] = useState(true);

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

  const shown = (category: Category) => pickText(category.name, category.name_ar, lang, primary);
  return (
    <section
      className="ui-panel menu-categories"
      aria-labelledby="categories-heading"
      data-folded={folded}
    >
      <div className="menu-categories__head">
        <h2 id="categories-heading">{t.menu.categories}</h2>
        <button
          type="button"
          className="ui-button ui-button--secondary menu-categories__toggle"
          aria-expanded={!folded}
          aria-controls="categories-body"
          onClick={() => setFolded((value) => !value)}
        >
          {folded ? t.menu.showCategories : t.menu.hideCategories}
        </button>
      </div>
      <div id="categories-body" className="menu-categories__body">
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
          <button type="submit" className="ui-button" disabled={adding}>
            {t.menu.addCategory}
          </button>
          {message ? (
            <p id="new-category-error" className="ui-error" role="alert">
              {message}
            </p>
          ) : null}
        </form>
        {categories.length === 0 ? (
          <p className="ui-muted">{t.menu.noCategories}</p>
        ) : (
          <ol className="menu-category-list" aria-label={t.menu.categoryOrder}>
            {categories.map((category, index) => {
              const name = shown(category);
              const missing = missingLanguages(
                { en: category.name, ar: category.name_ar },
                languages,
              );
              return (
                <li key={category.id} className="menu-category">
                  <span className="menu-category__name">
                    {name}
                    {missing.length < languages.length &&
                      missing.map((language) => <MissingMark key={language} lang={language} />)}
                    {windows(category) ? (
                      <small className="menu-category__windows" data-windows>
                        {t.clock.servedAt(windowsText(windows(category) ?? [], t.clock.days))}
                      </small>
                    ) : null}
                  </span>
                  {onRename && (
                    <button
                      type="button"
                      className="ui-button ui-button--secondary ui-button--icon"
                      aria-label={t.menu.renameCategory(name)}
                      onClick={() => setRenaming(category)}
                    >
                      ✎
                    </button>
                  )}
                  <button
                    type="button"
                    className="ui-button ui-button--secondary ui-button--icon"
                    aria-label={t.menu.moveUp(name)}
                    disabled={busy || index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="ui-button ui-button--secondary ui-button--icon"
                    aria-label={t.menu.moveDown(name)}
                    disabled={busy || index === categories.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="ui-button ui-button--danger ui-button--icon"
                    aria-label={t.menu.deleteCategory(name)}
                    onClick={() => setPendingDelete(category)}
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {onRename && (
        <CategoryNamesDialog
          key={renaming?.id ?? 'closed'}
          category={renaming}
          languages={languages}
          primary={primary}
          onClose={() => setRenaming(null)}
          onSave={async (names) => {
            if (!renaming) return false;
            const saved = await onRename(renaming, names);
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
