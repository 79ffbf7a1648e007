// Every rule and message of SPEC.md section 5, as the functions the forms call. Messages are the
// product's wording, kept word for word; validators return null when the input is fine.

import { toAsciiDigits } from './digits.ts';
import { normalizeWhatsapp } from './order-message.ts';
import { parsePrice } from './money.ts';
import { validateSlug } from './slug.ts';

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

/** Per-field notes for inline errors; our wording, as SPEC.md gives none. */
export const fieldMessages = {
  required: 'This field is required',
  imageRequired: 'Choose an image for the new item',
  people: 'Number of people must be between 1 and 50',
  phone: 'Please enter a valid phone number.',
  date: 'Please choose a date.',
  time: 'Please choose a time.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

export type Validated<T, F extends string> =
  { ok: true; value: T } | { ok: false; message: string; fieldErrors: Partial<Record<F, string>> };

/** The login email as sent to the backend: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC.md: the email must contain an @. We also want something on each side of it. */
export function validateEmail(email: string): string | null {
  return /^[^\s@]+@[^\s@]+$/.test(normalizeEmail(email)) ? null : validationMessages.email;
}

export function validatePassword(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : validationMessages.password;
}

/** Log in and sign up: the first problem, email before password, as the form shows one toast. */
export function validateCredentials(email: string, password: string): string | null {
  return validateEmail(email) ?? validatePassword(password);
}

export function validateCategoryName(name: string): string | null {
  return name.trim() === '' ? validationMessages.categoryName : null;
}

export interface RegistrationInput {
  name: string;
  category: string;
  description: string;
  whatsapp: string;
  slug: string;
}
export type RegistrationField = keyof RegistrationInput;

/**
 * The business registration form. Name, whatsapp and slug are required by SPEC.md and category and
 * description are marked required in the form, so all five blank ones give 'Please fill all required
 * fields'. The value holds trimmed text and the WhatsApp number as digits.
 */
export function validateRegistration(
  input: RegistrationInput,
): Validated<RegistrationInput, RegistrationField> {
  const value: RegistrationInput = {
    name: input.name.trim(),
    category: input.category.trim(),
    description: input.description.trim(),
    whatsapp: input.whatsapp.trim(),
    slug: input.slug.trim(),
  };
  const blank = requiredErrors(value, ['name', 'category', 'description', 'whatsapp', 'slug']);
  if (blank) return { ok: false, message: validationMessages.requiredFields, fieldErrors: blank };
  const whatsapp = normalizeWhatsapp(value.whatsapp);
  if (!whatsapp.ok) {
    return { ok: false, message: whatsapp.message, fieldErrors: { whatsapp: whatsapp.message } };
  }
  const slugError = validateSlug(value.slug);
  if (slugError) return { ok: false, message: slugError, fieldErrors: { slug: slugError } };
  return { ok: true, value: { ...value, whatsapp: whatsapp.digits } };
}

/** 'image/...' MIME types; SPEC.md: only image files are accepted for banners and menu photos. */
export function isImageFile(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type.trim());
}

/** null when the file may be uploaded, otherwise 'Only image files are accepted'. */
export function validateImageFile(type: string): string | null {
  return isImageFile(type) ? null : validationMessages.imageOnly;
}

export interface MenuItemInput {
  name: string;
  description?: string;
  /** The price field's text, parsed by parsePrice (Arabic digits and "," allowed). */
  price: string;
  /** '' when no category is chosen. */
  categoryId: string;
  /** Whether a file is chosen (add mode needs one; edit mode keeps the old image). */
  hasImage: boolean;
  /** The chosen file's MIME type, when there is one. */
  imageType?: string;
  mode: 'add' | 'edit';
}
export type MenuItemField = 'name' | 'price' | 'categoryId' | 'image';

export interface MenuItemValue {
  name: string;
  description: string;
  priceBaisa: number;
  categoryId: string;
}

/** The Add New Menu Item / Edit Menu Item form. */
export function validateMenuItem(input: MenuItemInput): Validated<MenuItemValue, MenuItemField> {
  const name = input.name.trim();
  const fieldErrors: Partial<Record<MenuItemField, string>> = {};
  if (name === '') fieldErrors.name = fieldMessages.required;
  if (input.price.trim() === '') fieldErrors.price = fieldMessages.required;
  if (input.categoryId === '') fieldErrors.categoryId = fieldMessages.required;
  if (input.mode === 'add' && !input.hasImage) fieldErrors.image = fieldMessages.imageRequired;
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: validationMessages.itemRequired, fieldErrors };
  }
  if (input.hasImage && input.imageType !== undefined && !isImageFile(input.imageType)) {
    const message = validationMessages.imageOnly;
    return { ok: false, message, fieldErrors: { image: message } };
  }
  const price = parsePrice(input.price);
  if (!price.ok)
    return { ok: false, message: price.message, fieldErrors: { price: price.message } };
  return {
    ok: true,
    value: {
      name,
      description: (input.description ?? '').trim(),
      priceBaisa: price.baisa,
      categoryId: input.categoryId,
    },
  };
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
  if (blank) return { ok: false, message: validationMessages.requiredFields, fieldErrors: blank };
  const fieldErrors: Partial<Record<ReservationField, string>> = {};
  const phoneDigits = text.phone.replace(/\D/g, '');
  if (!/^\+?[\d\s().-]+$/.test(text.phone) || phoneDigits.length < 7 || phoneDigits.length > 15) {
    fieldErrors.phone = fieldMessages.phone;
  }
  if (validateEmail(text.email)) fieldErrors.email = validationMessages.email;
  const people = Number(text.people);
  if (!/^\d+$/.test(text.people) || people < 1 || people > 50)
    fieldErrors.people = fieldMessages.people;
  if (!isCalendarDate(text.date)) fieldErrors.date = fieldMessages.date;
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text.time))
    fieldErrors.time = fieldMessages.time;
  const first = Object.values(fieldErrors)[0];
  if (first !== undefined) return { ok: false, message: first, fieldErrors };
  return { ok: true, value: { ...text, people } };
}

// A blank-field map, or null when every listed field has text.
function requiredErrors<F extends string>(
  value: Record<F, string>,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) if (value[field] === '') errors[field] = fieldMessages.required;
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
