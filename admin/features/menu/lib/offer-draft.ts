// The item form's offer: a lower price and an optional period, typed as the owner sees them
// (OMR text, dates and times in Muscat) and turned into the menu_items columns. The database
// refuses the same mistakes (offer not below the price, an end before the start).
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { baisaFromNumber, baisaToNumber, formatAmount } from '../../../../shared/domain/money.ts';
import { muscatLocal } from '../../../../shared/domain/offers.ts';
import { checkOffer } from '../../../../shared/domain/item-input.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

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

export interface OfferMessages {
  offerNotLower: string;
  offerPeriodOrder: string;
  offerNeedsPrice: string;
}

export function offerDraftFrom(item?: Partial<OfferColumns>): OfferDraft {
  return {
    price: item?.offer_price == null ? '' : formatAmount(baisaFromNumber(item.offer_price)),
    starts: muscatLocal(item?.offer_starts),
    ends: muscatLocal(item?.offer_ends),
  };
}

export type OfferResult = { ok: true; columns: OfferColumns } | { ok: false; message: string };

/** The offer's columns, or the first problem in the owner's language. */
export function checkOfferDraft(
  draft: OfferDraft,
  priceBaisa: number,
  messages: OfferMessages,
  lang: Lang,
): OfferResult {
  // The rule is shared/domain's (checkOffer); only its wording is this form's.
  const checked = checkOffer(draft, priceBaisa);
  if (!checked.ok) {
    const { problem } = checked;
    const message =
      problem.code === 'offer_needs_price'
        ? messages.offerNeedsPrice
        : problem.code === 'offer_not_lower'
          ? messages.offerNotLower
          : problem.code === 'offer_period_order'
            ? messages.offerPeriodOrder
            : problemText(problem, lang);
    return { ok: false, message };
  }
  const { priceBaisa: offerBaisa, starts, ends } = checked.value;
  return {
    ok: true,
    columns: {
      offer_price: offerBaisa === null ? null : baisaToNumber(offerBaisa),
      offer_starts: starts,
      offer_ends: ends,
    },
  };
}
