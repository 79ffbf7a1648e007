// The superadmin's server state in the app's one query cache. Lists are keyed by their search and
// page under the entity roots, so a write invalidates a root and every page of it refetches.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import type { AllMenuRow, ItemEdit } from '../lib/types.ts';
import { deleteItem } from '../api/delete-item.ts';
import { getAllItems, type AllItemsQuery } from '../api/get-all-items.ts';
import { getBusinessMenu } from '../api/get-business-menu.ts';
import { getBusinesses, type BusinessesQuery } from '../api/get-businesses.ts';
import { getPlatformInsights } from '../api/get-platform-insights.ts';
import { updateItem } from '../api/update-item.ts';

export const superadminKeys = {
  businesses: (query: BusinessesQuery) => [...queryKeys.allBusinesses(), 'page', query] as const,
  platform: () => [...queryKeys.allBusinesses(), 'platform'] as const,
  allItems: (query: AllItemsQuery) => [...queryKeys.allItems(), 'page', query] as const,
  /** Under allItems: an edit or delete from the all-menu table refreshes a business's menu page. */
  businessMenu: (slug: string) => [...queryKeys.allItems(), 'business', slug] as const,
};

export function useBusinesses(query: BusinessesQuery) {
  const client = useClient();
  const { lang, t } = useI18n();
  return useQuery({
    queryKey: superadminKeys.businesses(query),
    queryFn: async () => {
      try {
        return await getBusinesses(client, query);
      } catch (error) {
        // docs/guide/product.md section 8, messages: this failure is a toast with its own words, first load or not.
        toast.error(t.superadmin.fetchFailed, { description: errorText(error, lang) });
        throw error;
      }
    },
    // The toast above says it; the default path would say it twice.
    meta: { errorShownBy: 'screen' },
    placeholderData: keepPreviousData,
  });
}

export function useAllItems(query: AllItemsQuery) {
  const client = useClient();
  return useQuery({
    queryKey: superadminKeys.allItems(query),
    queryFn: () => getAllItems(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useBusinessMenu(slug: string) {
  const client = useClient();
  return useQuery({
    queryKey: superadminKeys.businessMenu(slug),
    queryFn: () => getBusinessMenu(client, slug),
  });
}

export function usePlatformInsights() {
  const client = useClient();
  return useQuery({
    queryKey: superadminKeys.platform(),
    queryFn: () => getPlatformInsights(client),
  });
}

/** Every view of the item refetches: the all-menu pages, its business's menus, the owner's lists. */
function useInvalidateItem() {
  const queryClient = useQueryClient();
  return (row: AllMenuRow) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.allItems() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.items(row.businessId) }),
    ]);
}

/** Saves an edit; a refusal is shown by the edit form beside what was typed. */
export function useUpdateItem() {
  const client = useClient();
  const invalidate = useInvalidateItem();
  return useMutation({
    mutationFn: ({ row, edit }: { row: AllMenuRow; edit: ItemEdit }) =>
      updateItem(client, row.id, edit),
    onSuccess: (_saved, { row }) => invalidate(row),
    meta: { errorShownBy: 'form' },
  });
}

/** Deletes an item; a refusal takes the default path (a toast in the screen's language). */
export function useDeleteItem() {
  const client = useClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateItem();
  return useMutation({
    mutationFn: (row: AllMenuRow) => deleteItem(client, row.id),
    // A refused delete may mean the row is already gone: refresh either way. The dashboard's
    // item counts change too.
    onSettled: (_result, _error, row) =>
      Promise.all([
        invalidate(row),
        queryClient.invalidateQueries({ queryKey: queryKeys.allBusinesses() }),
      ]),
  });
}
