import type { Tables } from '../../../../shared/api/database.types.ts';
import type { Badge } from '../../../../shared/domain/badges.ts';
import type { SavedOptionGroup } from '../lib/option-drafts.ts';

// What the menu screens work with: rows of menu_items and categories as the list query returns them.

type CategoryRow = Tables<'categories'>;
type ItemRow = Tables<'menu_items'>;

export type Category = Pick<CategoryRow, 'id' | 'name' | 'name_ar' | 'sort_order'> & {
  /** When its dishes are served (Windows as stored); null or absent: whenever open. */
  available_windows?: unknown;
};

/** A menu_items row as the list query selects it (the columns are the generated table's), with its
 * category's names and serving times joined and its option groups embedded. */
export type MenuItem = Pick<
  ItemRow,
  | 'id'
  | 'name'
  | 'name_ar'
  | 'description'
  | 'description_ar'
  | 'price'
  | 'image_url'
  | 'image_path'
  | 'image_widths'
  | 'category_id'
  | 'sold_out'
  | 'sold_out_until'
  | 'hidden'
  | 'calories'
  | 'sort_order'
> &
  Partial<Pick<ItemRow, 'offer_price' | 'offer_starts' | 'offer_ends'>> & {
    /** The joined category's names; null when Uncategorized. */
    category_name: string | null;
    category_name_ar: string | null;
    /** When it is served (shared/domain/availability.ts Windows as stored); null: as its category. */
    available_windows: unknown;
    /** Its category's serving times, which it follows without its own. */
    category_windows: unknown;
    /** The stored badges, narrowed to the ones the app knows (a check constraint keeps them so). */
    badges: Badge[];
    /** The item's option groups with their choices (item_option_groups embedded). */
    option_groups: SavedOptionGroup[];
  };
