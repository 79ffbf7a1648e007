import type { AppClient } from '../../../lib/api/client.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import type { ImportItem } from '../lib/import-rows.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

export interface ImportResult {
  created: number;
  updated: number;
  categories: number;
}

/** Writes a confirmed import in one transaction (the database function import_menu): all or none. */
export async function importMenu(
  supabase: AppClient,
  businessId: string,
  items: ImportItem[],
): Promise<ImportResult> {
  const { data, error } = await supabase.rpc('import_menu', {
    business: businessId,
    items: items as unknown as Json,
  });
  throwIfError(error);
  return data as unknown as ImportResult;
}
