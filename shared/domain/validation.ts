// Every rule and message of SPEC.md section 5, as the functions the forms call. Messages are the
// product's wording, kept word for word in English, with their Arabic pair; validators take the
// language of the screen (English by default) and return null when the input is fine.

import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';
import { parsePrice } from './price-input.ts';
import { validateSlug } from './slug.ts';
import { normalizeWhatsapp, type WhatsappProblem } from './whatsapp.ts';

/** SPEC.md wording, word for word (section 5, plus the two confirmations it lists). */
export const validationMessages = {
  requiredFields: 'Please fill all required fields',
  mustBeLoggedIn: 'You must be logged in to register your business',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 6 characters long.',
  categoryName: 'Enter category name',
  itemRequired: 'Required fields missing',
  imageOnly: 'Only image files are accepted',
  confirmDeleteCategory: 'Delete this category? Items become Uncategorized.',
  confirmDeleteItem: 'Delete this item?',
} as const;

/** validationMessages in each language; the English ones are SPEC.md's. */
export const validationText: Record<Lang, Record<keyof typeof validationMessages, string>> = {
  en: validationMessages,
  ar: {
    requiredFields: 'يرجى تعبئة جميع الحقول المطلوبة',
    mustBeLoggedIn: 'يجب تسجيل الدخول لتسجيل نشاطك التجاري',
    email: 'يرجى إدخال بريد إلكتروني صحيح.',
    password: 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
    categoryName: 'أدخل اسم الفئة',
    itemRequired: 'الحقول المطلوبة ناقصة',
    imageOnly: 'يُقبل ملفات الصور فقط',
    confirmDeleteCategory: 'حذف هذه الفئة؟ ستصبح أصنافها غير مصنفة.',
    confirmDeleteItem: 'حذف هذا الصنف؟',
  },
};

/** Per-field notes for inline errors; our wording, as SPEC.md gives none. */
export const fieldMessages = {
  required: 'This field is required',
  imageRequired: 'Choose an image for the new item',
  people: 'Number of people must be between 1 and 50',
  phone: 'Please enter a valid phone number.',
  date: 'Please choose a date.',
  time: 'Please choose a time.',
} as const;

export const fieldText: Record<Lang, Record<keyof typeof fieldMessages, string>> = {
  en: fieldMessages,
  ar: {
    required: 'هذا الحقل مطلوب',
    imageRequired: 'اختر صورة للصنف الجديد',
    people: 'يجب أن يكون عدد الأشخاص بين 1 و50',
    phone: 'يرجى إدخال رقم هاتف صحيح.',
    date: 'يرجى اختيار التاريخ.',
    time: 'يرجى اختيار الوقت.',
  },
};

export const PASSWORD_MIN_LENGTH = 6;

export type Validated<T, F extends string> =
  { ok: true; value: T } | { ok: false; message: string; fieldErrors: Partial<Record<F, string>> };

/** The login email as sent to the backend: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC.md: the email must contain an @. We also want something on each side of it. */
export function validateEmail(email: string, lang: Lang = 'en'): string | null {
  return /^[^\s@]+@[^\s@]+$/.test(normalizeEmail(email)) ? null : validationText[lang].email;
}

export function validatePassword(password: string, lang: Lang = 'en'): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : validationText[lang].password;
}

/** Log in and sign up: the first problem, email before password, as the form shows one toast. */
export function validateCredentials(
  email: string,
  password: string,
  lang: Lang = 'en',
): string | null {
  return validateEmail(email, lang) ?? validatePassword(password, lang);
}

export function validateCategoryName(name: string, lang: Lang = 'en'): string | null {
  return name.trim() === '' ? validationText[lang].categoryName : null;
}

export interface RegistrationInput {
  name: string;
  category: string;
  description: string;
  whatsapp: string;
  slug: string;
  /** The Arabic name and description; the primary language's pair is the required one. */
  nameAr?: string;
  descriptionAr?: string;
  /** The business's primary language (English when not given). */
  primary?: Lang;
}
export type RegistrationField = Exclude<keyof RegistrationInput, 'primary'>;
export type RegistrationValue = Required<RegistrationInput>;

