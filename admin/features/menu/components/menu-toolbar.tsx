import { SearchBox } from '../../../../shared/ui/search-box.tsx';
import type { Category } from '../api/types.ts';
import type { MenuQuery, SortDirection, SortField } from '../lib/menu-query.ts';
import './menu.css';
import { UNCATEGORIZED_LABEL } from '../../../../shared/domain/uncategorized.ts';

export interface MenuToolbarProps {
  /** A new search, 300 ms after the owner stops typing (keep it stable: useCallback). */
  onSearch: (search: string) => void;
  query: MenuQuery;
  categories: readonly Category[];
  onChange: (change: Partial<MenuQuery>) => void;
}

export function MenuToolbar({ onSearch, query, categories, onChange }: MenuToolbarProps) {
  return (
    <div className="menu-toolbar" role="search">
      <SearchBox
        label="Search"
        placeholder="Name or description"
        value={query.search}
        onSearch={onSearch}
      />
      <label>
        Category
        <select
          value={query.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="all">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          <option value="none">{UNCATEGORIZED_LABEL}</option>
        </select>
      </label>
      <label>
        Sort by
        <select
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as SortField })}
        >
          <option value="name">Name</option>
          <option value="price">Price</option>
          <option value="created_at">Date</option>
        </select>
      </label>
      <label>
        Direction
        <select
          value={query.dir}
          onChange={(event) => onChange({ dir: event.target.value as SortDirection })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </label>
    </div>
  );
}
