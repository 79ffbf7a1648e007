// Texts in Arabic (clock-en.ts has the English and the shape).
import { isolateTimeRanges, ltr } from '../../../shared/domain/bidi.ts';
import type { ClockDictionary } from './clock-en.ts';

export const clockAr: ClockDictionary = {
  days: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  soldOutWhen: (name: string) => `${name} نفد حتى متى؟`,
  soldOutWhenHint: 'يراه الزبائن باهتا ولا يمكنهم طلبه. بعد الافتتاح التالي يعود متاحا تلقائيا.',
  untilChanged: 'حتى أغيره بنفسي',
  untilNextOpening: 'حتى الافتتاح التالي',
  soldOutUntil: (when: string) => `نفد حتى ${ltr(when)}`,
  // Each range isolated: after Arabic letters "06:00-11:00" would read "11:00-06:00".
  servedAt: (hours: string) => `يقدم ${isolateTimeRanges(hours)}`,
  windowsLegend: 'أوقات التقديم',
  windowsAlways: 'طوال ساعات العمل',
  windowsAlwaysCategory: 'مثل فئته',
  windowsLimited: 'في هذه الأوقات فقط (بتوقيت مسقط)',
  windowFrom: (n: number) => `الوقت ${n} من`,
  windowTo: (n: number) => `الوقت ${n} حتى`,
  windowDays: (n: number) => `أيام الوقت ${n}`,
  addWindow: 'أضف وقتا',
  removeWindow: (n: number) => `احذف الوقت ${n}`,
  windowsHint:
    'خارج هذه الأوقات يراه الزبائن باهتا مع أوقاته (أو لا يرونه، انظر الإعدادات). النهاية قبل البداية تعني بعد منتصف الليل.',
  windowsProblem: {
    time: 'اكتب كل وقت بصيغة HH:MM، مثل 06:00',
    same: 'يجب أن تختلف نهاية الوقت عن بدايته',
    days: 'اختر يوما واحدا على الأقل لكل وقت',
    count: 'أضف 7 أوقات على الأكثر',
  },
  outsideLegend: 'الأطباق خارج أوقات تقديمها',
  outsideGrey: 'اعرضها باهتة مع أوقاتها',
  outsideHide: 'أخفها',
  periodsHeading: 'فترات خاصة',
  periodsLead:
    'رمضان أو العيد أو عطلة: أيام لها ساعات عمل خاصة. أثناء الفترة تتبع القائمة وسطر مفتوح أو مغلق ساعاتها.',
  noPeriods: 'لا توجد فترات خاصة.',
  addPeriod: 'أضف فترة خاصة',
  periodName: 'الاسم',
  periodNameAr: 'الاسم (بالعربية)',
  periodStarts: 'اليوم الأول',
  periodEnds: 'اليوم الأخير',
  periodHours: 'ساعات العمل أثناء الفترة',
  periodBreakfast: 'أوقات التقديم أثناء الفترة',
  periodBreakfastHint:
    'لكل فئة: أوقاتها المعتادة، أو في أي وقت أثناء الفترة (الفطور طوال اليوم)، أو أوقات خاصة بها. النهاية قبل البداية تعني بعد منتصف الليل.',
  periodUsual: 'الأوقات المعتادة',
  periodAnyTime: 'في أي وقت',
  periodTheseTimes: 'في هذه الأوقات (بتوقيت مسقط)',
  // The name isolated too: an English name must not pull the times into its direction.
  periodServes: (category: string, times: string) =>
    `\u2068${category}\u2069: ${isolateTimeRanges(times)}`,
  periodAnyTimeShort: 'في أي وقت',
  savePeriod: 'احفظ الفترة',
  deletePeriod: (name: string) => `احذف ${name}`,
  editPeriod: (name: string) => `عدّل ${name}`,
  periodSaved: 'حُفظت الفترة الخاصة',
  periodDeleted: 'حُذفت الفترة الخاصة',
  periodDates: (from: string, to: string) => `من ${ltr(from)} إلى ${ltr(to)}`,
  periodNow: 'سارية الآن',
  periodNeedsName: 'أعط الفترة اسما',
  periodNeedsDates: 'اختر اليوم الأول والأخير، على ألا يسبق الأخير الأول',
  periodsOverlap: 'لا يمكن أن تتداخل الفترات الخاصة: غيّر التواريخ',
  periodsTooMany: 'يمكن أن يكون للنشاط 50 فترة خاصة على الأكثر',
  windowsInvalid: 'أوقات التقديم تحتاج أوقاتا بصيغة HH:MM ويوما مختارا و7 أوقات على الأكثر',
  superadminPeriods: 'فترات خاصة',
  superadminOutside: (hide: boolean) =>
    hide ? 'الأطباق خارج أوقاتها: مخفية' : 'الأطباق خارج أوقاتها: باهتة',
};
