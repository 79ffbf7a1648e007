// The recorded order's part of the widget's dictionary, loaded with the cart chunk:
// what is stored and for how long, the checkout button while recording, the database's refusals,
// the order number and its live status on the "order sent" screen.
import type { Lang } from '../shared/domain/i18n.ts';
import { arabicCount } from '../shared/domain/plural.ts';
import type { UnrecordedReason } from '../shared/domain/last-order.ts';
import type { CancelCode } from '../shared/domain/cancel-reasons.ts';
import type { OrderStatusValue } from './api/orders.ts';

export interface OrderRecordTexts {
  /** Under the checkout button when the business records orders: what is kept, for how long. */
  stored: (days: number) => string;
  /** The checkout button while the order is being recorded. */
  recording: string;
  /** A price the database computed differently: the cart is kept. */
  priceChanged: (item: string | null, price: string | null) => string;
  soldOut: (item: string | null) => string;
  optionUnavailable: (item: string | null) => string;
  belowMinimum: (amount: string) => string;
  /** Any other refusal of the order as it is. */
  refused: string;
  /** "Order no. 12" on the order-sent screen. */
  orderNo: (number: number) => string;
  statusLabel: string;
  status: Record<OrderStatusValue, string>;
  /** A sentence under the status. */
  statusHint: Record<OrderStatusValue, string>;
  cancelReason: (reason: string) => string;
  /** The owner's usual reasons, worded for the customer. */
  cancelCodes: Record<CancelCode, string>;
  /** The order-sent screen's title once the business has cancelled the order. */
  orderCancelled: string;
  /** What the customer can do next: a new order, not WhatsApp. */
  cancelledNext: string;
  /** The status could not be read now (offline): the last one known stays. */
  statusUnknown: string;
  unrecorded: Record<UnrecordedReason, string>;
}

