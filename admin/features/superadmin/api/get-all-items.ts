import { storedPriceBaisa } from '../lib/stored-price.ts';
import { menuLanguages } from '../../../lib/i18n/business-texts.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { AllMenuRow, Page } from '../lib/types.ts';
import {
  itemSearchFilter,
  normalizeSearch,
  PAST_THE_END,
} from '../../../lib/api/search-pattern.ts';
import type { AppClient } from '../../../lib/api/client.ts';

export const ALL_ITEMS_PAGE_SIZE = 50;

export interface AllItemsQuery {
  /** Matches item names and descriptions, as the owner's search does. */
  search: string | null;
  /** 1-based. */
  page: number;
}

/**
 * One page of every menu item across businesses, newest first, with its business's name and slug.
 * range + count=exact keep thousands of rows on the server; only one page reaches the browser.
 */
export async function getAllItems(
  supabase: AppClient,
  { search, page }: AllItemsQuery,
): Promise<Page<AllMenuRow>> {
  const from = (Math.max(1, page) - 1) * ALL_ITEMS_PAGE_SIZE;
  let query = supabase
    .from('menu_items')
    .select(
      'id, business_id, name, name_ar, description, description_ar, price, image_path, businesses(name, name_ar, slug, languages, primary_language)',
      {
        count: 'exact',
      },
    )
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + ALL_ITEMS_PAGE_SIZE - 1);
  const text = normalizeSearch(search);
  if (text) {
    query = query.or(itemSearchFilter(text));
  }
  const { data, error, count } = await query;
  // PostgREST answers a page past the end with 416 (PGRST103): an empty page, not a failure.
  if (error?.code === PAST_THE_END) return { rows: [], total: 0 };
  throwIfError(error);
  return {
    total: count ?? data.length,
    rows: data.map((row) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar,
      description: row.description,
      descriptionAr: row.description_ar,
      priceBaisa: storedPriceBaisa(row.price),
      imagePath: row.image_path,
      businessId: row.business_id,
      businessName: row.businesses?.name ?? '',
      businessNameAr: row.businesses?.name_ar ?? '',
      businessSlug: row.businesses?.slug ?? '',
      ...menuLanguages(row.businesses ?? { languages: ['en'], primary_language: 'en' }),
    })),
  };
}
