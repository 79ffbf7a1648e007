import type { Lang } from '../../domain/i18n.ts';
import { formatPrice } from '../../domain/money.ts';

export interface PriceProps {
  /** The amount in baisa (1 rial = 1000 baisa), never a float. */
  baisa: number;
  /** The menu's language: the currency's name and digits follow it. */
  lang: Lang;
}

/** A price in Omani rials, "2.500 OMR" or "2.500 ر.ع.", isolated so it reads right in Arabic. */
export function Price({ baisa, lang }: PriceProps) {
  return <span>{formatPrice(baisa, lang)}</span>;
}
