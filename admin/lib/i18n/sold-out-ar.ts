// Texts of the sold-out page, in Arabic (sold-out-en.ts has the English and the shape).
import type { SoldOutDictionary } from './sold-out-en.ts';

export const soldOutAr: SoldOutDictionary = {
  nav: 'ما نفد',
  title: 'ما نفد اليوم',
  pageTitle: (name: string) => `ما نفد · ${name} · QR Menu`,
  lead: 'علّم الطبق بأنه نفد عندما ينفد من المطبخ: يراه الزبائن باهتا ولا يمكنهم طلبه. وعلّمه متوفرا عندما يعود.',
  loadFailed: 'تعذر تحميل الأطباق.',
  empty: 'لا أطباق في القائمة بعد.',
  noCategory: 'بلا فئة',
  available: 'متوفر',
  markSoldOut: 'نفد',
  markAvailable: 'متوفر من جديد',
  markSoldOutOf: (name: string) => `${name}: علّمه بأنه نفد`,
  markAvailableOf: (name: string) => `${name}: علّمه متوفرا من جديد`,
  saveFailed: (name: string) => `تعذر تغيير ${name}.`,
};
