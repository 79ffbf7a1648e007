// The one place the admin app turns a shared/domain refusal (a Problem code with its values) into
// a sentence in the screen's language. English is docs/guide/product.md's wording word for word where it gives
// one; a new code without its two texts fails the type check (the `satisfies` below).

import { ltr } from '../../../shared/domain/bidi.ts';
import type { Lang } from '../../../shared/domain/i18n.ts';
import type { Problem, ProblemCode, ProblemOf } from '../../../shared/domain/problems.ts';
import { profileAr } from './profile-ar.ts';
import { profileEn } from './profile-en.ts';

/** A text per code, given the problem's values. */
export type ProblemTexts = { [C in ProblemCode]: (problem: ProblemOf<C>) => string };

const en = {
  required_fields: () => 'Please fill all required fields',
  item_required: () => 'Required fields missing',
  field_required: () => 'This field is required',
  image_required: () => 'Choose an image for the new item',
  email_invalid: () => 'Please enter a valid email address.',
  password_too_short: ({ min }) => `Password must be at least ${min} characters long.`,
  category_name_required: () => 'Enter category name',
  image_only: () => 'Only image files are accepted',
  people_range: ({ min, max }) => `Number of people must be between ${min} and ${max}`,
  phone_invalid: () => 'Please enter a valid phone number.',
  date_invalid: () => 'Please choose a date.',
  time_invalid: () => 'Please choose a time.',
  link_invalid: ({ field }) => profileEn.invalid[field],
  calories_range: ({ min, max }) =>
    `Enter calories as a whole number from ${min} to ${max}, or leave it empty`,
  offer_needs_price: () => 'Enter an offer price for this period, or clear the dates',
  offer_not_lower: () => 'The offer price must be lower than the price',
  offer_period_order: () => 'The offer must end after it starts',
  order_types_required: () => 'Choose at least one order type',
  retention_range: ({ min, max }) => `Enter a number of days from ${min} to ${max}`,
  price_empty: () => 'Enter a price, for example 1.500',
  price_negative: () => 'Price cannot be negative',
  price_too_many_decimals: ({ max }) =>
    `Price can have at most ${max} decimals (1 OMR = 1000 baisa)`,
  price_too_large: () => 'Price is too large: at most 9,999,999.999 OMR',
  price_not_a_number: () => 'Enter the price as a number, for example 1.500',
  slug_required: () => 'Slug is required',
  slug_characters: () => 'Slug can only contain lowercase letters a-z and digits 0-9',
  slug_length: ({ min, max }) => `Slug must be ${min} to ${max} characters long`,
  slug_reserved: ({ slug }) => `"${slug}" is reserved, please choose another slug`,
  slug_type_one: () => 'Type a slug using letters a-z and digits, for example yourcafe',
  whatsapp_required: () => 'Enter a WhatsApp number',
  whatsapp_characters: () =>
    'A WhatsApp number can only contain digits, spaces, dashes, parentheses and a leading +',
  whatsapp_not_mobile: ({ values: { local, international } }) =>
    `That is not an Omani mobile number. Type the 8 digits of the mobile, starting with 7 or 9 (for example ${local}), or ${international}`,
  whatsapp_country_code: ({ values: { local, international } }) =>
    `Type an Omani mobile number (for example ${local}), or another country's number with + and its country code (for example ${international})`,
} satisfies ProblemTexts;

const ar = {
  required_fields: () => 'يرجى تعبئة جميع الحقول المطلوبة',
  item_required: () => 'الحقول المطلوبة ناقصة',
  field_required: () => 'هذا الحقل مطلوب',
  image_required: () => 'اختر صورة للصنف الجديد',
  email_invalid: () => 'يرجى إدخال بريد إلكتروني صحيح.',
  password_too_short: ({ min }) => `يجب ألا تقل كلمة المرور عن ${min} أحرف.`,
  category_name_required: () => 'أدخل اسم الفئة',
  image_only: () => 'يُقبل ملفات الصور فقط',
  people_range: ({ min, max }) => `يجب أن يكون عدد الأشخاص بين ${min} و${max}`,
  phone_invalid: () => 'يرجى إدخال رقم هاتف صحيح.',
  date_invalid: () => 'يرجى اختيار التاريخ.',
  time_invalid: () => 'يرجى اختيار الوقت.',
  link_invalid: ({ field }) => profileAr.invalid[field],
  calories_range: ({ min, max }) => `أدخل السعرات رقما صحيحا من ${min} إلى ${max}، أو اتركها فارغة`,
  offer_needs_price: () => 'أدخل سعر العرض لهذه الفترة، أو امسح التواريخ',
  offer_not_lower: () => 'يجب أن يكون سعر العرض أقل من السعر',
  offer_period_order: () => 'يجب أن ينتهي العرض بعد أن يبدأ',
  order_types_required: () => 'اختر نوع طلب واحدا على الأقل',
  retention_range: ({ min, max }) => `أدخل عدد أيام من ${min} إلى ${max}`,
  price_empty: () => 'أدخل السعر، مثلا 1.500',
  price_negative: () => 'لا يمكن أن يكون السعر سالبا',
  price_too_many_decimals: ({ max }) =>
    `يمكن أن يحتوي السعر على ${max} منازل عشرية كحد أقصى (1 ر.ع. = 1000 بيسة)`,
  price_too_large: () => 'السعر كبير جدا: الحد الأقصى 9,999,999.999 ر.ع.',
  price_not_a_number: () => 'أدخل السعر رقما، مثلا 1.500',
  slug_required: () => 'الرابط المختصر مطلوب',
  slug_characters: () => 'الرابط المختصر يحتوي على حروف إنجليزية صغيرة a-z وأرقام 0-9 فقط',
  slug_length: ({ min, max }) => `يجب أن يكون طول الرابط المختصر من ${min} إلى ${max} حرفا`,
  slug_reserved: ({ slug }) => `"${slug}" محجوز، يرجى اختيار رابط مختصر آخر`,
  slug_type_one: () => 'اكتب رابطا مختصرا بحروف a-z وأرقام، مثلا yourcafe',
  whatsapp_required: () => 'أدخل رقم واتساب',
  whatsapp_characters: () => 'رقم واتساب يحتوي على أرقام ومسافات وشرطات وأقواس فقط، مع + في أوله',
  whatsapp_not_mobile: ({ values: { local, international } }) =>
    `هذا ليس رقم هاتف عماني. اكتب أرقام الهاتف الثمانية التي تبدأ بـ 7 أو 9 (مثلا ${ltr(local)})، أو ${ltr(international)}`,
  whatsapp_country_code: ({ values: { local, international } }) =>
    `اكتب رقم هاتف عماني (مثلا ${ltr(local)})، أو رقم دولة أخرى مع + ورمز الدولة (مثلا ${ltr(international)})`,
} satisfies ProblemTexts;

export const problemTexts: Record<Lang, ProblemTexts> = { en, ar };

/** The problem's sentence in `lang`. */
export function problemText(problem: Problem, lang: Lang): string {
  const text = problemTexts[lang][problem.code] as (problem: Problem) => string;
  return text(problem);
}

/** A form's field problems as the sentences shown next to each field. */
export function fieldProblemTexts<F extends string>(
  fieldErrors: Partial<Record<F, Problem>>,
  lang: Lang,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, problem] of Object.entries(fieldErrors) as [F, Problem | undefined][]) {
    if (problem) texts[field] = problemText(problem, lang);
  }
  return texts;
}

/** problemText for a rule that returns null when the input is fine. */
export function problemTextOrNull(problem: Problem | null, lang: Lang): string | null {
  return problem ? problemText(problem, lang) : null;
}
