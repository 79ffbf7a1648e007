// Every rule of docs/guide/product.md section 5, as the functions the forms call. A refusal is a code with the
// values its message names (problems.ts); each face says it in the screen's language in one place
// (the admin's is admin/lib/i18n/problem-text.ts, with docs/guide/product.md section 5's wording word for word).

import type { ProfileLinkField } from './business-profile.ts';
import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';
import { parsePrice } from './price-input.ts';
import type { Problem } from './problems.ts';
import { validateSlug } from './slug.ts';
import { normalizeWhatsapp } from './whatsapp.ts';

// The list's sort rules live in sort.ts (no imports), which the admin's early read loads on its own.
export { SORT_FIELDS, normalizeDirection, normalizeSort } from './sort.ts';
export type { SortDirection, SortField } from './sort.ts';

/** Why a form's field or the whole form was refused; the codes of the rules in this file. */
export type FormProblem =
  /** The toast when required fields of a business form are blank: 'Please fill all required fields'. */
  | { code: 'required_fields' }
  /** The toast when an item's required fields are blank: 'Required fields missing'. */
  | { code: 'item_required' }
  /** A blank required field, next to it. */
  | { code: 'field_required' }
  /** A new item without an image. */
  | { code: 'image_required' }
  | { code: 'email_invalid' }
  | { code: 'password_too_short'; min: number }
  | { code: 'category_name_required' }
  /** A chosen file that is not an image. */
  | { code: 'image_only' }
  | { code: 'people_range'; min: number; max: number }
  | { code: 'phone_invalid' }
  | { code: 'date_invalid' }
  | { code: 'time_invalid' }
  /** A business profile link (Instagram, TikTok, phone, map) that business-profile.ts refuses. */
  | { code: 'link_invalid'; field: ProfileLinkField };

export const PASSWORD_MIN_LENGTH = 6;
/** How many people a reservation may be for. */
export const PEOPLE_MIN = 1;
export const PEOPLE_MAX = 50;

const REQUIRED: Problem = { code: 'field_required' };

export type Validated<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; problem: Problem; fieldErrors: Partial<Record<F, Problem>> };

/** The login email as sent to the backend: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** docs/guide/product.md section 5: the email must contain an @. We also want something on each side of it. */
export function validateEmail(email: string): Problem | null {
  return /^[^\s@]+@[^\s@]+$/.test(normalizeEmail(email)) ? null : { code: 'email_invalid' };
}

export function validatePassword(password: string): Problem | null {
  return password.length >= PASSWORD_MIN_LENGTH
    ? null
    : { code: 'password_too_short', min: PASSWORD_MIN_LENGTH };
}

/** Log in and sign up: the first problem, email before password, as the form shows one toast. */
export function validateCredentials(email: string, password: string): Problem | null {
  return validateEmail(email) ?? validatePassword(password);
}

export function validateCategoryName(name: string): Problem | null {
  return name.trim() === '' ? { code: 'category_name_required' } : null;
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
 * The business registration form. Name, whatsapp and slug are required by docs/guide/product.md section 5 and category and
 * description are marked required in the form, so all five blank ones give 'Please fill all required
 * fields'. Name and description are required in the primary language (the other may stay blank and
 * falls back to it). The value holds trimmed text and the WhatsApp number as digits with its
 * country code.
 */
export function validateRegistration(
  input: RegistrationInput,
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
  const blank = requiredErrors(value, [texts[0]!, 'category', texts[1]!, 'whatsapp', 'slug']);
  if (blank) return { ok: false, problem: { code: 'required_fields' }, fieldErrors: blank };
  const whatsapp = normalizeWhatsapp(value.whatsapp);
  if (!whatsapp.ok) {
    const problem = whatsapp.problem;
    return { ok: false, problem, fieldErrors: { whatsapp: problem } };
  }
  const slugError = validateSlug(value.slug);
  if (slugError) return { ok: false, problem: slugError, fieldErrors: { slug: slugError } };
  return { ok: true, value: { ...value, whatsapp: whatsapp.digits } };
}

/** 'image/...' MIME types; docs/guide/product.md section 5: only image files are accepted for banners and menu photos. */
export function isImageFile(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type.trim());
}

