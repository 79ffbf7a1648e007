import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { TableTokens } from '../lib/table-qr.ts';

/**
 * Each table's token for its printed card (table_card_tokens, the owner's and the superadmin's
 * only): label → token. Orders from a card with its token spend that table's own budget.
 */
export async function getTableTokens(client: AppClient, businessId: string): Promise<TableTokens> {
  const { data, error } = await client.rpc('table_card_tokens', { target_business: businessId });
  throwIfError(error);
  // A set-returning function: its rows are (table_label, token).
  const rows = (data ?? []) as Array<{ table_label: string; token: string }>;
  return new Map(rows.map((row) => [row.table_label, row.token]));
}
