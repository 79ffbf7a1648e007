// Oman's 5% VAT on an order, in integer baisa like every amount (see money.ts). Its own module, not
// money.ts: the widget's first paint imports money.ts, and the bundler would put anything beside
// it into qr-menu.js, while VAT is needed only by the cart.
/** Oman's VAT rate, in percent. */
export const VAT_PERCENT = 5;

/**
 * The `VAT 5%` line of an order whose prices exclude VAT: 5% of what is taxed (items plus the
 * delivery fee), rounded to the baisa, half up. Integer arithmetic: (n * 5 + 50) / 100, floored.
 * The database's public.vat_baisa does the same sum, so a recorded order agrees with the message.
 */
export function vatBaisa(taxableBaisa: number): number {
  return Math.floor((Math.round(taxableBaisa) * VAT_PERCENT + 50) / 100);
}
