import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';

export interface NewBranch {
  name: string;
  name_ar: string;
  slug: string;
  /** Digits with the country code (shared/domain/whatsapp.ts). */
  whatsapp: string;
}

/**
 * Adds a branch to the owner's business (public.create_branch): the database refuses anyone but
 * the owner, a taken or reserved slug, a bad number and a business at its branch limit, each with
 * its code (lib/api/database-message.ts words them).
 */
export async function createBranch(
  client: AppClient,
  businessId: string,
  input: NewBranch,
): Promise<Business> {
  const { data, error } = await client.rpc('create_branch', {
    business_id: businessId,
    slug: input.slug,
    name: input.name,
    name_ar: input.name_ar,
    whatsapp: input.whatsapp,
  });
  throwIfError(error);
  // The function returns the new businesses row.
  return (data as Business | null) ?? fail('business_not_found');
}
