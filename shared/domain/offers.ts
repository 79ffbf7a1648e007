// A dish's offer: a lower price, optionally for a period (starts/ends, ISO timestamps). The
// customer's clock decides whether it is shown; it ends by itself when `ends` passes. The database
// refuses an offer that is not below the price or a period that ends before it starts, and
// public.menu_item_unit_baisa applies the same rule when an order is recorded.

/** What public_menu sends of an item's offer (OMR as a JSON number, or null: no offer). */
export interface OfferFields {
  offer_price?: number | null | undefined;
  offer_starts?: string | null | undefined;
  offer_ends?: string | null | undefined;
}

/** True while `now` (ms) is inside the period: from `starts` (included) to `ends` (excluded). */
export function offerRunning(offer: OfferFields, now: number): boolean {
  // A missing bound parses to NaN, and every comparison with NaN is false: no bound, no limit.
  return (
    offer.offer_price != null &&
    !(now < Date.parse(offer.offer_starts ?? '')) &&
    !(now >= Date.parse(offer.offer_ends ?? ''))
  );
}
