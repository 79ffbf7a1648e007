import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { createCategory } from '../api/create-category.ts';
import { deleteCategory } from '../api/delete-category.ts';
import { reorderCategories } from '../api/reorder-categories.ts';
import { updateCategoryNames } from '../api/update-category.ts';
import type { Category } from '../api/types.ts';
import type { CategoryNames } from '../components/categories-panel.tsx';
import { menuKeys } from '../lib/menu-keys.ts';
import { moveCategory } from '../lib/reorder.ts';

/**
 * Adding, renaming, deleting and moving categories. Each write invalidates the categories and,
 * where item cards show the category (names, Uncategorized after a delete), the items. A refusal
 * takes the app's default path (a toast in the screen's language).
 */
export function useCategoryActions(
  businessId: string,
  categories: readonly Category[],
  onDeleted: (category: Category) => void,
) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const refresh = (withItems: boolean) => {
    void queryClient.invalidateQueries({ queryKey: menuKeys.categories(businessId) });
    if (withItems) void queryClient.invalidateQueries({ queryKey: menuKeys.items(businessId) });
  };

  const add = useMutation({
    mutationFn: (names: CategoryNames) => {
      const lastOrder = categories.reduce((max, c) => Math.max(max, c.sort_order), -1);
      return createCategory(client, { businessId, ...names, sortOrder: lastOrder + 1 });
    },
    onSuccess: () => {
      toast.success(t.menu.categoryAdded);
      refresh(false);
    },
  });
  const rename = useMutation({
    mutationFn: ({ category, names }: { category: Category; names: CategoryNames }) =>
      updateCategoryNames(client, category.id, names),
    onSuccess: () => {
      toast.success(t.menu.categoryUpdated);
      refresh(true);
    },
  });
  const remove = useMutation({
    mutationFn: (category: Category) => deleteCategory(client, category.id),
    onSuccess: (_data, category) => {
      toast.success(t.menu.categoryDeleted);
      onDeleted(category);
      refresh(true);
    },
  });
  const move = useMutation({
    mutationFn: ({ index, delta }: { index: number; delta: -1 | 1 }) =>
      reorderCategories(client, moveCategory(categories, index, delta)),
    // Some changes may have been written before a refusal: show what the database holds.
    onSettled: () => refresh(false),
  });

  const succeeded = (run: Promise<unknown>) =>
    run.then(
      () => true,
      () => false,
    );
  return {
    add: (names: CategoryNames) => succeeded(add.mutateAsync(names)),
    rename: (category: Category, names: CategoryNames) =>
      succeeded(rename.mutateAsync({ category, names })),
    remove: (category: Category) => remove.mutate(category),
    move: (index: number, delta: -1 | 1) => move.mutate({ index, delta }),
    moving: move.isPending,
  };
}
