import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Moves an item `steps` places within its category (negative: up); the customer menu follows. */
export async function moveItem(supabase: AppClient, itemId: string, steps: number): Promise<void> {
  const { error } = await supabase.rpc('move_menu_item', { item_id: itemId, steps });
  throwIfError(error);
}
