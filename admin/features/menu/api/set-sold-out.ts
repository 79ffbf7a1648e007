import { supabase } from '../../../lib/api/client.ts';
import { ApiError, throwIfError } from '../../../lib/api/errors.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';

/** The grid's one-click sold out for an item. */
export async function setItemSoldOut(itemId: string, soldOut: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('menu_items')
    .update({ sold_out: soldOut })
    .eq('id', itemId)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) throw new ApiError(adminText().menu.itemNotFound);
}

/** The grid's one-click sold out for one choice of an item's options. */
export async function setChoiceSoldOut(choiceId: string, soldOut: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('item_option_choices')
    .update({ sold_out: soldOut })
    .eq('id', choiceId)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) throw new ApiError(adminText().options.choiceNotFound);
}
