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
