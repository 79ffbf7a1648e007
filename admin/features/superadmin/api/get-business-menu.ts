import { storedPriceBaisa } from '../lib/stored-price.ts';
import { isLang, type Lang } from '../../../../shared/domain/i18n.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { BusinessMenuItem } from '../lib/types.ts';
import type { AppClient } from '../../../lib/api/client.ts';

export interface BusinessMenu {
  business: {
    id: string;
    name: string;
    nameAr: string;
    primary: Lang;
    slug: string;
    category: string | null;
    ownerEmail: string | null;
  };
  items: BusinessMenuItem[];
}

/**
 * A business and its menu for the superadmin, read from menu_items (the original's `menu-items`
 * spelling was a defect: docs/architecture.md departure 4). Null when no business has that slug.
 */
export async function getBusinessMenu(
  supabase: AppClient,
  slug: string,
): Promise<BusinessMenu | null> {
  const business = await supabase
    .from('businesses')
    .select('id, name, name_ar, primary_language, slug, category, email')
    .eq('slug', slug)
    .maybeSingle();
  throwIfError(business.error);
  if (!business.data) return null;

  const items = await supabase
    .from('menu_items')
    .select(
      'id, name, name_ar, description, description_ar, price, offer_price, offer_starts, offer_ends, image_url, hidden, sold_out, sold_out_until, categories(name, name_ar)',
    )
    .eq('business_id', business.data.id)
    .order('name')
    .order('id');
  throwIfError(items.error);

  const { id, name, category, email } = business.data;
  const primary = isLang(business.data.primary_language) ? business.data.primary_language : 'en';
  return {
    business: {
      id,
      name,
      nameAr: business.data.name_ar,
      primary,
      slug: business.data.slug,
      category,
      ownerEmail: email,
    },
    items: items.data.map((row) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar,
      description: row.description,
      descriptionAr: row.description_ar,
      priceBaisa: storedPriceBaisa(row.price),
      imageUrl: row.image_url,
      hidden: row.hidden,
      soldOut: row.sold_out,
      soldOutUntil: row.sold_out_until,
      categoryName: row.categories?.name ?? null,
      categoryNameAr: row.categories?.name_ar ?? null,
      offer:
        row.offer_price === null
          ? null
          : {
              priceBaisa: storedPriceBaisa(row.offer_price),
              starts: row.offer_starts,
              ends: row.offer_ends,
            },
    })),
  };
}