/** null when the file may be uploaded, otherwise image_only ('Only image files are accepted'). */
export function validateImageFile(type: string): Problem | null {
  return isImageFile(type) ? null : { code: 'image_only' };
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
function blankItemTexts(input: ItemTextsInput): Partial<Record<ItemTextsField, Problem>> {
  const fieldErrors: Partial<Record<ItemTextsField, Problem>> = {};
  const nameField = input.primary === 'ar' ? 'nameAr' : 'name';
  if ((input[nameField] ?? '').trim() === '') fieldErrors[nameField] = REQUIRED;
  if (input.price.trim() === '') fieldErrors.price = REQUIRED;
  return fieldErrors;
}

/**
 * An item's names, descriptions and price, as the owner's item form and the superadmin's item
 * editor check them: 'Required fields missing' for a blank primary name or price, then the price's
 * own message. The value holds trimmed texts and the price in baisa.
 */
export function validateItemTexts(
  input: ItemTextsInput,
): Validated<ItemTextsValue, ItemTextsField> {
  const fieldErrors = blankItemTexts(input);
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, problem: { code: 'item_required' }, fieldErrors };
  }
  const price = parsePrice(input.price);
  if (!price.ok)
    return { ok: false, problem: price.problem, fieldErrors: { price: price.problem } };
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
export function validateMenuItem(input: MenuItemInput): Validated<MenuItemValue, MenuItemField> {
  // Every blank required field at once, before any other message.
  const fieldErrors: Partial<Record<MenuItemField, Problem>> = blankItemTexts(input);
  if (input.categoryId === '') fieldErrors.categoryId = REQUIRED;
  if (input.mode === 'add' && !input.hasImage) fieldErrors.image = { code: 'image_required' };
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, problem: { code: 'item_required' }, fieldErrors };
  }
  if (input.hasImage && input.imageType !== undefined && !isImageFile(input.imageType)) {
    const problem: Problem = { code: 'image_only' };
    return { ok: false, problem, fieldErrors: { image: problem } };
  }
  const texts = validateItemTexts(input);
  if (!texts.ok) return texts;
  return { ok: true, value: { ...texts.value, categoryId: input.categoryId } };
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
): Validated<ReservationValue, ReservationField> {
  const text: ReservationInput = {
    name: input.name.trim(),
    phone: toAsciiDigits(input.phone).trim(),
    email: normalizeEmail(input.email),
    people: toAsciiDigits(input.people).trim(),
    date: input.date.trim(),
    time: input.time.trim(),
  };
  const blank = requiredErrors(text, ['name', 'phone', 'email', 'people', 'date', 'time']);
  if (blank) return { ok: false, problem: { code: 'required_fields' }, fieldErrors: blank };
  const fieldErrors: Partial<Record<ReservationField, Problem>> = {};
  const phoneDigits = text.phone.replace(/\D/g, '');
  if (!/^\+?[\d\s().-]+$/.test(text.phone) || phoneDigits.length < 7 || phoneDigits.length > 15) {
    fieldErrors.phone = { code: 'phone_invalid' };
  }
  const emailError = validateEmail(text.email);
  if (emailError) fieldErrors.email = emailError;
  const people = Number(text.people);
  if (!/^\d+$/.test(text.people) || people < PEOPLE_MIN || people > PEOPLE_MAX) {
    fieldErrors.people = { code: 'people_range', min: PEOPLE_MIN, max: PEOPLE_MAX };
  }
  if (!isCalendarDate(text.date)) fieldErrors.date = { code: 'date_invalid' };
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text.time)) {
    fieldErrors.time = { code: 'time_invalid' };
  }
  const first = Object.values(fieldErrors)[0];
  if (first !== undefined) return { ok: false, problem: first, fieldErrors };
  return { ok: true, value: { ...text, people } };
}

// A blank-field map, or null when every listed field has text.
function requiredErrors<F extends string>(
  value: Record<F, string>,
  fields: readonly F[],
): Partial<Record<F, Problem>> | null {
  const errors: Partial<Record<F, Problem>> = {};
  for (const field of fields) if (value[field] === '') errors[field] = REQUIRED;
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
