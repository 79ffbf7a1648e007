// What importing a spreadsheet would do, worked out before anything is written: the items it
// creates and updates (matched by category and item name in the menu's primary language), the
// rows it leaves out and why. The owner sees this as the preview; import_menu writes it.
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { baisaFromNumber, baisaToNumber } from '../../../../shared/domain/money.ts';
import type { Category, MenuItem } from '../api/types.ts';
import {
  checkRow,
  fold,
  recordsOf,
  type ImportItem,
  type RowProblem,
  type Table,
} from './import-rows.ts';
import { itemRecord, restoreCell } from './menu-csv.ts';
import type { OptionGroupInput, OptionMessages, SavedOptionGroup } from './option-drafts.ts';

export interface PlannedItem {
  row: number;
  /** The name in the primary language, for the preview. */
  label: string;
  item: ImportItem;
}

export interface ImportPlan {
  creates: PlannedItem[];
  updates: PlannedItem[];
  unchanged: number;
  /** Categories the import adds (their primary-language names). */
  newCategories: string[];
  problems: RowProblem[];
}

export type PlanResult =
  { ok: true; plan: ImportPlan } | { ok: false; problem: 'empty' | 'columns' };

export interface PlanInput {
  table: Table;
  items: readonly MenuItem[];
  categories: readonly Category[];
  primary: Lang;
  optionMessages: OptionMessages;
}

/** Match key: category and item name in the primary language ("" for no category). */
const matchKey = (category: string, name: string) => `${fold(category)}\u0000${fold(name)}`;

/** The saved groups as checkOptionDrafts would give them, ids left out (for comparing). */
export function plainOptions(saved: readonly SavedOptionGroup[]): OptionGroupInput[] {
  const ordered = <T extends { sort_order: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.sort_order - b.sort_order);
  return ordered(saved).map((group) => ({
    name: group.name,
    name_ar: group.name_ar,
    required: group.required,
    min_choices: group.min_choices,
    max_choices: group.max_choices,
    choices: ordered(group.item_option_choices).map((choice) => ({
      name: choice.name,
      name_ar: choice.name_ar,
      price_delta_baisa: choice.price_delta_baisa,
      sold_out: choice.sold_out,
    })),
  }));
}

/** The options with the ids of same-named saved groups and choices, so carts holding them stay valid. */
export function keepOptionIds(
  groups: readonly OptionGroupInput[],
  saved: readonly SavedOptionGroup[],
): OptionGroupInput[] {
  const same = (a: { name: string; name_ar: string }, b: { name: string; name_ar: string }) =>
    fold(a.name) === fold(b.name) && fold(a.name_ar) === fold(b.name_ar);
  const used = new Set<string>();
  return groups.map((group) => {
    const match = saved.find((s) => !used.has(s.id) && same(s, group));
    if (!match) return group;
    used.add(match.id);
    return {
      ...group,
      id: match.id,
      choices: group.choices.map((choice) => {
        const old = match.item_option_choices.find((c) => !used.has(c.id) && same(c, choice));
        if (!old) return choice;
        used.add(old.id);
        return { ...choice, id: old.id };
      }),
    };
  });
}

/** A column the file does not have leaves the matched item's value as it is. */
function keepMissingColumns(item: ImportItem, existing: MenuItem, header: Set<string>): ImportItem {
  const kept: Partial<ImportItem> = {
    name: existing.name,
    name_ar: existing.name_ar,
    description: existing.description ?? '',
    description_ar: existing.description_ar ?? '',
    sold_out: existing.sold_out,
    hidden: existing.hidden,
    options: plainOptions(existing.option_groups),
  };
  const missing = Object.entries(kept).filter(([column]) => !header.has(column));
  return { ...item, ...Object.fromEntries(missing) };
}

/** The item as it would be after the update, or null when the row changes nothing. */
function updateOf(existing: MenuItem, item: ImportItem): ImportItem | null {
  const before = itemRecord(existing);
  const same = (column: 'name' | 'name_ar' | 'description' | 'description_ar') =>
    before[column] === item[column];
  const sameOptions =
    JSON.stringify(plainOptions(existing.option_groups)) === JSON.stringify(item.options);
  const sameImage = item.image_url === null || item.image_url === existing.image_url;
  const sameExtras =
    (item.badges === undefined || item.badges.join() === existing.badges.join()) &&
    (item.calories === undefined || item.calories === existing.calories);
  const unchanged =
    same('name') &&
    same('name_ar') &&
    same('description') &&
    same('description_ar') &&
    baisaToNumber(baisaFromNumber(existing.price)) === item.price &&
    existing.sold_out === item.sold_out &&
    existing.hidden === item.hidden &&
    sameOptions &&
    sameImage &&
    sameExtras;
  if (unchanged) return null;
  return {
    ...item,
    id: existing.id,
    image_url: sameImage ? null : item.image_url,
    options: sameOptions ? null : keepOptionIds(item.options ?? [], existing.option_groups),
  };
}

/** The preview of importing `table` (header first) into the menu of `items` and `categories`. */
export function planImport(input: PlanInput): PlanResult {
  const records = recordsOf(input.table);
  if (records === null) return { ok: false, problem: 'columns' };
  const header = new Set((input.table[0] ?? []).map((cell) => fold(restoreCell(cell))));
  if (records.length === 0) return { ok: false, problem: 'empty' };
  const primaryOf = (en: string | null, ar: string | null) =>
    (input.primary === 'ar' ? ar : en) ?? '';
  const existing = new Map(
    input.items.map((item) => [
      matchKey(
        primaryOf(item.category_name, item.category_name_ar),
        primaryOf(item.name, item.name_ar),
      ),
      item,
    ]),
  );
  const knownCategories = new Set(input.categories.map((c) => fold(primaryOf(c.name, c.name_ar))));
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    unchanged: 0,
    newCategories: [],
    problems: [],
  };
  const seen = new Map<string, number>();
  for (const { row, record } of records) {
    const checked = checkRow(row, record, input.primary, input.optionMessages);
    if (!checked.ok) {
      plan.problems.push(checked.problem);
      continue;
    }
    const { item } = checked;
    const category = primaryOf(item.category, item.category_ar);
    const label = primaryOf(item.name, item.name_ar);
    const key = matchKey(category, label);
    const firstRow = seen.get(key);
    if (firstRow !== undefined) {
      plan.problems.push({ row, code: 'duplicate', firstRow });
      continue;
    }
    seen.set(key, row);
    if (category && !knownCategories.has(fold(category))) {
      knownCategories.add(fold(category));
      plan.newCategories.push(category);
    }
    const match = existing.get(key);
    if (!match) {
      plan.creates.push({ row, label, item });
      continue;
    }
    const update = updateOf(match, keepMissingColumns(item, match, header));
    if (update) plan.updates.push({ row, label, item: update });
    else plan.unchanged += 1;
  }
  return { ok: true, plan };
}
