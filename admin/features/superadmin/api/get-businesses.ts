import { isLang } from '../../../../shared/domain/i18n.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { BusinessSummary, Page } from '../lib/types.ts';
import {
  PAST_THE_END,
  anyColumnContains,
  normalizeSearch,
} from '../../../lib/api/search-pattern.ts';
import type { AppClient } from '../../../lib/api/client.ts';

export const BUSINESSES_PAGE_SIZE = 24;

export interface BusinessesQuery {
  search: string | null;
  /** 1-based. */
  page: number;
}

/**
 * One page of all businesses with their owner's email (kept current from auth.users by a trigger),
 * whether each is suspended, and item count, for the superadmin. Row level
 * security lets only the superadmin see every row (others get their own business at most); the
 * database filters, counts and pages, so hundreds of businesses cost one small response, and the
 * page's item counts, views and orders one more (business_insights).
 */
export async function getBusinesses(
  supabase: AppClient,
  { search, page }: BusinessesQuery,
): Promise<Page<BusinessSummary>> {
  const from = (Math.max(1, page) - 1) * BUSINESSES_PAGE_SIZE;
  let query = supabase
    .from('businesses')
    .select(
      'id, name, name_ar, primary_language, category, slug, email, suspended_at, suspension_reason',
      { count: 'exact' },
    )
    // Businesses, not their branches: business_insights folds a business's branches into its row.
    .is('parent_id', null)
    .order('name')
    .order('id')
    .range(from, from + BUSINESSES_PAGE_SIZE - 1);
  const text = normalizeSearch(search);
  if (text) query = query.or(anyColumnContains(['name', 'name_ar', 'slug', 'email'], text));
  const { data, error, count } = await query;
  // PostgREST answers a page past the end with 416 (PGRST103): an empty page, not a failure.
  if (error?.code === PAST_THE_END) return { rows: [], total: 0 };
  throwIfError(error);
  const ids = data.map((row) => row.id);
  const [activity, teams] = await Promise.all([
    pageActivity(supabase, ids),
    pageTeams(supabase, ids),
  ]);
  return {
    total: count ?? data.length,
    rows: data.map((row) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar,
      primary: isLang(row.primary_language) ? row.primary_language : 'en',
      category: row.category,
      slug: row.slug,
      ownerEmail: row.email,
      suspendedAt: row.suspended_at,
      suspensionReason: row.suspension_reason,
      itemCount: activity.get(row.id)?.items ?? 0,
      views30: activity.get(row.id)?.views ?? 0,
      orders30: activity.get(row.id)?.orders ?? 0,
      team: teams.get(row.id) ?? { members: 0, devices: 0 },
    })),
  };
}

/**
 * The page's businesses' item counts and menu views and orders over the last 30 Muscat days, in one
 * call: a function rather than an embedded `menu_items(count)`, which hosted Supabase turns off by
 * default (and a list of rows would be cut at max-rows).
 */
async function pageActivity(
  supabase: AppClient,
  ids: string[],
): Promise<Map<string, { items: number; views: number; orders: number }>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('business_insights', {
    business_ids: ids,
    days: 30,
  });
  throwIfError(error);
  return new Map(
    data.map((row) => [
      String(row.business_id),
      {
        items: Number(row.items ?? 0),
        views: Number(row.views ?? 0),
        orders: Number(row.orders ?? 0),
      },
    ]),
  );
}

/** The page's businesses' team sizes and devices, read-only (business_team_counts). */
async function pageTeams(
  supabase: AppClient,
  ids: string[],
): Promise<Map<string, { members: number; devices: number }>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('business_team_counts', { business_ids: ids });
  throwIfError(error);
  return new Map(
    data.map((row) => [
      String(row.business_id),
      { members: Number(row.members ?? 0), devices: Number(row.devices ?? 0) },
    ]),
  );
}
