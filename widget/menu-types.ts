// The JSON document public_menu(slug) returns (ARCHITECTURE.md "Data flow"): the widget's only data.

// Each text x is English and x_ar Arabic; the widget shows one language (see localizeMenu in widget/lang.ts).

export interface MenuBusiness {
  id: string;
  name: string;
  name_ar: string;
  slug: string;
  category: string | null;
  description: string | null;
  description_ar: string | null;
  whatsapp: string;
  banner_url: string | null;
  /** Widths of the banner's WebP renditions (none: only the original). */
  banner_widths?: number[];
  headline: string | null;
  headline_ar: string | null;
  /** Offered menu languages as stored ('en', 'ar'); cleaned with offeredLangs. */
  languages: string[];
  primary_language: string;
  // How the business takes orders (optional: older backends do not send them).
  order_types?: string[];
  table_labels?: string[];
  delivery_fee?: number | null;
  delivery_minimum?: number | null;
  /** Seven days, Sunday first, of {opens, closes} ranges (Asia/Muscat); null: no hours shown. */
  opening_hours?: unknown;
  temporarily_closed?: boolean;
  closed_checkout?: string;
  // The profile in the header (optional: older backends do not send them).
  logo_url?: string | null;
  instagram_url?: string | null;
  tiktok_url?: string | null;
  /** Digits with the country code. */
  phone?: string | null;
  map_url?: string | null;
  /** Orders are recorded (issue 29): numbered, on the owner's board, their status shown here. */
  records_orders?: boolean;
  /** Days the customer's name, address, location and note are kept with a recorded order. */
  order_retention_days?: number;
  /** A suspended business: public_menu sends only its names and this; the menu is unavailable. */
  suspended?: boolean;
}

export interface MenuCategory {
  id: string;
  name: string;
  name_ar: string;
  sort_order: number;
}

export interface MenuItem {
  id: string;
  name: string;
  name_ar: string;
  description: string | null;
  description_ar: string | null;
  /** OMR as a JSON number with three decimals; turned into baisa before any arithmetic. */
  price: number;
  image_url: string | null;
  /** Widths of the photo's WebP renditions (none: only the original). */
  image_widths?: number[];
  category_id: string | null;
  // Badges, calories and options: optional so a cached or older answer without them still renders.
  sold_out?: boolean;
  /** Badge keys from the fixed set (vegetarian, vegan, spicy, new, popular, contains_nuts). */
  badges?: string[];
  calories?: number | null;
  /** Option groups in the owner's order. */
  options?: MenuOptionGroup[];
}

export interface MenuOptionChoice {
  id: string;
  name: string;
  name_ar: string;
  /** What the choice adds to the item's price, integer baisa. */
  price_baisa: number;
  sold_out: boolean;
}

export interface MenuOptionGroup {
  id: string;
  name: string;
  name_ar: string;
  required: boolean;
  min: number;
  max: number;
  choices: MenuOptionChoice[];
}

export interface PublicMenu {
  business: MenuBusiness;
  categories: MenuCategory[];
  items: MenuItem[];
}
