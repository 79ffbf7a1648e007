import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { baisaFromNumber, baisaToNumber, formatAmount } from '../../../../shared/domain/money.ts';
import { parsePrice } from '../../../../shared/domain/price-input.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { saveBranchItem, type BranchItemRow } from '../api/branch-items.ts';

export type State = 'available' | 'sold_out' | 'hidden';

/** A dish's state at a branch as the menu editor's select shows it. */
export function stateOf(row: BranchItemRow | undefined): State {
  if (row?.hidden) return 'hidden';
  return row?.sold_out ? 'sold_out' : 'available';
}

/** One branch's line of a dish: the dish, the branch, its row (none: as on the menu), the cache key. */
export interface BranchItemLineProps {
  itemId: string;
  branchId: string;
  branchName: string;
  row: BranchItemRow | undefined;
  queryKey: readonly unknown[];
}

/**
 * One branch's line of a dish: its state and price, each saved at once (a price when the owner
 * presses Save or Enter; empty is the menu's price), said with a toast.
 */
export function useBranchItemLine({
  itemId,
  branchId,
  branchName,
  row,
  queryKey,
}: BranchItemLineProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();
  const text = t.branches;
  const [price, setPrice] = useState(
    row?.price == null ? '' : formatAmount(baisaFromNumber(row.price)),
  );
  const [priceError, setPriceError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (change: Partial<Pick<BranchItemRow, 'sold_out' | 'hidden' | 'price'>>) =>
      saveBranchItem(client, {
        branch_id: branchId,
        menu_item_id: itemId,
        sold_out: row?.sold_out ?? false,
        hidden: row?.hidden ?? false,
        price: row?.price ?? null,
        ...change,
      }),
    meta: { errorShownBy: 'form' },
    onSuccess: () => toast.success(text.saved(branchName)),
    onError: (error) => toast.error(`${text.saveFailed(branchName)} ${errorText(error, lang)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) }),
  });
  const setState = (state: State) =>
    save.mutate({ sold_out: state === 'sold_out', hidden: state === 'hidden' });
  const savePrice = () => {
    const typed = price.trim();
    if (typed === '') {
      setPriceError(null);
      save.mutate({ price: null });
      return;
    }
    const parsed = parsePrice(typed);
    if (!parsed.ok) {
      setPriceError(problemText(parsed.problem, lang));
      return;
    }
    setPriceError(null);
    save.mutate({ price: baisaToNumber(parsed.baisa) });
  };
  return { price, setPrice, priceError, save, setState, savePrice };
}
