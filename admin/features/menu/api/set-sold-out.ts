import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';

/**
 * The grid's sold out for an item: until the owner changes it, or until the next opening, an
 * instant the database computes from the hours in force (set_menu_item_sold_out), so every reader
 * agrees on it. Returns that instant, or null.
 */
export async function setItemSoldOut(
  supabase: AppClient,
  itemId: string,
  soldOut: boolean,
  untilNextOpening = false,
  /** With branches: at this branch only (null: on the whole menu). */
  branchId: string | null = null,
): Promise<string | null> {
  const { data, error } = await supabase.rpc('set_menu_item_sold_out', {
    item_id: itemId,
    sold_out: soldOut,
    until_next_opening: untilNextOpening,
    ...(branchId && { branch_id: branchId }),
  });
  // The function says "menu item not found" (hint item_not_found) for a row RLS hides.
  if (error?.hint === 'item_not_found') fail('item_not_found');
  throwIfError(error);
  return data ?? null;
}

/** The grid's one-click sold out for one choice of an item's options. */
export async function setChoiceSoldOut(
  supabase: AppClient,
  choiceId: string,
  soldOut: boolean,
): Promise<void> {
  const { data, error } = await supabase
    .from('item_option_choices')
    .update({ sold_out: soldOut })
    .eq('id', choiceId)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('choice_not_found');
}
