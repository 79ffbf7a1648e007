import { supabase } from '../../../lib/api/client.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import type { OptionGroupInput } from '../lib/option-drafts.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/**
 * Replaces the item's option groups and choices with `groups` in one transaction (the database
 * function save_item_options), keeping the ids of rows that stay so customers' carts stay valid.
 */
export async function saveItemOptions(itemId: string, groups: OptionGroupInput[]): Promise<void> {
  const { error } = await supabase.rpc('save_item_options', {
    item_id: itemId,
    groups: groups as unknown as Json,
  });
  throwIfError(error);
}
