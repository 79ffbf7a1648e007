import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { getCategories } from '../api/get-categories.ts';
import { getMenuItems } from '../api/get-menu-items.ts';
import type { Category } from '../api/types.ts';
import { menuKeys } from '../lib/menu-keys.ts';
import type { MenuQuery } from '../lib/menu-query.ts';

const NO_CATEGORIES: readonly Category[] = [];

/**
 * The menu screen's server state: the categories and the page of items the filters ask for. The
 * previous page stays on screen while the next one loads, so the grid does not flash.
 */
export function useMenuData(businessId: string, query: MenuQuery, onOutOfRange: () => void) {
  const client = useClient();
  const categories = useQuery({
    queryKey: menuKeys.categories(businessId),
    queryFn: () => getCategories(client, businessId),
  });
  const items = useQuery({
    queryKey: menuKeys.page(businessId, query),
    queryFn: () => getMenuItems(client, businessId, query),
    placeholderData: keepPreviousData,
  });
  // Items deleted elsewhere can leave the page asked for past the last one.
  const outOfRange = items.data?.outOfRange === true;
  useEffect(() => {
    if (outOfRange) onOutOfRange();
  }, [outOfRange, onOutOfRange]);
  return { categories, categoryList: categories.data ?? NO_CATEGORIES, items };
}