export const ORDER_RECORD_TEXTS: Record<Lang, OrderRecordTexts> = {
  en: {
    stored: (days) =>
      `The business keeps a record of this order, with a number and its status. Your name, address, location and note are deleted after ${days} ${days === 1 ? 'day' : 'days'}.`,
    recording: 'Sending your order…',
    priceChanged: (item, price) =>
      `${item ? `The price of ${item} has changed${price ? ` (now ${price})` : ''}` : 'A price has changed'}. Your cart is kept: reload the menu to see today’s prices, then send again.`,
    soldOut: (item) =>
      `${item ?? 'A dish in your cart'} is sold out. Take it out of your cart and send again.`,
    optionUnavailable: (item) =>
      `A choice for ${item ?? 'a dish in your cart'} is no longer available. Take it out and add it again with other choices.`,
    belowMinimum: (amount) => `Delivery needs an order of at least ${amount} (fee not included).`,
    refused:
      'This order could not be taken as it is. Your cart is kept: reload the menu, check it and send again.',
    orderNo: (number) => `Order no. ${number}`,
    statusLabel: 'Status',
    status: {
      new: 'New',
      accepted: 'Accepted',
      ready: 'Ready',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    statusHint: {
      new: 'The business has your order and will accept it soon.',
      accepted: 'Your order is being prepared.',
      ready: 'Your order is ready.',
      completed: 'Your order is complete. Thank you!',
      cancelled: 'The business cancelled this order.',
    },
    cancelReason: (reason) => `Reason: ${reason}`,
    cancelCodes: {
      sold_out: 'Something in it is sold out.',
      kitchen_closed: 'The kitchen is closed.',
      customer_asked: 'You asked to cancel it.',
      duplicate: 'It repeats an order you had already sent.',
    },
    orderCancelled: 'Order cancelled',
    cancelledNext:
      'This order will not be prepared. You can start a new order from the menu, or ask the staff.',
    statusUnknown: 'No connection: the status is shown again when you are back online.',
    unrecorded: {
      connection:
        'Sent without an order number: the connection was too weak to record it. The business still gets your WhatsApp message.',
      busy: 'Sent without an order number: too many orders came from this connection just now. The business still gets your WhatsApp message.',
      'busy-table':
        'Sent without an order number: this table has sent many orders just now. The business still gets your WhatsApp message.',
      'busy-menu':
        'Sent without an order number: the business is receiving a great many orders just now. It still gets your WhatsApp message.',
      closed:
        'Sent without an order number: the business is closed now. Your WhatsApp message still reaches it.',
    },
  },
  ar: {
    stored: (days) =>
      `يحتفظ المحل بسجل لهذا الطلب برقمه وحالته. يُحذف اسمك وعنوانك وموقعك وملاحظتك بعد ${arabicCount(days, 'يوم واحد', 'يومين', 'أيام', 'يوما')}.`,
    recording: 'جارٍ إرسال طلبك…',
    priceChanged: (item, price) =>
      `${item ? `تغير سعر ${item}${price ? ` (الآن ${price})` : ''}` : 'تغير أحد الأسعار'}. احتفظنا بسلتك: أعد تحميل القائمة لترى أسعار اليوم، ثم أرسل مرة أخرى.`,
    soldOut: (item) => `نفدت كمية ${item ?? 'صنف في سلتك'}. أزله من سلتك ثم أرسل مرة أخرى.`,
    optionUnavailable: (item) =>
      `أحد خيارات ${item ?? 'صنف في سلتك'} لم يعد متاحا. أزله ثم أضفه مرة أخرى بخيارات أخرى.`,
    belowMinimum: (amount) => `التوصيل يتطلب طلبا لا يقل عن ${amount} (دون الرسوم).`,
    refused:
      'تعذر قبول هذا الطلب كما هو. احتفظنا بسلتك: أعد تحميل القائمة وراجعها ثم أرسل مرة أخرى.',
    orderNo: (number) => `رقم الطلب ${number}`,
    statusLabel: 'الحالة',
    status: {
      new: 'جديد',
      accepted: 'مقبول',
      ready: 'جاهز',
      completed: 'مكتمل',
      cancelled: 'ملغى',
    },
    statusHint: {
      new: 'وصل طلبك إلى المحل وسيقبله قريبا.',
      accepted: 'يجري تحضير طلبك.',
      ready: 'طلبك جاهز.',
      completed: 'اكتمل طلبك. شكرا لك!',
      cancelled: 'ألغى المحل هذا الطلب.',
    },
    cancelReason: (reason) => `السبب: ${reason}`,
    cancelCodes: {
      sold_out: 'نفدت كمية أحد أصنافه.',
      kitchen_closed: 'المطبخ مغلق.',
      customer_asked: 'طلبت إلغاءه.',
      duplicate: 'إنه تكرار لطلب أرسلته من قبل.',
    },
    orderCancelled: 'أُلغي الطلب',
    cancelledNext: 'لن يُحضَّر هذا الطلب. يمكنك بدء طلب جديد من القائمة، أو سؤال الموظفين.',
    statusUnknown: 'لا يوجد اتصال: ستظهر الحالة مجددا عند عودة الاتصال.',
    unrecorded: {
      connection:
        'أُرسل دون رقم طلب: كان الاتصال أضعف من أن يُسجَّل الطلب. ستصل رسالتك إلى المحل عبر واتساب.',
      busy: 'أُرسل دون رقم طلب: أُرسلت طلبات كثيرة من هذا الاتصال للتو. ستصل رسالتك إلى المحل عبر واتساب.',
      'busy-table':
        'أُرسل دون رقم طلب: أُرسلت طلبات كثيرة من هذه الطاولة للتو. ستصل رسالتك إلى المحل عبر واتساب.',
      'busy-menu':
        'أُرسل دون رقم طلب: يتلقى المحل طلبات كثيرة جدا الآن. ستصل رسالتك إليه عبر واتساب.',
      closed: 'أُرسل دون رقم طلب: المحل مغلق الآن. ستصل رسالتك إليه عبر واتساب.',
    },
  },
};
