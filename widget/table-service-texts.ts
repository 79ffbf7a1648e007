// Table service's half of the widget's dictionary (see widget/i18n.ts): the buttons a table link
// shows under its "Table 5" line and what they answer. Loaded with the table-service chunk.
import type { Lang } from '../shared/domain/i18n.ts';

export interface TableServiceTexts {
  /** The buttons' group, for screen readers. */
  group: string;
  waiter: string;
  bill: string;
  sending: string;
  /** After the request reached the board. */
  sentWaiter: string;
  sentBill: string;
  /** The same request was still open on the board. */
  alreadyWaiter: string;
  alreadyBill: string;
  /** The table or this phone asked too often (the database's limits). */
  tooMany: string;
  failed: string;
}

export const TABLE_SERVICE_TEXTS: Record<Lang, TableServiceTexts> = {
  en: {
    group: 'Table service',
    waiter: 'Call the waiter',
    bill: 'Ask for the bill',
    sending: 'Sending…',
    sentWaiter: 'Sent: a waiter is on the way to your table.',
    sentBill: 'Sent: staff will bring the bill to your table.',
    alreadyWaiter: 'Already asked: a waiter is on the way.',
    alreadyBill: 'Already asked: the bill is on its way.',
    tooMany: 'You have asked several times; staff will be with you shortly.',
    failed: 'Could not send. Check your connection and try again.',
  },
  ar: {
    group: 'خدمة الطاولة',
    waiter: 'نداء النادل',
    bill: 'طلب الفاتورة',
    sending: 'جار الإرسال…',
    sentWaiter: 'تم الإرسال: النادل في الطريق إلى طاولتك.',
    sentBill: 'تم الإرسال: سيحضر الموظفون الفاتورة إلى طاولتك.',
    alreadyWaiter: 'تم الطلب من قبل: النادل في الطريق.',
    alreadyBill: 'تم الطلب من قبل: الفاتورة في الطريق.',
    tooMany: 'طلبت عدة مرات؛ سيأتيك الموظفون قريبا.',
    failed: 'تعذر الإرسال. تحقق من الاتصال وحاول مرة أخرى.',
  },
};
