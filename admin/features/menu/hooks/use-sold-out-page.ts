import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/api/client-context.tsx';
import { throwIfError } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { setItemSoldOut } from '../api/set-sold-out.ts';
import { atBranch } from '../lib/sold-out-at-branch.ts';

/** What the sold-out page shows of a dish: no more than a cashier needs to find and mark it. */
export interface SoldOutRow {
  id: string;
  name: string;
  name_ar: string | null;
  price: number;
  sold_out: boolean;
  sold_out_until: string | null;
  category_id: string | null;
  categories: { name: string; name_ar: string | null; sort_order: number } | null;
}

// A cafe's menu fits in one read; the database caps a business's items well below this.
const MAX_ROWS = 2000;

/**
 * The dishes customers can see, by category, and the one change a cashier may make to them:
 * sold out (until changed or until the next opening) or available again, through
 * set_menu_item_sold_out, which the database allows the owner, managers and cashiers. With
 * branches (branchId given), the dishes as that branch shows them, marked at that branch only.
 */
export function useSoldOutPage(businessId: string, branchId: string | null = null) {
  const client = useClient();
  const queryClient = useQueryClient();
  const key = [...queryKeys.items(businessId), 'sold-out', branchId] as const;
  const items = useQuery({
    queryKey: key,
    queryFn: async () => {
      const { data, error } = await client
        .from('menu_items')
        .select(
          'id, name, name_ar, price, sold_out, sold_out_until, category_id, categories(name, name_ar, sort_order)',
        )
        .eq('business_id', businessId)
        .eq('hidden', false)
        .order('name', { ascending: true })
        .limit(MAX_ROWS);
      throwIfError(error);
      const rows = (data ?? []) as unknown as SoldOutRow[];
      if (!branchId) return rows;
      const here = await client
        .from('branch_menu_items')
        .select('menu_item_id, sold_out, sold_out_until, hidden')
        .eq('branch_id', branchId);
      throwIfError(here.error);
      return atBranch(rows, here.data ?? []);
    },
  });
  const mark = useMutation({
    mutationFn: (change: { id: string; soldOut: boolean; untilNextOpening: boolean }) =>
      setItemSoldOut(client, change.id, change.soldOut, change.untilNextOpening, branchId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.items(businessId) }),
  });
  return { items, mark };
}
