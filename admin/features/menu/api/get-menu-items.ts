import type { QueryData } from '@supabase/supabase-js';
import type { AppClient } from '../../../lib/api/client.ts';
import { PAST_THE_END } from '../../../lib/api/search-pattern.ts';
import type { MenuQuery } from '../lib/menu-query.ts';
import { isBadge } from '../../../../shared/domain/badges.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { MenuItem } from './types.ts';
import { itemsPageRequest, type selectItems } from './menu-reads.ts';

export interface MenuItemsPage {
  items: MenuItem[];
  /** Rows matching the filters across all pages. */
  total: number;
  /** The page asked for lies past the last one (items were deleted meanwhile). */
  outOfRange: boolean;
}

/** The database filters, sorts and pages, so a menu of 1,000 items sends 24 rows at a time. */
export async function getMenuItems(
  supabase: AppClient,
  businessId: string,
  query: MenuQuery,
): Promise<MenuItemsPage> {
  const { data, error, count } = await itemsPageRequest(supabase, businessId, query);
  // PostgREST answers 416 (PGRST103) for an offset past the end; the screen goes back to page 1.
  if (error?.code === PAST_THE_END) return { items: [], total: 0, outOfRange: true };
  throwIfError(error);
  const items = (data ?? []).map(toMenuItem);
  const total = count ?? items.length;
  // Some servers answer an offset past the end with an empty page instead of 416.
  return { items, total, outOfRange: items.length === 0 && total > 0 && query.page > 1 };
}

type ItemRow = QueryData<ReturnType<typeof selectItems>>[number];

/** A row of selectItems (menu-reads.ts) as the menu screens use it. */
export function toMenuItem({ categories, item_option_groups, ...row }: ItemRow): MenuItem {
  return {
    ...row,
    price: Number(row.price),
    offer_price: row.offer_price === null ? null : Number(row.offer_price),
    badges: row.badges.filter(isBadge),
    category_name: categories?.name ?? null,
    category_name_ar: categories?.name_ar ?? null,
    category_windows: categories?.available_windows ?? null,
    option_groups: item_option_groups,
  };
}