/**
 * The business registration form. Name, whatsapp and slug are required by SPEC.md and category and
 * description are marked required in the form, so all five blank ones give 'Please fill all required
 * fields'. Name and description are required in the primary language (the other may stay blank and
 * falls back to it). The value holds trimmed text and the WhatsApp number as digits with its
 * country code; a refused number is told by the face's own dictionary (whatsappMessage).
 */
export function validateRegistration(
  input: RegistrationInput,
  lang: Lang,
  whatsappMessage: (problem: WhatsappProblem) => string,
): Validated<RegistrationValue, RegistrationField> {
  const value: RegistrationValue = {
    name: input.name.trim(),
    nameAr: (input.nameAr ?? '').trim(),
    category: input.category.trim(),
    description: input.description.trim(),
    descriptionAr: (input.descriptionAr ?? '').trim(),
    whatsapp: input.whatsapp.trim(),
    slug: input.slug.trim(),
    primary: input.primary ?? 'en',
  };
  const texts: RegistrationField[] =
    value.primary === 'ar' ? ['nameAr', 'descriptionAr'] : ['name', 'description'];
  const blank = requiredErrors(value, [texts[0]!, 'category', texts[1]!, 'whatsapp', 'slug'], lang);
  if (blank) return { ok: false, message: validationText[lang].requiredFields, fieldErrors: blank };
  const whatsapp = normalizeWhatsapp(value.whatsapp);
  if (!whatsapp.ok) {
    const message = whatsappMessage(whatsapp.problem);
    return { ok: false, message, fieldErrors: { whatsapp: message } };
  }
  const slugError = validateSlug(value.slug, lang);
  if (slugError) return { ok: false, message: slugError, fieldErrors: { slug: slugError } };
  return { ok: true, value: { ...value, whatsapp: whatsapp.digits } };
}

/** 'image/...' MIME types; SPEC.md: only image files are accepted for banners and menu photos. */
export function isImageFile(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type.trim());
}

/** null when the file may be uploaded, otherwise 'Only image files are accepted'. */
export function validateImageFile(type: string, lang: Lang = 'en'): string | null {
  return isImageFile(type) ? null : validationText[lang].imageOnly;
}

/** An item's names, descriptions and price as typed: the part every item editor has. */
export interface ItemTextsInput {
  name: string;
  description?: string;
  /** The Arabic name and description (blank when the business shows the English ones). */
  nameAr?: string;
  descriptionAr?: string;
  /** The business's primary language, whose name is required (English when not given). */
  primary?: Lang;
  /** The price field's text, parsed by parsePrice (Arabic digits and "," allowed). */
  price: string;
}
export type ItemTextsField = 'name' | 'nameAr' | 'price';

export interface ItemTextsValue {
  name: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
  priceBaisa: number;
}

export interface MenuItemInput extends ItemTextsInput {
  /** '' when no category is chosen. */
  categoryId: string;
  /** Whether a file is chosen (add mode needs one; edit mode keeps the old image). */
  hasImage: boolean;
  /** The chosen file's MIME type, when there is one. */
  imageType?: string;
  mode: 'add' | 'edit';
}
export type MenuItemField = ItemTextsField | 'categoryId' | 'image';

export interface MenuItemValue extends ItemTextsValue {
  categoryId: string;
}

/** The blank required texts: the name in the primary language and the price. */
function blankItemTexts(
  input: ItemTextsInput,
  lang: Lang,
): Partial<Record<ItemTextsField, string>> {
  const field = fieldText[lang];
  const fieldErrors: Partial<Record<ItemTextsField, string>> = {};
  const nameField = input.primary === 'ar' ? 'nameAr' : 'name';
  if ((input[nameField] ?? '').trim() === '') fieldErrors[nameField] = field.required;
  if (input.price.trim() === '') fieldErrors.price = field.required;
  return fieldErrors;
}

/**
 * An item's names, descriptions and price, as the owner's item form and the superadmin's item
 * editor check them: 'Required fields missing' for a blank primary name or price, then the price's
 * own message. The value holds trimmed texts and the price in baisa.
 */
export function validateItemTexts(
  input: ItemTextsInput,
  lang: Lang = 'en',
): Validated<ItemTextsValue, ItemTextsField> {
  const fieldErrors = blankItemTexts(input, lang);
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: validationText[lang].itemRequired, fieldErrors };
  }
  const price = parsePrice(input.price, lang);
  if (!price.ok)
    return { ok: false, message: price.message, fieldErrors: { price: price.message } };
  return {
    ok: true,
    value: {
      name: input.name.trim(),
      description: (input.description ?? '').trim(),
      nameAr: (input.nameAr ?? '').trim(),
      descriptionAr: (input.descriptionAr ?? '').trim(),
      priceBaisa: price.baisa,
    },
  };
}

