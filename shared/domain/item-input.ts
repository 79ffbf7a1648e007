// An item's details as an owner types them, beyond its names and price (validation.ts): calories
// and the offer. Apart from offers.ts on purpose: the customer menu bundles offers.ts to show an
// offer, and never parses what an owner types.

import { parsePrice } from './price-input.ts';
import { fromMuscatLocal } from './offers.ts';
import type { Problem } from './problems.ts';

export const CALORIES_MAX = 10000;

/** Why an item's calories or offer were refused; each face says it in its own dictionary. */
export type ItemInputProblem =
  | { code: 'calories_range'; min: number; max: number }
  /** Offer dates without an offer price. */
  | { code: 'offer_needs_price' }
  | { code: 'offer_not_lower' }
  | { code: 'offer_period_order' };

/** Calories as typed: empty is "not shown" (null); otherwise a whole number 0..CALORIES_MAX. */
export function parseCalories(
  text: string,
): { ok: true; value: number | null } | { ok: false; problem: Problem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,5}$/.test(trimmed) || Number(trimmed) > CALORIES_MAX) {
    return { ok: false, problem: { code: 'calories_range', min: 0, max: CALORIES_MAX } };
  }
  return { ok: true, value: Number(trimmed) };
}

/** An offer as typed: the price ("0.400", empty for none) and datetime-local values in Muscat. */
export interface OfferInput {
  price: string;
  starts: string;
  ends: string;
}

/** The offer in baisa with ISO bounds (all null: no offer). */
export interface OfferValue {
  priceBaisa: number | null;
  starts: string | null;
  ends: string | null;
}

/**
 * The offer, or the first problem: dates need a price, the price must be a price below the item's
 * (`priceBaisa`), and the period must end after it starts (the database refuses the same).
 */
export function checkOffer(
  input: OfferInput,
  priceBaisa: number,
): { ok: true; value: OfferValue } | { ok: false; problem: Problem } {
  const starts = fromMuscatLocal(input.starts);
  const ends = fromMuscatLocal(input.ends);
  if (input.price.trim() === '') {
    if (starts || ends) return { ok: false, problem: { code: 'offer_needs_price' } };
    return { ok: true, value: { priceBaisa: null, starts: null, ends: null } };
  }
  const parsed = parsePrice(input.price);
  if (!parsed.ok) return parsed;
  if (parsed.baisa >= priceBaisa) return { ok: false, problem: { code: 'offer_not_lower' } };
  if (starts && ends && Date.parse(starts) >= Date.parse(ends)) {
    return { ok: false, problem: { code: 'offer_period_order' } };
  }
  return { ok: true, value: { priceBaisa: parsed.baisa, starts, ends } };
}
