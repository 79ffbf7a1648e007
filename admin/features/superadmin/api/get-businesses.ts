import { isLang } from '../../../../shared/domain/i18n.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { BusinessSummary, Page } from '../lib/types.ts';
import { containsPattern, normalizeSearch } from '../../../lib/api/search-pattern.ts';
import type { AppClient } from '../../../lib/api/client.ts';
import { PAST_THE_END } from '../../../lib/api/search-pattern.ts';

export const BUSINESSES_PAGE_SIZE = 24;

export interface BusinessesQuery {
  search: string | null;
  /** 1-based. */
  page: number;
}

/**
 * One page of all businesses with their owner's email and item count, for the superadmin. Row level
 * security lets only the superadmin see every row (others get their own business at most); the
 * database filters, counts and pages, so hundreds of businesses cost one small response.
 */
export async function getBusinesses(
  supabase: AppClient,
  { search, page }: BusinessesQuery,
): Promise<Page<BusinessSummary>> {
  const from = (Math.max(1, page) - 1) * BUSINESSES_PAGE_SIZE;
  let query = supabase
    .from('businesses')
    .select('id, name, name_ar, primary_language, category, slug, email', { count: 'exact' })
    .order('name')
    .order('id')
    .range(from, from + BUSINESSES_PAGE_SIZE - 1);
  const text = normalizeSearch(search);
  if (text) {
    const pattern = containsPattern(text);
    query = query.or(
      `name.ilike.${pattern},name_ar.ilike.${pattern},slug.ilike.${pattern},email.ilike.${pattern}`,
    );
  }
  const { data, error, count } = await query;
  // PostgREST answers a page past the end with 416 (PGRST103): an empty page, not a failure.
  if (error?.code === PAST_THE_END) return { rows: [], total: 0 };
  throwIfError(error);
  const [itemCounts, activity] = await Promise.all([
    Promise.all(data.map((row) => countItems(supabase, row.id))),
    recentActivity(
      supabase,
      data.map((row) => row.id),
    ),
  ]);
  return {
    total: count ?? data.length,
    rows: data.map((row, index) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar,
      primary: isLang(row.primary_language) ? row.primary_language : 'en',
      category: row.category,
      slug: row.slug,
      ownerEmail: row.email,
      itemCount: itemCounts[index] ?? 0,
      views30: activity.get(row.id)?.views ?? 0,
      orders30: activity.get(row.id)?.orders ?? 0,
    })),
  };
}

/**
 * A business's item count as a HEAD request with count=exact: exact on hosted Supabase too, where
 * embedded aggregates (`menu_items(count)`) are off by default and max-rows would cut a row list.
 */
async function countItems(supabase: AppClient, businessId: string): Promise<number> {
  const { count, error } = await supabase
    .from('menu_items')
    .select('id', { count: 'exact', head: true })
    .eq('business_id', businessId);
  throwIfError(error);
  return count ?? 0;
}

/** The page's businesses' menu views and orders over the last 30 Muscat days, in one call. */
async function recentActivity(
  supabase: AppClient,
  ids: string[],
): Promise<Map<string, { views: number; orders: number }>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('business_insights', {
    business_ids: ids,
    days: 30,
  });
  throwIfError(error);
  return new Map(
    data.map((row) => [
      String(row.business_id),
      { views: Number(row.views ?? 0), orders: Number(row.orders ?? 0) },
    ]),
  );
}
