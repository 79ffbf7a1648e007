// The superadmin api bound to the app's one client: hooks that load lists, actions that write.
import { useCallback } from 'react';
import { supabase } from '../../../../shared/api/supabase-client.ts';
import type { ItemEdit } from '../types.ts';
import { deleteItem } from './delete-item.ts';
import { getAllItems, type AllItemsQuery } from './get-all-items.ts';
import { getBusinessMenu } from './get-business-menu.ts';
import { getBusinesses, type BusinessesQuery } from './get-businesses.ts';
import { updateItem } from './update-item.ts';
import { useLoader } from '../../../lib/use-loader.ts';

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

export const updateMenuItem = (id: string, edit: ItemEdit) => updateItem(supabase, id, edit);

export const deleteMenuItem = (id: string) => deleteItem(supabase, id);
