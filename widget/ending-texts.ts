// Half of the widget's dictionary (see widget/i18n.ts): the "order sent" screen and the
// notice that tells what changed in a restored cart. Loaded with the cart chunk.
import type { Lang } from '../shared/domain/i18n.ts';

export interface EndingTexts {
  orderSent: string;
  /** Under the title: what happened, and what to do when WhatsApp did not send it. */
  orderSentHint: string;
  /** "Sent 26 Nov 2026, 14:05": the time is already formatted. */
  sentAt: (time: string) => string;
  openWhatsappAgain: string;
  startNewOrder: string;
  backToOrder: string;
  /** The restored-cart notice's first line. */
  cartChecked: string;
  priceChanged: (item: string, from: string, to: string) => string;
  soldOutTakenOut: (item: string) => string;
  goneTakenOut: (item: string) => string;
  choicesTakenOut: (item: string) => string;
  dismiss: string;
}

export const ENDING_TEXTS: Record<Lang, EndingTexts> = {
  en: {
    orderSent: 'Order sent',
    orderSentHint:
      'Your order was opened in WhatsApp. If you have not pressed send there yet, do it now.',
    sentAt: (time) => `Sent ${time}`,
    openWhatsappAgain: 'Open WhatsApp again',
    startNewOrder: 'Start a new order',
    backToOrder: 'Back to this order',
    cartChecked: 'We checked your saved cart against today’s menu:',
    priceChanged: (item, from, to) => `${item}: price changed from ${from} to ${to}`,
    soldOutTakenOut: (item) => `${item}: sold out, taken out of your cart`,
    goneTakenOut: (item) => `${item}: no longer on the menu, taken out of your cart`,
    choicesTakenOut: (item) =>
      `${item}: these choices are no longer offered, taken out of your cart`,
    dismiss: 'OK',
  },
  ar: {
    orderSent: 'تم إرسال الطلب',
    orderSentHint: 'فتحنا طلبك في واتساب. إن لم تضغط إرسال هناك بعد، فاضغطه الآن.',
    sentAt: (time) => `أُرسل ${time}`,
    openWhatsappAgain: 'افتح واتساب مرة أخرى',
    startNewOrder: 'ابدأ طلبا جديدا',
    backToOrder: 'عودة إلى هذا الطلب',
    cartChecked: 'راجعنا سلتك المحفوظة مع قائمة اليوم:',
    priceChanged: (item, from, to) => `${item}: تغير السعر من ${from} إلى ${to}`,
    soldOutTakenOut: (item) => `${item}: نفدت الكمية، فأزلناه من سلتك`,
    goneTakenOut: (item) => `${item}: لم يعد في القائمة، فأزلناه من سلتك`,
    choicesTakenOut: (item) => `${item}: هذه الخيارات لم تعد متاحة، فأزلناه من سلتك`,
    dismiss: 'حسنا',
  },
};
