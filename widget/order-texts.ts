// The customer's texts of issue 14 (table, open/closed, checkout form) in both languages.
// To move into the widget dictionary once it exists; kept in one object so the move is mechanical.
import type { Lang } from '../shared/domain/i18n.ts';
import type { OrderType } from '../shared/domain/order-message.ts';

export interface OrderTexts {
  table: (label: string) => string;
  openUntil: (time: string) => string;
  openNow: string;
  closedNow: string;
  /** inDays 0: today, 1: tomorrow, else the weekday. */
  opens: (time: string, inDays: number, weekday: number) => string;
  temporarilyClosed: string;
  orderType: string;
  types: Record<OrderType, string>;
  atTable: (label: string) => string;
  name: string;
  optional: string;
  address: string;
  note: string;
  deliveryFee: string;
  minimum: (amount: string) => string;
  problems: {
    orderType: string;
    name: string;
    address: string;
    minimum: (amount: string) => string;
  };
  closedNoOrders: string;
  preorder: string;
}

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const AR_DAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

export const orderTexts: Record<Lang, OrderTexts> = {
  en: {
    table: (label) => `Table ${label}`,
    openUntil: (time) => `Open now · closes ${time}`,
    openNow: 'Open now',
    closedNow: 'Closed now',
    opens: (time, inDays, weekday) =>
      `Closed now · opens ${inDays === 0 ? '' : inDays === 1 ? 'tomorrow ' : `${EN_DAYS[weekday]} `}${time}`,
    temporarilyClosed: 'Temporarily closed',
    orderType: 'How would you like your order?',
    types: { 'dine-in': 'Dine-in', pickup: 'Pickup', delivery: 'Delivery' },
    atTable: (label) => `Dine-in, Table ${label}`,
    name: 'Your name',
    optional: '(optional)',
    address: 'Address or area',
    note: 'Note',
    deliveryFee: 'Delivery fee',
    minimum: (amount) => `Minimum order for delivery: ${amount}`,
    problems: {
      orderType: 'Choose dine-in, pickup or delivery',
      name: 'Enter your name so the staff know whose order it is',
      address: 'Enter your address or area for delivery',
      minimum: (amount) => `Delivery needs an order of at least ${amount} (fee not included)`,
    },
    closedNoOrders: 'We are closed now and not taking orders.',
    preorder: 'We are closed now: your order is sent as a pre-order.',
  },
  ar: {
    table: (label) => `طاولة ${label}`,
    openUntil: (time) => `مفتوح الآن · يغلق ${time}`,
    openNow: 'مفتوح الآن',
    closedNow: 'مغلق الآن',
    opens: (time, inDays, weekday) =>
      `مغلق الآن · يفتح ${inDays === 0 ? '' : inDays === 1 ? 'غدا ' : `${AR_DAYS[weekday]} `}${time}`,
    temporarilyClosed: 'مغلق مؤقتا',
    orderType: 'كيف تريد طلبك؟',
    types: { 'dine-in': 'محلي', pickup: 'استلام', delivery: 'توصيل' },
    atTable: (label) => `محلي، طاولة ${label}`,
    name: 'اسمك',
    optional: '(اختياري)',
    address: 'العنوان أو المنطقة',
    note: 'ملاحظة',
    deliveryFee: 'رسوم التوصيل',
    minimum: (amount) => `الحد الأدنى لطلب التوصيل: ${amount}`,
    problems: {
      orderType: 'اختر محلي أو استلام أو توصيل',
      name: 'أدخل اسمك ليعرف الموظفون صاحب الطلب',
      address: 'أدخل عنوانك أو منطقتك للتوصيل',
      minimum: (amount) => `التوصيل يتطلب طلبا لا يقل عن ${amount} (دون الرسوم)`,
    },
    closedNoOrders: 'نحن مغلقون الآن ولا نستقبل الطلبات.',
    preorder: 'نحن مغلقون الآن: سيُرسل طلبك كطلب مسبق.',
  },
};
