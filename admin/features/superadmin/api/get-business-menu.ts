import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { BusinessMenuItem } from '../types.ts';
import type { AppClient } from './client.ts';

export interface BusinessMenu {
  business: {
    id: string;
    name: string;
    slug: string;
    category: string | null;
    ownerEmail: string | null;
  };
  items: BusinessMenuItem[];
}

/**
 * A business and its menu for the superadmin, read from menu_items (SPEC.md's `menu-items`
 * spelling was a defect). Null when no business has that slug.
 */
export async function getBusinessMenu(
  supabase: AppClient,
  slug: string,
): Promise<BusinessMenu | null> {
  const business = await supabase
    .from('businesses')
    .select('id, name, slug, category, email')
    .eq('slug', slug)
    .maybeSingle();
  if (business.error) throw new ApiError(business.error.message);
  if (!business.data) return null;

  const items = await supabase
    .from('menu_items')
    .select('id, name, description, price, image_url, categories(name)')
    .eq('business_id', business.data.id)
    .order('name')
    .order('id');
  if (items.error) throw new ApiError(items.error.message);

  const { id, name, category, email } = business.data;
  return {
    business: { id, name, slug: business.data.slug, category, ownerEmail: email },
    items: items.data.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      priceBaisa: baisaFromNumber(row.price),
      imageUrl: row.image_url,
      categoryName: row.categories?.name ?? null,
    })),
  };
}
