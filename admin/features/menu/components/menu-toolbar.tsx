import type { Category } from '../api/types.ts';
import type { MenuQuery, SortDirection, SortField } from '../lib/menu-query.ts';
import './menu.css';

export interface MenuToolbarProps {
  /** What is typed in the search box (the list follows it 300 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  query: MenuQuery;
  categories: readonly Category[];
  onChange: (change: Partial<MenuQuery>) => void;
}

export function MenuToolbar({
  searchText,
  onSearchText,
  query,
  categories,
  onChange,
}: MenuToolbarProps) {
  return (
    <div className="menu-toolbar" role="search">
      <label>
        Search
        <input
          type="search"
          value={searchText}
          placeholder="Name or description"
          onChange={(event) => onSearchText(event.target.value)}
        />
      </label>
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
          <option value="none">Uncategorized</option>
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
