// What the user reads when the database refuses a write, in the screen's language. The database
// answers in English; its refusals carry a stable code the text is chosen by: the functions put it
// in the error's hint with the values it names as JSON in details
// (supabase/migrations/20261123152000_database-message-codes.sql), and a check constraint or unique
// index is known by its name in the message; failing both, the SQLSTATE or PostgREST code says what
// kind of refusal it was. Only an unknown code keeps the database's own English text.
import type { Lang } from '../../../shared/domain/i18n.ts';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '../../../shared/domain/slug.ts';
import { WHATSAPP_EXAMPLES } from '../../../shared/domain/whatsapp.ts';
import { adminDictionaries } from '../i18n/admin-text.ts';
import { problemText } from '../i18n/problem-text.ts';

/** A supabase-js (PostgREST or storage) error: the fields the text is chosen by. */
export interface BackendError {
  message: string;
  code?: string | undefined;
  details?: string | null | undefined;
  hint?: string | null | undefined;
}

type Details = Record<string, unknown>;

const THINGS = ['business', 'category', 'item'] as const;

function languageName(lang: Lang, code: unknown): string {
  const names = adminDictionaries[lang].bilingual;
  return code === 'ar' ? names.arabic : names.english;
}

const texts: Record<string, (lang: Lang, details: Details) => string> = {
  // Raised with a code in the hint.
  name_in_primary_language: (lang, { what, language }) => {
    const { database } = adminDictionaries[lang];
    const thing = THINGS.find((t) => t === what) ?? 'item';
    return database.nameInPrimary(database.thing[thing], languageName(lang, language));
  },
  names_before_primary_language: (lang, { missing, language }) =>
    adminDictionaries[lang].database.namesBeforePrimary(
      Number(missing),
      languageName(lang, language),
    ),
  order_types_none: (lang) => adminDictionaries[lang].settings.orderTypesRequired,
  order_types_invalid: (lang) => adminDictionaries[lang].database.orderTypesInvalid,
  tables_too_many: (lang) => adminDictionaries[lang].settings.tooManyTables,
  table_name_invalid: (lang) => adminDictionaries[lang].database.tableNameInvalid,
  table_name_repeated: (lang) => adminDictionaries[lang].database.tableNameRepeated,
  opening_hours_days: (lang) => adminDictionaries[lang].database.openingHours,
  opening_range_invalid: (lang) => adminDictionaries[lang].database.openingRange,
  category_not_on_menu: (lang) => adminDictionaries[lang].database.categoryNotOnMenu,
  item_not_found: (lang) => adminDictionaries[lang].menu.itemNotFound,
  options_not_list: (lang) => adminDictionaries[lang].database.notAList,
  import_not_list: (lang) => adminDictionaries[lang].database.notAList,
  import_not_own_menu: (lang) => adminDictionaries[lang].database.importNotOwnMenu,
  import_too_many: (lang) => adminDictionaries[lang].database.importTooMany,
  import_item_deleted: (lang) => adminDictionaries[lang].database.importItemDeleted,
  // The team's refusals (supabase/schemas/auth-and-accounts.sql, orders.sql).
  ...Object.fromEntries(
    (
      [
        'team_role_not_allowed',
        'team_invite_email',
        'team_already_member',
        'team_owner_or_manager',
        'hand_over_owner_only',
        'hand_over_manager_only',
        'order_status_role',
      ] as const
    ).map((code) => [code, (lang: Lang) => adminDictionaries[lang].team.refusals[code]]),
  ),
  // Paired devices (supabase/schemas/auth-and-accounts.sql).
  device_pairing_forbidden: (lang) => adminDictionaries[lang].devices.forbidden,
  device_revoke_forbidden: (lang) => adminDictionaries[lang].devices.forbidden,
  device_name_length: (lang) => adminDictionaries[lang].devices.nameLength,
  device_screen: (lang) => adminDictionaries[lang].devices.screenInvalid,
  device_limit: (lang) => adminDictionaries[lang].devices.limit,
  device_pairing_rate_limited: (lang) => adminDictionaries[lang].devices.tooManyCodes,
  // Branches (supabase/schemas/businesses.sql).
  branch_limit: (lang, { max }) =>
    max === undefined
      ? adminDictionaries[lang].branches.limitNoNumber
      : adminDictionaries[lang].branches.limit(Number(max)),
  branch_owner_only: (lang) => adminDictionaries[lang].refusals.notAllowed,
  ...Object.fromEntries(
    (
      [
        'branch_of_branch',
        'branch_parent_fixed',
        'branch_item_other_business',
        'member_branch_unknown',
        'team_of_branch',
      ] as const
    ).map((code) => [code, (lang: Lang) => adminDictionaries[lang].branches.refusals[code]]),
  ),
  // Check constraints and unique indexes, by name.
  businesses_slug_key: (lang) => adminDictionaries[lang].register.slugTaken,
  businesses_owner_id_key: (lang) => adminDictionaries[lang].database.oneBusinessPerOwner,
  businesses_slug_format: (lang) => problemText({ code: 'slug_characters' }, lang),
  businesses_slug_length: (lang) =>
    problemText({ code: 'slug_length', min: SLUG_MIN_LENGTH, max: SLUG_MAX_LENGTH }, lang),
  businesses_whatsapp_format: (lang) =>
    problemText({ code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES }, lang),
  // The business profile, old slugs and suspension.
  business_slugs_pkey: (lang) => adminDictionaries[lang].register.slugTaken,
  slugs_too_many: (lang) => adminDictionaries[lang].profile.slugsTooMany,
  // supabase/migrations/20261129110200_slug-reservations.sql
  old_slugs_too_many: (lang) => adminDictionaries[lang].profile.oldSlugsTooMany,
  suspension_superadmin_only: (lang) => adminDictionaries[lang].profile.suspension.superadminOnly,
  businesses_instagram_url_format: (lang) => adminDictionaries[lang].profile.invalid.instagram,
  businesses_tiktok_url_format: (lang) => adminDictionaries[lang].profile.invalid.tiktok,
  businesses_phone_format: (lang) => adminDictionaries[lang].profile.invalid.phone,
  businesses_map_url_format: (lang) => adminDictionaries[lang].profile.invalid.map,
  businesses_suspension_reason: (lang) => adminDictionaries[lang].profile.suspension.reasonRequired,
  categories_business_id_name_key: (lang) => adminDictionaries[lang].database.categoryNameTaken,
  categories_business_id_name_ar_key: (lang) => adminDictionaries[lang].database.categoryNameTaken,
  menu_items_price_not_negative: (lang) => problemText({ code: 'price_negative' }, lang),
  menu_items_calories_range: (lang) => adminDictionaries[lang].options.messages.calories,
  item_option_groups_name_not_blank: (lang) => adminDictionaries[lang].options.messages.groupName,
  item_option_choices_name_not_blank: (lang) => adminDictionaries[lang].options.messages.choiceName,
  item_option_groups_max_range: (lang) => adminDictionaries[lang].database.optionMaxRange,
  item_option_groups_min_le_max: (lang) => adminDictionaries[lang].database.optionMinAboveMax,
  item_option_choices_price_not_negative: (lang) => adminDictionaries[lang].database.choicePrice,
  item_option_choices_price_max: (lang) => adminDictionaries[lang].database.choicePrice,
  // The database limits (supabase/migrations/20261126190000_database-limits.sql): counts by hint, amounts
  // that are not numbers by constraint; text lengths are read from LENGTH_LIMITS below.
  items_too_many: (lang, { max }) => adminDictionaries[lang].database.itemsTooMany(Number(max)),
  // special periods and serving times.
  periods_overlap: (lang) => adminDictionaries[lang].clock.periodsOverlap,
  periods_too_many: (lang) => adminDictionaries[lang].clock.periodsTooMany,
  menu_items_available_windows_valid: (lang) => adminDictionaries[lang].clock.windowsInvalid,
  categories_available_windows_valid: (lang) => adminDictionaries[lang].clock.windowsInvalid,
  special_periods_windows_valid: (lang) => adminDictionaries[lang].clock.windowsInvalid,
  special_periods_dates_order: (lang) => adminDictionaries[lang].clock.periodNeedsDates,
  special_periods_name_not_blank: (lang) => adminDictionaries[lang].clock.periodNeedsName,
  categories_too_many: (lang, { max }) =>
    adminDictionaries[lang].database.categoriesTooMany(Number(max)),
  option_groups_too_many: (lang, { max }) =>
    adminDictionaries[lang].database.optionGroupsTooMany(Number(max)),
  option_choices_too_many: (lang, { max }) =>
    adminDictionaries[lang].database.optionChoicesTooMany(Number(max)),
  // supabase/migrations/20261129110100_option-choices-per-business.sql
  option_choices_per_business_too_many: (lang, { max }) =>
    adminDictionaries[lang].database.optionChoicesPerBusinessTooMany(Number(max)),
  storage_quota_exceeded: (lang, { quota_bytes }) =>
    adminDictionaries[lang].database.storageFull(megabytes(quota_bytes)),
  menu_items_price_finite: (lang) => problemText({ code: 'price_not_a_number' }, lang),
  businesses_delivery_fee_finite: (lang) => adminDictionaries[lang].database.amountNotNumber,
  businesses_delivery_minimum_finite: (lang) => adminDictionaries[lang].database.amountNotNumber,
  // Offers and payment (supabase/migrations/20261128110000_checkout-details.sql).
  menu_items_offer_below_price: (lang) => adminDictionaries[lang].menu.offerNotLower,
  menu_items_offer_period_order: (lang) => adminDictionaries[lang].menu.offerPeriodOrder,
  menu_items_offer_period_needs_offer: (lang) => adminDictionaries[lang].menu.offerNeedsPrice,
  menu_items_offer_period_dates: (lang) => adminDictionaries[lang].menu.offerPeriodOrder,
  businesses_payment_for_valid: (lang) => adminDictionaries[lang].database.orderTypesInvalid,
};

