// The JSON document public_menu(slug) returns (ARCHITECTURE.md "Data flow"): the widget's only data.

export interface MenuBusiness {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  description: string | null;
  whatsapp: string;
  banner_url: string | null;
  headline: string | null;
  // issue 14: how the business takes orders (optional: older backends do not send them).
  order_types?: string[];
  table_labels?: string[];
  delivery_fee?: number | null;
  delivery_minimum?: number | null;
  /** Seven days, Sunday first, of {opens, closes} ranges (Asia/Muscat); null: no hours shown. */
  opening_hours?: unknown;
  temporarily_closed?: boolean;
  closed_checkout?: string;
}

export interface MenuCategory {
  id: string;
  name: string;
  sort_order: number;
}

export interface MenuItem {
  id: string;
  name: string;
  description: string | null;
  /** OMR as a JSON number with three decimals; turned into baisa before any arithmetic. */
  price: number;
  image_url: string | null;
  category_id: string | null;
}

export interface PublicMenu {
  business: MenuBusiness;
  categories: MenuCategory[];
  items: MenuItem[];
}
