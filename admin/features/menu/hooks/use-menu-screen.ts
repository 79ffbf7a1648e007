import { useCallback, useEffect, useState } from 'react';
import { useMyBusiness } from '../../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../../lib/i18n/business-texts.ts';
import { NO_CATEGORY } from '../api/get-category-items.ts';
import type { Category } from '../api/types.ts';
import { useCategoryActions } from './use-category-actions.ts';
import { useDeleteItem } from './use-delete-item.ts';
import { useItemForm } from './use-item-form.ts';
import { useItemOrder } from './use-item-order.ts';
import { useMenuData } from './use-menu-data.ts';
import { useMenuQuery } from './use-menu-query.ts';
import { useSoldOut } from './use-sold-out.ts';

/** Everything /admin/menu shows and does, for the route to lay out. */
export function useMenuScreen() {
  const { business } = useMyBusiness();
  const businessId = business.id;
  const { languages, primary } = menuLanguages(business);
  const [query, setQuery] = useMenuQuery();
  const setSearch = useCallback((search: string) => setQuery({ search }), [setQuery]);
  const backToFirstPage = useCallback(() => setQuery({ page: 1 }), [setQuery]);
  const data = useMenuData(businessId, query, backToFirstPage);
  const categories = data.categoryList;
  const onCategoryDeleted = useCallback(
    (category: Category) => {
      if (query.category === category.id) setQuery({ category: 'all' });
    },
    [query.category, setQuery],
  );
  const categoryActions = useCategoryActions(businessId, categories, onCategoryDeleted);
  const itemForm = useItemForm(businessId);
  const soldOut = useSoldOut(businessId);
  const page = data.items.data;
  const { reset: resetSoldOut } = soldOut;
  // Fresh rows from the server already hold what was saved.
  useEffect(() => resetSoldOut(), [page, resetSoldOut]);
  const itemOrder = useItemOrder(businessId);
  const deletion = useDeleteItem(businessId);
  const [transferOpen, setTransferOpen] = useState(false);
  const arrange = () =>
    itemOrder.openFor(
      query.category !== 'all' ? query.category : (categories[0]?.id ?? NO_CATEGORY),
    );

  return {
    business,
    languages,
    primary,
    query,
    setQuery,
    setSearch,
    categoriesQuery: data.categories,
    categories,
    itemsQuery: data.items,
    categoryActions,
    itemForm,
    soldOut,
    itemOrder,
    deletion,
    transferOpen,
    setTransferOpen,
    arrange,
  };
}

export type MenuScreen = ReturnType<typeof useMenuScreen>;
