// The shapes the superadmin screens render; api/ files map database rows into them. Texts come in
// both languages (x and xAr) with the business's primary language; screens pick the admin's.

import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { ItemText } from '../../../lib/api/menu-items.ts';
import type { ItemTextsAndPrice } from '../../../lib/items/item-texts.ts';

/** One card on the superadmin dashboard. */
export interface BusinessSummary {
  id: string;
  name: string;
  nameAr?: string;
  primary?: Lang;
  category: string | null;
  slug: string;
  ownerEmail: string | null;
  /** When the superadmin suspended it (null: its menu is live), and the reason given. */
  suspendedAt?: string | null;
  suspensionReason?: string | null;
  itemCount: number;
  /** Menu views and orders sent over the last 30 Muscat days. */
  views30: number;
  orders30: number;
  /** Team members besides the owner, and unrevoked paired devices (business_team_counts). */
  team?: { members: number; devices: number };
}

/**
 * One row of the all-menu table, and the item its edit dialog starts from. Prices travel as integer
 * baisa (1 OMR = 1000 baisa).
 */
export interface AllMenuRow extends ItemTextsAndPrice {
  id: string;
  imagePath: string | null;
  /** Its business: a write invalidates that business's items too. */
  businessId: string;
  businessName: string;
  businessNameAr?: string;
  businessSlug: string;
  primary?: Lang;
  /** The business's languages, primary first. */
  languages?: Lang[];
}

/** One item on a business's menu page. */
export interface BusinessMenuItem extends ItemTextsAndPrice {
  id: string;
  imageUrl: string | null;
  categoryName: string | null;
  categoryNameAr?: string | null;
  /** Hidden from customers by its owner; sold out (until a time, or until changed). */
  hidden?: boolean;
  soldOut?: boolean;
  soldOutUntil?: string | null;
  /** The item's offer, as the customers see it while it runs; absent or null: none. */
  offer?: { priceBaisa: number; starts: string | null; ends: string | null } | null;
}

/** What the edit dialog sends back once the form is valid; Arabic only for a business offering it. */
export interface ItemEdit extends ItemText {
  priceBaisa: number;
}

/** A page of rows plus the total the database counted, for the pager. */
export interface Page<T> {
  rows: T[];
  total: number;
}
