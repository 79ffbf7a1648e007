// The menu list's search, filter, sort and page live in the URL so a reload or a shared link keeps them.

import {
  normalizeDirection,
  normalizeSort,
  type SortDirection,
  type SortField,
} from '../../../../shared/domain/sort.ts';

export type { SortDirection, SortField };
/** 'all', 'none' (Uncategorized) or a category id. */
export type CategoryFilter = string;

export interface MenuQuery {
  search: string;
  category: CategoryFilter;
  sort: SortField;
  dir: SortDirection;
  page: number;
}

export const PAGE_SIZE = 24;

export const DEFAULT_QUERY: MenuQuery = {
  search: '',
  category: 'all',
  sort: 'name',
  dir: 'asc',
  page: 1,
};

export function parseMenuQuery(params: URLSearchParams): MenuQuery {
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    category: params.get('category') || 'all',
    // docs/guide/product.md section 5: anything but name, price or created_at falls back to name.
    sort: normalizeSort(params.get('sort')),
    dir: normalizeDirection(params.get('dir')),
    page: Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1,
  };
}

/** Only non-default values are written, so the plain /admin/menu URL stays clean. */
export function menuQueryToParams(query: MenuQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.category !== DEFAULT_QUERY.category) params.set('category', query.category);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.dir !== DEFAULT_QUERY.dir) params.set('dir', query.dir);
  if (query.page !== DEFAULT_QUERY.page) params.set('page', String(query.page));
  return params;
}