function megabytes(bytes: unknown): number {
  return Math.round((Number(bytes) / 1048576) * 10) / 10;
}

type Field = keyof (typeof adminDictionaries)['en']['database']['field'];

/** The length check constraints: the field they bound and their maximum (characters). */
const LENGTH_LIMITS: Record<string, [Field, number]> = {
  businesses_name_length: ['name', 120],
  businesses_name_ar_length: ['name', 120],
  businesses_category_length: ['category', 80],
  businesses_description_length: ['description', 2000],
  businesses_description_ar_length: ['description', 2000],
  businesses_headline_length: ['headline', 160],
  businesses_headline_ar_length: ['headline', 160],
  businesses_email_length: ['email', 320],
  businesses_banner_url_length: ['address', 2048],
  businesses_opening_hours_size: ['openingHours', 4000],
  categories_name_length: ['name', 120],
  categories_name_ar_length: ['name', 120],
  menu_items_name_length: ['name', 120],
  menu_items_name_ar_length: ['name', 120],
  menu_items_description_length: ['description', 2000],
  menu_items_description_ar_length: ['description', 2000],
  menu_items_image_url_length: ['address', 2048],
  menu_items_image_path_length: ['address', 1024],
  item_option_groups_name_length: ['name', 120],
  item_option_groups_name_ar_length: ['name', 120],
  item_option_choices_name_length: ['name', 120],
  item_option_choices_name_ar_length: ['name', 120],
};

