import { queryKeys } from '../../../lib/query/keys.ts';
import type { MenuQuery } from './menu-query.ts';

// The menu screen's query keys hang under the entity roots, so a write that invalidates
// queryKeys.items(businessId) refetches the grid under any filter and the Arrange list alike.
export const menuKeys = {
  categories: (businessId: string) => queryKeys.categories(businessId),
  items: (businessId: string) => queryKeys.items(businessId),
  pages: (businessId: string) => [...queryKeys.items(businessId), 'page'] as const,
  page: (businessId: string, query: MenuQuery) =>
    [...queryKeys.items(businessId), 'page', query] as const,
  order: (businessId: string, categoryId: string) =>
    [...queryKeys.items(businessId), 'order', categoryId] as const,
};
