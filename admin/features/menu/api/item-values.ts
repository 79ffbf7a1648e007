// What the item form hands to the save operations, already validated and parsed.
import type { TimeWindow } from '../../../../shared/domain/availability.ts';
import type { Badge } from '../../../../shared/domain/badges.ts';
import type { MenuItemValue } from '../../../../shared/domain/validation.ts';
import type { Rendition } from '../../../lib/resize-image.ts';
import type { OfferColumns } from '../lib/offer-draft.ts';
import type { OptionGroupInput } from '../lib/option-drafts.ts';

/** validateMenuItem's texts, price (in baisa) and category, plus the item's details and options. */
export interface ItemValues extends MenuItemValue {
  badges: Badge[];
  calories: number | null;
  soldOut: boolean;
  hidden: boolean;
  /** When it is served (null: as its category); left out, the stored windows stay. */
  windows?: readonly TimeWindow[] | null;
  /** Option groups in the owner's order, for save_item_options. */
  options: OptionGroupInput[];
  /** The offer as shared/domain's checkOffer accepted it; absent: the item's offer stays as it is. */
  offer?: OfferColumns;
}

export interface ImageUpload {
  /** Already resized and re-encoded in the browser. */
  blob: Blob;
  /** Smaller WebP copies stored beside it. */
  renditions?: Rendition[];
  onProgress?: (fraction: number) => void;
}
