// The item form's one schema: what the owner types (texts, price as text, calories, offer, serving
// times, option groups) checked by the shared/domain rules and turned into what save_menu_item
// takes. The form validates here only; the API sends what it is given and the database is the guard.
import { z } from 'zod';
import { readWindows, soldOutAt, windowsProblem } from '../../../../shared/domain/availability.ts';
import type { TimeWindow } from '../../../../shared/domain/availability.ts';
import type { Badge } from '../../../../shared/domain/badges.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import { validateMenuItem, type MenuItemField } from '../../../../shared/domain/validation.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import {
  itemTextDraft,
  itemTextsInput,
  type ItemTextDraft,
} from '../../../lib/items/item-texts.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { MenuItem } from '../api/types.ts';
import { checkOfferDraft, offerDraftFrom, type OfferDraft } from './offer-draft.ts';
import { checkOptionDrafts, draftsFrom, parseCalories, type GroupDraft } from './option-drafts.ts';

export interface ItemDetails {
  badges: Badge[];
  /** As typed; empty means not shown. */
  calories: string;
  soldOut: boolean;
  hidden: boolean;
}

/** The form's values, as typed. */
export interface ItemFormValues {
  texts: ItemTextDraft;
  categoryId: string;
  /** The chosen photo; null keeps the stored one (edit) or is refused (add). */
  image: File | null;
  offer: OfferDraft;
  details: ItemDetails;
  /** When it is served; null: as its category. */
  windows: TimeWindow[] | null;
  groups: GroupDraft[];
}

/** The form's starting values: the item's, or blank for a new one. */
export function itemFormDefaults(item?: MenuItem): ItemFormValues {
  return {
    texts: itemTextDraft(
      item && {
        name: item.name,
        nameAr: item.name_ar,
        description: item.description,
        descriptionAr: item.description_ar,
        priceBaisa: baisaFromNumber(item.price),
      },
    ),
    categoryId: item?.category_id ?? '',
    image: null,
    offer: offerDraftFrom(item),
    details: {
      badges: item?.badges ?? [],
      calories: item?.calories == null ? '' : String(item.calories),
      // A "sold out until the next opening" that has passed is available again.
      soldOut: item ? soldOutAt(item.sold_out, item.sold_out_until, new Date()) : false,
      hidden: item?.hidden ?? false,
    },
    windows: item ? (readWindows(item.available_windows)?.slice() ?? null) : null,
    groups: draftsFrom(item?.option_groups),
  };
}

export interface ItemFormContext {
  mode: 'add' | 'edit';
  primary: Lang;
  /** The menu's languages: texts of another language are not saved. */
  languages: readonly Lang[];
  /** The screen's language and dictionary, for the refusals' texts. */
  lang: Lang;
  t: AdminDictionary;
}

/** Where each of validateMenuItem's fields is in the form's values. */
const FIELD_PATHS: Record<MenuItemField, string[]> = {
  name: ['texts', 'names', 'en'],
  nameAr: ['texts', 'names', 'ar'],
  price: ['texts', 'price'],
  categoryId: ['categoryId'],
  image: ['image'],
};

/** The path of the form's one summary message (the alert above the buttons). */
export const SUMMARY = 'summary';

/**
 * The checks run in the order the owner reads the form and stop at the first that fails, as
 * before: its message is the summary, and the fields it concerns are marked.
 */
export function itemFormSchema({ mode, primary, languages, lang, t }: ItemFormContext) {
  return z.custom<ItemFormValues>().transform((form, ctx): ItemValues => {
    const refuse = (message: string, paths: string[][] = []) => {
      ctx.issues.push({ code: 'custom', message, path: [SUMMARY], input: form });
      for (const path of paths) ctx.issues.push({ code: 'custom', message, path, input: form });
      return z.NEVER;
    };
    const checked = validateMenuItem({
      ...itemTextsInput(form.texts, primary, languages),
      categoryId: form.categoryId,
      hasImage: form.image !== null,
      ...(form.image ? { imageType: form.image.type } : {}),
      mode,
    });
    if (!checked.ok) {
      for (const [field, problem] of Object.entries(checked.fieldErrors)) {
        ctx.issues.push({
          code: 'custom',
          message: problemText(problem, lang),
          path: FIELD_PATHS[field as MenuItemField],
          input: form,
        });
      }
      return refuse(problemText(checked.problem, lang));
    }
    const calories = parseCalories(form.details.calories);
    if (!calories.ok) return refuse(t.options.messages.calories, [['details', 'calories']]);
    const offer = checkOfferDraft(form.offer, checked.value.priceBaisa, t.menu, lang);
    if (!offer.ok) return refuse(offer.message, [['offer']]);
    const trouble = form.windows && windowsProblem(form.windows);
    if (trouble) return refuse(t.clock.windowsProblem[trouble.problem], [['windows']]);
    const options = checkOptionDrafts(form.groups, t.options.messages, lang);
    if (!options.ok) return refuse(options.message);
    return {
      ...checked.value,
      badges: form.details.badges,
      calories: calories.value,
      soldOut: form.details.soldOut,
      hidden: form.details.hidden,
      windows: form.windows,
      options: options.groups,
      offer: offer.columns,
    };
  });
}
