// Texts in Arabic (team-en.ts has the English and the shape).
import { ltr } from '../../../shared/domain/bidi.ts';
import { arabicCount } from '../../../shared/domain/plural.ts';
import type { TeamDictionary } from './team-en.ts';

export const teamAr: TeamDictionary = {
  nav: 'الفريق',
  title: 'الفريق',
  pageTitle: (name: string) => `الفريق · ${name} · QR Menu`,
  lead: 'ادعُ من يعملون معك. يرى كل دور ما يحتاجه فقط، وترفض قاعدة البيانات ما عداه.',
  roles: {
    owner: 'المالك',
    manager: 'مدير',
    cashier: 'كاشير',
    kitchen: 'المطبخ',
    board: 'لوحة الطلبات',
  },
  roleHelp: {
    manager: 'كل شيء عدا الحساب والمالك وحذف النشاط.',
    cashier: 'اللوحة ونداءات الطاولات ومفاتيح نفاد الأصناف وطلبات اليوم.',
    kitchen: 'اللوحة وشاشة المطبخ، ونقل الطلبات حتى «جاهز».',
  },
  inviteHeading: 'دعوة شخص',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  mailLanguage: 'لغة رسالة الدعوة',
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  invite: 'أرسل الدعوة',
  inviting: 'جارٍ الإرسال…',
  invited: (email: string) => `أُرسلت الدعوة إلى ${ltr(email)}`,
  invitedExisting: (email: string) =>
    `لدى ${ltr(email)} حساب بالفعل: ينضم إلى فريقك عند تسجيل دخوله التالي.`,
  inviteFailed: (message: string) => `لم تُرسل الدعوة: ${message}`,
  membersHeading: 'الأعضاء',
  you: 'أنت',
  pendingHeading: 'الدعوات',
  noPending: 'لا دعوات بانتظار القبول.',
  // The date is Arabic text ("6 ديسمبر"): isolated by its own first letter, never forced left to right.
  expires: (date: string) => `تنتهي \u2068${date}\u2069`,
  expired: 'منتهية',
  resend: 'أرسلها مجددًا',
  withdraw: 'اسحب الدعوة',
  withdrawn: 'سُحبت الدعوة',
  changeRole: (email: string) => `دور ${ltr(email)}`,
  roleChanged: 'تغيّر الدور',
  remove: 'إزالة',
  removeConfirm: (email: string) => `إزالة ${ltr(email)} من الفريق؟ يُسجَّل خروجه خلال ثوانٍ.`,
  removed: 'أُزيل من الفريق',
  handOver: 'اجعله المالك',
  handOverConfirm: (email: string) =>
    `تسليم النشاط إلى ${ltr(email)}؟ يصبح هو المالك وتصبح أنت مديرًا.`,
  handedOver: 'للنشاط مالك جديد. أنت الآن مدير.',
  loading: 'جارٍ تحميل الفريق…',
  superadminLabel: 'الفريق',
  superadminCount: (members: number, devices: number) =>
    `${arabicCount(members, 'عضو واحد', 'عضوان', 'أعضاء', 'عضوًا')}، ${arabicCount(devices, 'جهاز واحد', 'جهازان', 'أجهزة', 'جهازًا')}`,
  refusals: {
    team_role_not_allowed: 'لا يمكنك منح هذا الدور.',
    team_invite_email: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    team_already_member: 'هذا الشخص في الفريق بالفعل.',
    team_owner_or_manager: 'يرى الفريقَ المالكُ والمديرون فقط.',
    hand_over_owner_only: 'المالك وحده يسلّم النشاط.',
    hand_over_manager_only: 'لا يُسلَّم النشاط إلا إلى مدير.',
    order_status_role: 'ينقل المطبخ الطلبات حتى «جاهز» فقط.',
  },
  youWereRemoved: 'لم تعد ضمن فريق هذا النشاط.',
  join: {
    pageTitle: 'الانضمام إلى الفريق · QR Menu',
    title: 'الانضمام إلى الفريق',
    lead: (email: string) => `اختر كلمة مرور للحساب ${ltr(email)}. ستسجّل الدخول بها.`,
    submit: 'احفظ كلمة المرور وانضم',
    invalid: (message: string) =>
      `رابط الدعوة هذا لم يعد يعمل (${message}). اطلب دعوة جديدة، أو استخدم «نسيت كلمة المرور» بالعنوان المدعو.`,
    checking: 'جارٍ فتح دعوتك…',
  },
};
