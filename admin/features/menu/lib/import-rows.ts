// Reading the rows of an import: the columns by their header names, and each row checked into
// what import_menu takes, or the problem that leaves it out (in the owner's words: import-messages).
import { isBadge, type Badge } from '../../../../shared/domain/badges.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import { parsePrice } from '../../../../shared/domain/price-input.ts';
import { CSV_COLUMNS, parseYesNo, restoreCell, type CsvRecord } from './menu-csv.ts';
import {
  checkOptionDrafts,
  parseCalories,
  type OptionGroupInput,
  type OptionMessages,
} from './option-drafts.ts';
import { parseOptionsText } from './options-text.ts';

/** One item as import_menu(business_id, items) takes it. */
export interface ImportItem {
  /** The existing item to update; absent for a new one. */
  id?: string;
  category: string;
  category_ar: string;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  /** OMR, as inserts send prices. */
  price: number;
  sold_out: boolean;
  hidden: boolean;
  /** null keeps the item's image (an empty cell). */
  image_url: string | null;
  /** null keeps the item's options as they are. */
  options: OptionGroupInput[] | null;
  /** Only when the file has the column (the JSON export does); absent keeps the item's. */
  badges?: Badge[];
  calories?: number | null;
}

/** Columns the CSV export leaves out but an import reads when present (the JSON export has them). */
export const EXTRA_COLUMNS = ['badges', 'calories'] as const;
type ImportRecord = CsvRecord & Partial<Record<(typeof EXTRA_COLUMNS)[number], string>>;

export type RowProblem =
  | {
      row: number;
      code: 'name' | 'category-name' | 'price' | 'image' | 'options-shape' | 'badges' | 'calories';
    }
  | { row: number; code: 'flag'; column: 'sold_out' | 'hidden' }
  | { row: number; code: 'options'; detail: string }
  | { row: number; code: 'duplicate'; firstRow: number };

/** Names compare trimmed and ignoring case. */
export const fold = (text: string) => text.trim().toLocaleLowerCase();

export type Table = readonly (readonly string[])[];

/**
 * The rows with a value (blank lines left out) with their spreadsheet row numbers, or null when
 * the header lacks the needed columns.
 */
export function recordsOf(table: Table): { row: number; record: ImportRecord }[] | null {
  const [header = [], ...rows] = table;
  const index = new Map(header.map((cell, i) => [fold(restoreCell(cell)), i]));
  if (!index.has('price') || !(index.has('name') || index.has('name_ar'))) return null;
  return rows
    .map((cells, i) => {
      const cell = (at: number) => restoreCell(cells[at] ?? '').trim();
      const record = Object.fromEntries([
        ...CSV_COLUMNS.map((column) => {
          const at = index.get(column);
          return [column, at === undefined ? '' : cell(at)];
        }),
        ...EXTRA_COLUMNS.flatMap((column) => {
          const at = index.get(column);
          return at === undefined ? [] : [[column, cell(at)]];
        }),
      ]) as ImportRecord;
      // Spreadsheet rows count from 1 and the header is row 1.
      return { row: i + 2, record };
    })
    .filter(({ record }) => Object.values(record).some((value) => value !== ''));
}

export type Checked = { ok: true; item: ImportItem } | { ok: false; problem: RowProblem };

/** The optional badges and calories cells, or the problem with them. */
function checkExtras(
  row: number,
  r: ImportRecord,
): Checked | Pick<ImportItem, 'badges' | 'calories'> {
  const extras: Pick<ImportItem, 'badges' | 'calories'> = {};
  if (r.badges !== undefined) {
    const words = r.badges.split(/[\s,;]+/u).filter((word) => word !== '');
    if (!words.every(isBadge)) return { ok: false, problem: { row, code: 'badges' } };
    extras.badges = [...new Set(words)];
  }
  if (r.calories !== undefined) {
    const calories = parseCalories(r.calories);
    if (!calories.ok) return { ok: false, problem: { row, code: 'calories' } };
    extras.calories = calories.value;
  }
  return extras;
}

export function checkRow(
  row: number,
  r: ImportRecord,
  primary: Lang,
  optionMessages: OptionMessages,
): Checked {
  const primaryName = primary === 'ar' ? r.name_ar : r.name;
  if (!primaryName) return { ok: false, problem: { row, code: 'name' } };
  const primaryCategory = primary === 'ar' ? r.category_ar : r.category;
  if (!primaryCategory && (r.category || r.category_ar)) {
    return { ok: false, problem: { row, code: 'category-name' } };
  }
  const price = parsePrice(r.price);
  if (!price.ok) return { ok: false, problem: { row, code: 'price' } };
  const soldOut = parseYesNo(r.sold_out);
  if (soldOut === null) return { ok: false, problem: { row, code: 'flag', column: 'sold_out' } };
  const hidden = parseYesNo(r.hidden);
  if (hidden === null) return { ok: false, problem: { row, code: 'flag', column: 'hidden' } };
  if (r.image_url && !/^https?:\/\/\S+$/iu.test(r.image_url)) {
    return { ok: false, problem: { row, code: 'image' } };
  }
  const shape = parseOptionsText(r.options);
  if (!shape.ok) return { ok: false, problem: { row, code: 'options-shape' } };
  const options = checkOptionDrafts(shape.groups, optionMessages);
  if (!options.ok) return { ok: false, problem: { row, code: 'options', detail: options.message } };
  const extras = checkExtras(row, r);
  if ('ok' in extras) return extras;
  return {
    ok: true,
    item: {
      ...extras,
      category: r.category,
      category_ar: r.category_ar,
      name: r.name,
      name_ar: r.name_ar,
      description: r.description,
      description_ar: r.description_ar,
      price: baisaToNumber(price.baisa),
      sold_out: soldOut,
      hidden,
      image_url: r.image_url || null,
      options: options.groups,
    },
  };
}
