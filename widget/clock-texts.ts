// The widget's texts about the clock (availability windows, dishes not served now), loaded with
// the cart chunk: none of it is in the first paint.
import type { Lang } from '../shared/domain/i18n.ts';

export interface ClockTexts {
  /** Short day names, Sunday first, for windows that are not every day. */
  days: readonly string[];
  /** On a dish outside its window, in place of its price: "Available 06:00-11:00". */
  availableAt: (hours: string) => string;
  /** Checkout refused: the cart holds dishes not served now (their names, joined). */
  notServedNow: (names: string) => string;
}

export const CLOCK_TEXTS: Record<Lang, ClockTexts> = {
  en: {
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    availableAt: (hours) => `Available ${hours}`,
    notServedNow: (names) =>
      `Not served at this time: ${names}. Remove it from your cart to send the order.`,
  },
  ar: {
    days: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    // The hours read left to right inside Arabic text (an isolate), as printed menus write them.
    availableAt: (hours) => `متاح \u2066${hours}\u2069`,
    notServedNow: (names) => `غير متاح في هذا الوقت: ${names}. احذفه من السلة لإرسال الطلب.`,
  },
};
