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

// Oman keeps UTC+4 all year (no daylight saving): a Muscat wall-clock time is this offset.
const MUSCAT_OFFSET = '+04:00';
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;

/** "2026-12-01T06:00" (Muscat) for a stored timestamp, as a datetime-local field shows it; empty for none. */
export function muscatLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + MUSCAT_OFFSET_MS).toISOString().slice(0, 16);
}

/** The stored timestamp of a datetime-local value read as Muscat time; null for empty. */
export function fromMuscatLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}${MUSCAT_OFFSET}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
