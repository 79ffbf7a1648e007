// The live menu's half of the widget's dictionary (see widget/i18n.ts): the notice that tells a
// customer what an owner's change just did to their cart or to the dish they have open. Loaded
// with the live chunk.
import type { Lang } from '../shared/domain/i18n.ts';

export interface LiveTexts {
  /** The notice's first line. */
  changed: string;
  soldOut: (item: string) => string;
  soldOutInCart: (item: string) => string;
  gone: (item: string) => string;
  goneFromCart: (item: string) => string;
  choicesFromCart: (item: string) => string;
  /** Prices already formatted: "0.600 OMR". */
  priceNow: (item: string, now: string, was: string) => string;
  dismiss: string;
}

export const LIVE_TEXTS: Record<Lang, LiveTexts> = {
  en: {
    changed: 'The menu just changed:',
    soldOut: (item) => `${item} is now sold out`,
    soldOutInCart: (item) => `${item} is now sold out, taken out of your cart`,
    gone: (item) => `${item} is no longer on the menu`,
    goneFromCart: (item) => `${item} is no longer on the menu, taken out of your cart`,
    choicesFromCart: (item) =>
      `${item}: these choices are no longer offered, taken out of your cart`,
    priceNow: (item, now, was) => `${item} now costs ${now} (was ${was})`,
    dismiss: 'OK',
  },
  ar: {
    changed: 'تغيرت القائمة للتو:',
    soldOut: (item) => `${item}: نفدت الكمية الآن`,
    soldOutInCart: (item) => `${item}: نفدت الكمية الآن، فأزلناه من سلتك`,
    gone: (item) => `${item}: لم يعد في القائمة`,
    goneFromCart: (item) => `${item}: لم يعد في القائمة، فأزلناه من سلتك`,
    choicesFromCart: (item) => `${item}: هذه الخيارات لم تعد متاحة، فأزلناه من سلتك`,
    priceNow: (item, now, was) => `${item}: السعر الآن ${now} (كان ${was})`,
    dismiss: 'حسنا',
  },
};