/** The Add New Menu Item / Edit Menu Item form: the texts and price plus category and image. */
export function validateMenuItem(
  input: MenuItemInput,
  lang: Lang = 'en',
): Validated<MenuItemValue, MenuItemField> {
  const field = fieldText[lang];
  // Every blank required field at once, before any other message.
  const fieldErrors: Partial<Record<MenuItemField, string>> = blankItemTexts(input, lang);
  if (input.categoryId === '') fieldErrors.categoryId = field.required;
  if (input.mode === 'add' && !input.hasImage) fieldErrors.image = field.imageRequired;
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: validationText[lang].itemRequired, fieldErrors };
  }
  if (input.hasImage && input.imageType !== undefined && !isImageFile(input.imageType)) {
    const message = validationText[lang].imageOnly;
    return { ok: false, message, fieldErrors: { image: message } };
  }
  const texts = validateItemTexts(input, lang);
  if (!texts.ok) return texts;
  return { ok: true, value: { ...texts.value, categoryId: input.categoryId } };
}

export const SORT_FIELDS = ['name', 'price', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** SPEC.md: sort is limited to name, price, created_at; anything else (e.g. from a URL) is name. */
export function normalizeSort(field: unknown): SortField {
  return SORT_FIELDS.find((allowed) => allowed === field) ?? 'name';
}

/** asc or desc; anything else is asc. */
export function normalizeDirection(direction: unknown): SortDirection {
  return direction === 'desc' ? 'desc' : 'asc';
}

export interface ReservationInput {
  name: string;
  phone: string;
  email: string;
  /** The number field's text. */
  people: string;
  /** yyyy-mm-dd, as an <input type="date"> gives it. */
  date: string;
  /** HH:MM, as an <input type="time"> gives it. */
  time: string;
}
export type ReservationField = keyof ReservationInput;

export interface ReservationValue {
  name: string;
  phone: string;
  email: string;
  people: number;
  date: string;
  time: string;
}

/** The landing page's reservation form: all six fields required, 1 to 50 people. */
export function validateReservation(
  input: ReservationInput,
  lang: Lang = 'en',
): Validated<ReservationValue, ReservationField> {
  const text: ReservationInput = {
    name: input.name.trim(),
    phone: toAsciiDigits(input.phone).trim(),
    email: normalizeEmail(input.email),
    people: toAsciiDigits(input.people).trim(),
    date: input.date.trim(),
    time: input.time.trim(),
  };
  const blank = requiredErrors(text, ['name', 'phone', 'email', 'people', 'date', 'time'], lang);
  if (blank) return { ok: false, message: validationText[lang].requiredFields, fieldErrors: blank };
  const field = fieldText[lang];
  const fieldErrors: Partial<Record<ReservationField, string>> = {};
  const phoneDigits = text.phone.replace(/\D/g, '');
  if (!/^\+?[\d\s().-]+$/.test(text.phone) || phoneDigits.length < 7 || phoneDigits.length > 15) {
    fieldErrors.phone = field.phone;
  }
  const emailError = validateEmail(text.email, lang);
  if (emailError) fieldErrors.email = emailError;
  const people = Number(text.people);
  if (!/^\d+$/.test(text.people) || people < 1 || people > 50) fieldErrors.people = field.people;
  if (!isCalendarDate(text.date)) fieldErrors.date = field.date;
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text.time)) fieldErrors.time = field.time;
  const first = Object.values(fieldErrors)[0];
  if (first !== undefined) return { ok: false, message: first, fieldErrors };
  return { ok: true, value: { ...text, people } };
}

// A blank-field map, or null when every listed field has text.
function requiredErrors<F extends string>(
  value: Record<F, string>,
  fields: readonly F[],
  lang: Lang,
): Partial<Record<F, string>> | null {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) if (value[field] === '') errors[field] = fieldText[lang].required;
  return Object.keys(errors).length > 0 ? errors : null;
}

// yyyy-mm-dd that exists on the calendar (no 2025-02-30).
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
