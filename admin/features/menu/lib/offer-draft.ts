// The item form's offer: a lower price and an optional period, typed as the owner sees them
// (OMR text, dates and times in Muscat) and turned into the menu_items columns. The database
// refuses the same mistakes (offer not below the price, an end before the start).
import { baisaFromNumber, baisaToNumber, formatAmount } from '../../../../shared/domain/money.ts';
import { muscatLocal } from '../../../../shared/domain/offers.ts';
import type { OfferValue } from '../../../../shared/domain/item-input.ts';

/** As typed: the price ("0.400", empty for none) and datetime-local values in Muscat time. */
export interface OfferDraft {
  price: string;
  starts: string;
  ends: string;
}

/** The menu_items columns of an offer. */
export interface OfferColumns {
  offer_price: number | null;
  offer_starts: string | null;
  offer_ends: string | null;
}

export function offerDraftFrom(item?: Partial<OfferColumns>): OfferDraft {
  return {
    price: item?.offer_price == null ? '' : formatAmount(baisaFromNumber(item.offer_price)),
    starts: muscatLocal(item?.offer_starts),
    ends: muscatLocal(item?.offer_ends),
  };
}

/** The menu_items columns of an offer shared/domain's checkOffer accepted. */
export function offerColumns({ priceBaisa, starts, ends }: OfferValue): OfferColumns {
  return {
    offer_price: priceBaisa === null ? null : baisaToNumber(priceBaisa),
    offer_starts: starts,
    offer_ends: ends,
  };
}
