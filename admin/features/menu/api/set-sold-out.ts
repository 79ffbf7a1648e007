import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';

/** The grid's one-click sold out for an item. */
export async function setItemSoldOut(itemId: string, soldOut: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('menu_items')
    .update({ sold_out: soldOut })
    .eq('id', itemId)
    .select('id');
  if (error) throw new ApiError(error.message);
  if (!data || data.length === 0) throw new ApiError('Item not found');
}

/** The grid's one-click sold out for one choice of an item's options. */
export async function setChoiceSoldOut(choiceId: string, soldOut: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('item_option_choices')
    .update({ sold_out: soldOut })
    .eq('id', choiceId)
    .select('id');
  if (error) throw new ApiError(error.message);
  if (!data || data.length === 0) throw new ApiError('Choice not found');
}
