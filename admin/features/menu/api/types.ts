import type { Badge } from '../../../../shared/domain/badges.ts';
import type { SavedOptionGroup } from '../lib/option-drafts.ts';

// What the menu screens work with: rows of menu_items and categories as the list query returns them.

export interface Category {
  id: string;
  name: string;
  name_ar: string;
  sort_order: number;
  /** When its dishes are served (Windows as stored); null or absent: whenever open. */
  available_windows?: unknown;
}

export interface MenuItem {
  id: string;
  name: string;
  name_ar: string;
  description: string | null;
  description_ar: string | null;
  /** OMR as a JSON number with at most 3 decimals (numeric(10,3)). */
  price: number;
  image_url: string | null;
  image_path: string | null;
  /** Widths of the WebP renditions stored beside image_path. */
  image_widths: number[];
  category_id: string | null;
  /** The joined category's names; null when Uncategorized. */
  category_name: string | null;
  category_name_ar: string | null;
  sold_out: boolean;
  /** Sold out only until this instant (the next opening when marked); null: until changed. */
  sold_out_until: string | null;
  /** When it is served (shared/domain/availability.ts Windows as stored); null: as its category. */
  available_windows: unknown;
  /** Its category's serving times, which it follows without its own. */
  category_windows: unknown;
  hidden: boolean;
  badges: Badge[];
  calories: number | null;
  sort_order: number;
  /** The offer (menu_items.offer_*); optional so fixtures without one stay valid. */
  offer_price?: number | null;
  offer_starts?: string | null;
  offer_ends?: string | null;
  /** The item's option groups with their choices (item_option_groups embedded). */
  option_groups: SavedOptionGroup[];
}
