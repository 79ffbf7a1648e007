import type { AppClient } from '../../../lib/api/client.ts';
import { getCategories } from './get-categories.ts';
import { toMenuItem } from './get-menu-items.ts';
import { selectItems } from './menu-reads.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { type Category, type MenuItem } from './types.ts';

export interface WholeMenu {
  categories: Category[];
  items: MenuItem[];
}

// Hosted PostgREST answers at most 1,000 rows per request by default.
const BATCH = 1000;

/**
 * Every category and item of the business, hidden ones included (for export and import). The
 * categories and the first batch of items are asked for together; the first batch's count says
 * which other batches there are, and those are asked for together too.
 */
export async function getWholeMenu(supabase: AppClient, businessId: string): Promise<WholeMenu> {
  const [categories, first] = await Promise.all([
    getCategories(supabase, businessId),
    itemBatch(supabase, businessId, 0),
  ]);
  const starts = [];
  for (let from = BATCH; from < first.total; from += BATCH) starts.push(from);
  const rest = await Promise.all(starts.map((from) => itemBatch(supabase, businessId, from)));
  return { categories, items: [first, ...rest].flatMap((batch) => batch.items) };
}

/** One batch of items in the owner's order; the id breaks ties so batches neither gap nor repeat. */
async function itemBatch(
  supabase: AppClient,
  businessId: string,
  from: number,
): Promise<{ items: MenuItem[]; total: number }> {
  const { data, error, count } = await selectItems(supabase, businessId)
    .order('sort_order', { ascending: true })
    .order('id', { ascending: true })
    .range(from, from + BATCH - 1);
  throwIfError(error);
  return { items: data.map(toMenuItem), total: count ?? data.length };
}
