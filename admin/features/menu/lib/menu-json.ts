// The menu as one JSON document (everything, for moving a menu to another server), and back into
// the import's table so a JSON export goes through the same preview and confirmation as a CSV.
import { formatAmount } from '../../../../shared/domain/money.ts';
import type { Category, MenuItem } from '../api/types.ts';
import { plainOptions } from './import-plan.ts';
import { EXTRA_COLUMNS } from './import-rows.ts';
import { CSV_COLUMNS, itemRecord, sortForExport, yesNo, type CsvRecord } from './menu-csv.ts';
import { newKey, type GroupDraft, type OptionGroupInput } from './option-drafts.ts';
import { formatOptionsText } from './options-text.ts';

export const MENU_JSON_FORMAT = 'qr-menu/menu@1';

export interface MenuJsonItem extends Omit<CsvRecord, 'options' | 'sold_out' | 'hidden'> {
  sold_out: boolean;
  hidden: boolean;
  badges: string[];
  calories: number | null;
  options: OptionGroupInput[];
}

export interface MenuJson {
  format: typeof MENU_JSON_FORMAT;
  exported_at: string;
  business: { name: string; name_ar: string; slug: string; languages: string[] | null };
  categories: Array<Pick<Category, 'name' | 'name_ar' | 'sort_order'>>;
  items: MenuJsonItem[];
}

/** The whole menu as the JSON export writes it. */
export function exportJson(
  business: MenuJson['business'],
  categories: readonly Category[],
  items: readonly MenuItem[],
  now: Date,
): MenuJson {
  return {
    format: MENU_JSON_FORMAT,
    exported_at: now.toISOString(),
    business,
    categories: categories.map(({ name, name_ar, sort_order }) => ({ name, name_ar, sort_order })),
    items: sortForExport(items, categories).map((item) => ({
      ...itemRecord(item),
      sold_out: item.sold_out,
      hidden: item.hidden,
      badges: item.badges,
      calories: item.calories,
      options: plainOptions(item.option_groups),
    })),
  };
}

function draftsOf(groups: readonly OptionGroupInput[]): GroupDraft[] {
  return groups.map((group) => ({
    key: newKey(),
    name: group.name,
    nameAr: group.name_ar,
    required: group.required,
    min: String(group.min_choices),
    max: String(group.max_choices),
    choices: group.choices.map((choice) => ({
      key: newKey(),
      name: choice.name,
      nameAr: choice.name_ar,
      price: formatAmount(choice.price_delta_baisa),
      soldOut: choice.sold_out,
    })),
  }));
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The import table (header first) of a JSON export, or null when the text is not one. */
export function jsonTable(source: string): string[][] | null {
  let menu: Partial<MenuJson>;
  try {
    menu = JSON.parse(source) as Partial<MenuJson>;
  } catch {
    return null;
  }
  if (menu?.format !== MENU_JSON_FORMAT || !Array.isArray(menu.items)) return null;
  const rows = menu.items.map((item) => {
    const options = Array.isArray(item.options) ? formatOptionsText(draftsOf(item.options)) : '';
    const record: CsvRecord = {
      ...Object.fromEntries(
        CSV_COLUMNS.map((column) => [column, text(item[column as keyof MenuJsonItem])]),
      ),
      options,
      sold_out: yesNo(item.sold_out === true),
      hidden: yesNo(item.hidden === true),
    } as CsvRecord;
    const badges = Array.isArray(item.badges) ? item.badges.join(' ') : '';
    return [...CSV_COLUMNS.map((column) => record[column]), badges, text(item.calories)];
  });
  return [[...CSV_COLUMNS, ...EXTRA_COLUMNS], ...rows];
}
