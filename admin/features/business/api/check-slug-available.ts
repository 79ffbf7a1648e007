import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Asks the database (slug_available) whether a slug is free, well formed and not reserved. */
export async function checkSlugAvailable(client: AppClient, slug: string): Promise<boolean> {
  const { data, error } = await client.rpc('slug_available', { slug });
  throwIfError(error);
  return data === true;
}