for (const [constraint, [field, max]] of Object.entries(LENGTH_LIMITS)) {
  texts[constraint] = (lang) => {
    const { database } = adminDictionaries[lang];
    return database.tooLong(database.field[field], max);
  };
}

// The kind of refusal, by SQLSTATE (Postgres) or PostgREST's own code, when nothing more exact is known.
const byErrorCode: Record<string, (lang: Lang) => string> = {
  '42501': (lang) => adminDictionaries[lang].refusals.notAllowed,
  '23505': (lang) => adminDictionaries[lang].refusals.alreadyExists,
  '23503': (lang) => adminDictionaries[lang].refusals.missingReference,
  '23514': (lang) => adminDictionaries[lang].refusals.checkFailed,
  '23502': (lang) => adminDictionaries[lang].refusals.required,
  '22001': (lang) => adminDictionaries[lang].refusals.tooLong,
  '22P02': (lang) => adminDictionaries[lang].refusals.invalidValue,
  '22023': (lang) => adminDictionaries[lang].refusals.invalidValue,
  '57014': (lang) => adminDictionaries[lang].refusals.tooSlow,
  PGRST116: (lang) => adminDictionaries[lang].refusals.notFound,
  PGRST301: (lang) => adminDictionaries[lang].refusals.sessionEnded,
  PGRST303: (lang) => adminDictionaries[lang].refusals.sessionEnded,
};

/** The exact code a refusal is translated by (a hint or a constraint's name), or null. */
export function databaseCode(error: BackendError): string | null {
  if (error.hint && Object.hasOwn(texts, error.hint)) return error.hint;
  const constraint = /constraint "([a-z0-9_]+)"/.exec(error.message)?.[1];
  return constraint && Object.hasOwn(texts, constraint) ? constraint : null;
}

/** The SQLSTATE or PostgREST code a refusal is translated by when it has no exact one, or null. */
export function refusalKind(error: BackendError): string | null {
  return error.code && Object.hasOwn(byErrorCode, error.code) ? error.code : null;
}

function parseDetails(details: string | null | undefined): Details {
  try {
    const parsed: unknown = JSON.parse(details ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Details) : {};
  } catch {
    return {};
  }
}

/** The refusal in the given language; unknown ones as the database said. */
export function databaseMessage(error: BackendError, lang: Lang): string {
  const code = databaseCode(error);
  if (code !== null) return texts[code]!(lang, parseDetails(error.details));
  const kind = refusalKind(error);
  return kind === null ? error.message : byErrorCode[kind]!(lang);
}
