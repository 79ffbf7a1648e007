// The sold-out page with branches: the menu's dishes as one branch shows them.
import type { SoldOutRow } from '../hooks/use-sold-out-page.ts';

/** A dish at one branch (branch_menu_items): what changes the page's row there. */
export interface AtBranch {
  menu_item_id: string;
  sold_out: boolean;
  sold_out_until: string | null;
  hidden: boolean;
}

/**
 * A dish as customers of the branch see it: hidden there leaves the list; sold out there, or on the
 * whole menu, is sold out (the branch's "until" when only the branch's mark holds).
 */
export function atBranch(rows: SoldOutRow[], branch: readonly AtBranch[]): SoldOutRow[] {
  const byItem = new Map(branch.map((row) => [row.menu_item_id, row]));
  return rows
    .filter((row) => !byItem.get(row.id)?.hidden)
    .map((row) => {
      const here = byItem.get(row.id);
      if (!here?.sold_out || row.sold_out) return row;
      return { ...row, sold_out: true, sold_out_until: here.sold_out_until };
    });
}
