// Texts in Arabic (history-en.ts has the English and the shape).
import { ltr } from '../../../shared/domain/bidi.ts';
import { arabicCount } from '../../../shared/domain/plural.ts';
import type { HistoryDictionary } from './history-en.ts';

export const historyAr: HistoryDictionary = {
  link: 'سجل الطلبات',
  title: 'سجل الطلبات',
  pageTitle: (name: string) => `سجل الطلبات · ${name} · QR Menu`,
  lead: 'كل طلب مسجل، حسب اليوم. افتح الطلب لترى أصنافه.',
  back: 'العودة إلى اللوحة',
  filters: 'تصفية السجل',
  from: 'من',
  to: 'إلى',
  payment: 'الدفع',
  allPayments: 'كل طرق الدفع',
  search: 'بحث',
  searchPlaceholder: 'رقم الطلب أو الاسم',
  count: (n: number) => arabicCount(n, 'طلب واحد', 'طلبان', 'طلبات', 'طلبا'),
  loading: 'جارٍ تحميل الطلبات…',
  loadFailed: (why: string) => `تعذر تحميل الطلبات. ${why}`,
  none: 'لا طلبات تطابق هذه التصفية.',
  pagerLabel: 'الطلبات',
  order: (n: number) => `الطلب ${ltr(String(n))}`,
  cleared: 'حُذفت البيانات',
  clearedHint: 'حُذفت بيانات الزبون بعد مدة الاحتفاظ؛ تبقى المبالغ والأصناف.',
  items: 'الأصناف',
  deliveryFee: 'رسوم التوصيل',
  vat: 'ضريبة القيمة المضافة',
  exportTitle: 'تنزيل',
  shape: 'الصفوف',
  shapeOrders: 'صف لكل طلب',
  shapeLines: 'صف لكل صنف',
  download: 'تنزيل CSV',
  downloading: 'جارٍ تجهيز الملف…',
  downloadFailed: 'تعذر تجهيز الملف',
};
