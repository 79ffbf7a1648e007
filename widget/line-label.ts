import type { CartLine } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';

/** A cart line as the customer reads it: "Karak Tea (Large, Extra ginger)". Part of the cart chunk. */
export function lineLabel(line: CartLine, lang: Lang): string {
  const chosen = (line.options ?? []).map((o) => o.name).join(lang === 'ar' ? '، ' : ', ');
  return chosen ? `${line.name} (${chosen})` : line.name;
}
