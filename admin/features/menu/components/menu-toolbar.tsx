import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { SearchBox } from '../../../lib/ui/search-box.tsx';
import type { Category } from '../api/types.ts';
import type { MenuQuery, SortDirection, SortField } from '../lib/menu-query.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface MenuToolbarProps {
  /** A new search, 300 ms after the owner stops typing (keep it stable: useCallback). */
  onSearch: (search: string) => void;
  query: MenuQuery;
  categories: readonly Category[];
  /** The menu's primary language: a category without a name in the admin's language shows it. */
  primary?: Lang;
  onChange: (change: Partial<MenuQuery>) => void;
}

export function MenuToolbar({
  onSearch,
  query,
  categories,
  primary = 'en',
  onChange,
}: MenuToolbarProps) {
  const { lang, t } = useI18n();
  return (
    <div className="menu-toolbar" role="search">
      <SearchBox
        label={t.menu.search}
        placeholder={t.menu.searchPlaceholder}
        value={query.search}
        onSearch={onSearch}
      />
      <label>
        {t.menu.category}
        <select
          value={query.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="all">{t.menu.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {pickText(category.name, category.name_ar, lang, primary)}
            </option>
          ))}
          <option value="none">{t.common.uncategorized}</option>
        </select>
      </label>
      <label>
        {t.menu.sortBy}
        <select
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as SortField })}
        >
          <option value="name">{t.menu.sortName}</option>
          <option value="price">{t.menu.sortPrice}</option>
          <option value="created_at">{t.menu.sortDate}</option>
        </select>
      </label>
      <label>
        {t.menu.direction}
        <select
          value={query.dir}
          onChange={(event) => onChange({ dir: event.target.value as SortDirection })}
        >
          <option value="asc">{t.menu.ascending}</option>
          <option value="desc">{t.menu.descending}</option>
        </select>
      </label>
    </div>
  );
}
