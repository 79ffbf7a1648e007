// The JSON document public_menu(slug) returns (docs/architecture.md "Data flow"): the widget's only data,
// and what the server inlines in the hosted page. public_menu returns json, so the generated
// Database types cannot describe it; this is its one declaration, for widget and server alike.

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
  /** False: prices exclude 5% VAT, which the cart and the message add (absent: included). */
  prices_include_vat?: boolean;
  /** Order types whose customers are asked to pay cash or card. */
  payment_for?: string[];
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
  /** Orders are recorded: numbered, on the owner's board, their status shown here. */
  records_orders?: boolean;
  /** Days the customer's name, address, location and note are kept with a recorded order. */
  order_retention_days?: number;
  /** A suspended business: public_menu sends only its names and this; the menu is unavailable. */
  suspended?: boolean;
  // The clock (optional: older backends do not send them); see shared/domain/availability.ts.
  /** A dish outside its window: 'grey' (greyed with its hours) or 'hide'. */
  outside_window?: string;
  /** Current and coming special periods: dates, hours and windows per category or dish id. */
  special_periods?: unknown;
  // Branches (docs/guide/branches.md): the slug names one branch of the business; `name` and the
  // place's own fields above are the branch's, the menu, banner and profile the business's.
  /** This branch's own name and address; null for a business with one branch. */
  branch?: MenuBranchName | null | undefined;
  /** The business's other open branches, oldest first; empty for a business with one branch. */
  branches?: MenuBranch[];
}

export interface MenuBranchName {
  name: string;
  name_ar: string;
  address: string | null;
}

/** Another branch of the business: its page is /{slug}/menu. */
export interface MenuBranch extends MenuBranchName {
  slug: string;
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
  /** A lower price (OMR) while the offer runs (shared/domain/offers.ts); null: no offer. */
  offer_price?: number | null;
  /** ISO timestamps bounding the offer; null: from now on / until the owner removes it. */
  offer_starts?: string | null;
  offer_ends?: string | null;
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
  /** Sold out only until this ISO instant (compared with the customer's clock). */
  sold_out_until?: string | null;
  /** Its availability windows outside special periods: its own, else its category's; null: always. */
  windows?: unknown;
  /**
   * Not from public_menu: set by clockMenu (widget/clock-menu.ts) on a dish outside its window,
   * "Available 06:00-11:00", shown in place of "Sold out" (the dish then counts as sold out).
   */
  closed?: string | undefined;
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
  /** Set by the hosted page on what it inlines of a long menu (widget/ssr.tsx firstScreenMenu):
   * the first screen's dishes only; the element fetches the whole menu after its first paint. */
  partial?: true;
}
