// The superadmin api bound to the app's one client: hooks that load lists, actions that write.
import { useCallback } from 'react';
import { supabase } from '../../../lib/api/client.ts';
import type { ItemEdit } from '../lib/types.ts';
import { deleteItem } from '../api/delete-item.ts';
import { getAllItems, type AllItemsQuery } from '../api/get-all-items.ts';
import { getBusinessMenu } from '../api/get-business-menu.ts';
import { getBusinesses, type BusinessesQuery } from '../api/get-businesses.ts';
import { getPlatformInsights } from '../api/get-platform-insights.ts';
import { updateItem } from '../api/update-item.ts';
import { useLoader } from '../../../lib/hooks/use-loader.ts';

export function useBusinesses({ search, page }: BusinessesQuery) {
  const load = useCallback(() => getBusinesses(supabase, { search, page }), [search, page]);
  return useLoader(load);
}

export function useAllItems({ search, page }: AllItemsQuery) {
  const load = useCallback(() => getAllItems(supabase, { search, page }), [search, page]);
  return useLoader(load);
}

export function useBusinessMenu(slug: string) {
  const load = useCallback(() => getBusinessMenu(supabase, slug), [slug]);
  return useLoader(load);
}

export function usePlatformInsights() {
  const load = useCallback(() => getPlatformInsights(supabase), []);
  return useLoader(load);
}

export const updateMenuItem = (id: string, edit: ItemEdit) => updateItem(supabase, id, edit);

export const deleteMenuItem = (id: string) => deleteItem(supabase, id);
