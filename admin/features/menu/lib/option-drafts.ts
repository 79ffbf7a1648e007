// The option group editor's state: what the owner types (strings, kept as typed on a failed save),
// checked and turned into what save_item_options takes.
import { formatAmount } from '../../../../shared/domain/money.ts';
import { parsePrice } from '../../../../shared/domain/price-input.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

export interface ChoiceDraft {
  /** Stable React key; `id` is the database row's, absent until saved. */
  key: string;
  id?: string;
  name: string;
  nameAr: string;
  /** The price change as typed, e.g. "0.300" (empty means +0.000). */
  price: string;
  soldOut: boolean;
}

export interface GroupDraft {
  key: string;
  id?: string;
  name: string;
  nameAr: string;
  required: boolean;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

/** What save_item_options(item_id, groups) takes, in the owner's order. */
export interface OptionGroupInput {
  id?: string;
  name: string;
  name_ar: string;
  required: boolean;
  min_choices: number;
  max_choices: number;
  choices: Array<{
    id?: string;
    name: string;
    name_ar: string;
    price_delta_baisa: number;
    sold_out: boolean;
  }>;
}

/** A saved group as the item list reads it (item_option_groups with item_option_choices). */
export interface SavedOptionGroup {
  id: string;
  name: string;
  name_ar: string;
  required: boolean;
  min_choices: number;
  max_choices: number;
  sort_order: number;
  item_option_choices: Array<{
    id: string;
    name: string;
    name_ar: string;
    price_delta_baisa: number;
    sold_out: boolean;
    sort_order: number;
  }>;
}

/** The editor's messages, from the admin dictionary (t.options.messages). */
export type OptionMessages = AdminDictionary['options']['messages'];

let nextKey = 0;
/** A key unique within the page, for new rows. */
export function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function emptyChoice(): ChoiceDraft {
  return { key: newKey(), name: '', nameAr: '', price: '', soldOut: false };
}

/** A new group starts as "choose exactly one", the common case (Size). */
export function emptyGroup(): GroupDraft {
  return {
    key: newKey(),
    name: '',
    nameAr: '',
    required: true,
    min: '1',
    max: '1',
    choices: [emptyChoice()],
  };
}

/** Drafts of the saved groups, sorted as the owner left them. */
export function draftsFrom(groups: readonly SavedOptionGroup[] = []): GroupDraft[] {
  return [...groups]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((group) => ({
      key: group.id,
      id: group.id,
      name: group.name,
      nameAr: group.name_ar,
      required: group.required,
      min: String(group.min_choices),
      max: String(group.max_choices),
      choices: [...group.item_option_choices]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((choice) => ({
          key: choice.id,
          id: choice.id,
          name: choice.name,
          nameAr: choice.name_ar,
          price: formatAmount(choice.price_delta_baisa),
          soldOut: choice.sold_out,
        })),
    }));
}

/** Ticking "Required" keeps min and max consistent with the database rule (required = min >= 1). */
export function setRequired(group: GroupDraft, required: boolean): GroupDraft {
  const min = Number.parseInt(group.min, 10);
  if (required)
    return { ...group, required, min: Number.isFinite(min) && min >= 1 ? group.min : '1' };
  return { ...group, required, min: '0' };
}

/** Moves the entry at index by delta places (up is -1); out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

export type OptionsCheck =
  { ok: true; groups: OptionGroupInput[] } | { ok: false; message: string };

/**
 * The first problem in the owner's order, or the groups ready for save_item_options. `lang` is the
 * language of optionMessages, in which a refused price change is explained.
 */
export function checkOptionDrafts(
  drafts: readonly GroupDraft[],
  optionMessages: OptionMessages,
  lang: Lang = 'en',
): OptionsCheck {
  const groups: OptionGroupInput[] = [];
  for (const draft of drafts) {
    const name = draft.name.trim();
    const nameAr = draft.nameAr.trim();
    if (!name && !nameAr) return { ok: false, message: optionMessages.groupName };
    const label = name || nameAr;
    if (draft.choices.length === 0) return { ok: false, message: optionMessages.noChoices(label) };
    const min = draft.required ? wholeNumber(draft.min) : 0;
    const max = wholeNumber(draft.max);
    if (min === null || max === null)
      return { ok: false, message: optionMessages.wholeNumber(label) };
    if (max < 1 || max > 20) return { ok: false, message: optionMessages.maxRange(label) };
    if (min > max) return { ok: false, message: optionMessages.minAboveMax(label) };
    if (min > draft.choices.length) {
      return { ok: false, message: optionMessages.minAboveChoices(label, draft.choices.length) };
    }
    const choices: OptionGroupInput['choices'] = [];
    for (const choice of draft.choices) {
      const choiceName = choice.name.trim();
      const choiceNameAr = choice.nameAr.trim();
      if (!choiceName && !choiceNameAr) return { ok: false, message: optionMessages.choiceName };
      const price =
        choice.price.trim() === '' ? { ok: true as const, baisa: 0 } : parsePrice(choice.price);
      if (!price.ok) {
        return {
          ok: false,
          message: optionMessages.price(
            choiceName || choiceNameAr,
            problemText(price.problem, lang),
          ),
        };
      }
      choices.push({
        ...(choice.id ? { id: choice.id } : {}),
        name: choiceName,
        name_ar: choiceNameAr,
        price_delta_baisa: price.baisa,
        sold_out: choice.soldOut,
      });
    }
    groups.push({
      ...(draft.id ? { id: draft.id } : {}),
      name,
      name_ar: nameAr,
      required: min >= 1,
      min_choices: min,
      max_choices: max,
      choices,
    });
  }
  return { ok: true, groups };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

export const caloriesMessage =
  'Enter calories as a whole number from 0 to 10000, or leave it empty';

/** Calories as typed: the rule is shared/domain's, re-exported for the item form. */
export { parseCalories } from '../../../../shared/domain/item-input.ts';
