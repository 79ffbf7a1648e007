// The menu as a spreadsheet: one row per item, the columns below (docs/guide/owner-features.md "Import and export a
// menu"). Used by the export and, through import-plan.ts, by the import.
import { baisaFromNumber, formatAmount } from '../../../../shared/domain/money.ts';
import type { Category, MenuItem } from '../api/types.ts';
import { draftsFrom } from './option-drafts.ts';
import { formatOptionsText } from './options-text.ts';

export const CSV_COLUMNS = [
  'category',
  'category_ar',
  'name',
  'name_ar',
  'description',
  'description_ar',
  'price',
  'options',
  'sold_out',
  'hidden',
  'image_url',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/u;
// A spreadsheet that splits on another separator (Excel with ";" in many locales, "," elsewhere)
// starts a new cell after it, so a formula character there is as dangerous as at the start.
const FORMULA_AFTER_SEPARATOR = /([;,][^\S\t\r]*)(?=[=+\-@\t\r])/gu;
const NEUTRALIZED_AFTER_SEPARATOR = /([;,][^\S\t\r]*)'(?=[=+\-@\t\r])/gu;

/**
 * A cell a spreadsheet shows as text: a leading apostrophe before a formula character, at the
 * start and after every "," or ";".
 */
export function neutralizeCell(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** Undoes neutralizeCell, so an exported file imports as it was. */
export function restoreCell(value: string): string {
  const start =
    value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
  return start.replace(NEUTRALIZED_AFTER_SEPARATOR, '$1');
}

export const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'نعم']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'لا', '']);

/** "yes"/"no" (also true/false, 1/0, نعم/لا; empty is no), or null for anything else. */
export function parseYesNo(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  return FALSE_WORDS.has(word) ? false : null;
}

/** The cells of one item as the export writes them (before neutralizeCell). */
export function itemRecord(item: MenuItem): CsvRecord {
  return {
    category: item.category_name ?? '',
    category_ar: item.category_name_ar ?? '',
    name: item.name,
    name_ar: item.name_ar,
    description: item.description ?? '',
    description_ar: item.description_ar ?? '',
    price: formatAmount(baisaFromNumber(item.price)),
    options: formatOptionsText(draftsFrom(item.option_groups)),
    sold_out: yesNo(item.sold_out),
    hidden: yesNo(item.hidden),
    image_url: item.image_url ?? '',
  };
}

/** Items in the owner's order: categories as sorted, uncategorized last, then each item's place. */
export function sortForExport(items: readonly MenuItem[], categories: readonly Category[]) {
  const place = new Map(categories.map((category, index) => [category.id, index]));
  const rank = (item: MenuItem) =>
    item.category_id === null ? categories.length : (place.get(item.category_id) ?? -1);
  return [...items].sort((a, b) => rank(a) - rank(b) || a.sort_order - b.sort_order);
}

/** The header and one row per item, every cell safe to open in a spreadsheet. */
export function exportTable(
  items: readonly MenuItem[],
  categories: readonly Category[],
): string[][] {
  const rows = sortForExport(items, categories).map((item) => {
    const record = itemRecord(item);
    return CSV_COLUMNS.map((column) => neutralizeCell(record[column]));
  });
  return [[...CSV_COLUMNS], ...rows];
}
