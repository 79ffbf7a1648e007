// The item form's one schema: what the owner types (texts, price as text, calories, offer, serving
// times, option groups) run through shared/domain's menuItemSchema plus the checks it does not
// cover (serving times, option groups), and turned into what save_menu_item takes. The form validates here only; the API sends what it is given and the database is the guard.
import { z } from 'zod';
import { readWindows, soldOutAt, windowsProblem } from '../../../../shared/domain/availability.ts';
import type { TimeWindow } from '../../../../shared/domain/availability.ts';
import type { Badge } from '../../../../shared/domain/badges.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import { FORM_PATH } from '../../../../shared/domain/schemas/issues.ts';
import {
  menuItemSchema,
  type MenuItemSchemaInput,
} from '../../../../shared/domain/schemas/menu-item.schema.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { wordedIssues } from '../../../lib/forms/worded-issues.ts';
import {
  itemTextDraft,
  itemTextsInput,
  type ItemTextDraft,
} from '../../../lib/items/item-texts.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { MenuItem } from '../api/types.ts';
import { offerColumns, offerDraftFrom, type OfferDraft } from './offer-draft.ts';
import { checkOptionDrafts, draftsFrom, type GroupDraft } from './option-drafts.ts';

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

/** Where each field of shared/domain's menuItemSchema is in the form's values. */
const FIELD_PATHS: Record<string, string[]> = {
  name: ['texts', 'names', 'en'],
  nameAr: ['texts', 'names', 'ar'],
  price: ['texts', 'price'],
  categoryId: ['categoryId'],
  image: ['image'],
  calories: ['details', 'calories'],
  offer: ['offer'],
};

/** The path of the form's one summary message (the alert above the buttons). */
export const SUMMARY = 'summary';

/**
 * shared/domain's menuItemSchema checks the texts, price, category, photo, calories and offer (one
 * rule each, written once); this form adds its serving times and option groups. Every refused
 * field is marked; the summary is the first refusal in the order the owner reads the form.
 */
export function itemFormSchema({ mode, primary, languages, lang, t }: ItemFormContext) {
  return z.custom<ItemFormValues>().transform((form, ctx): ItemValues => {
    const refuse = (message: string, paths: string[][] = []) => {
      ctx.issues.push({ code: 'custom', message, path: [SUMMARY], input: form });
      for (const path of paths) ctx.issues.push({ code: 'custom', message, path, input: form });
      return z.NEVER;
    };
    const checked = menuItemSchema.safeParse({
      ...itemTextsInput(form.texts, primary, languages),
      categoryId: form.categoryId,
      hasImage: form.image !== null,
      ...(form.image ? { imageType: form.image.type } : {}),
      mode,
      calories: form.details.calories,
      offer: form.offer,
    } satisfies MenuItemSchemaInput);
    if (!checked.success) {
      const worded = wordedIssues(checked.error, lang);
      const isRoot = (path: PropertyKey[]) => path[0] === FORM_PATH[0];
      for (const { path, message } of worded) {
        if (isRoot(path)) continue;
        const at = FIELD_PATHS[String(path[0])] ?? path.map(String);
        ctx.issues.push({ code: 'custom', message, path: at, input: form });
      }
      // The whole form's problem ("Required fields missing") first, else the first field's.
      return refuse((worded.find(({ path }) => isRoot(path)) ?? worded[0])?.message ?? '');
    }
    const { offer, ...item } = checked.data;
    const trouble = form.windows && windowsProblem(form.windows);
    if (trouble) return refuse(t.clock.windowsProblem[trouble.problem], [['windows']]);
    const options = checkOptionDrafts(form.groups, t.options.messages, lang);
    if (!options.ok) return refuse(options.message);
    return {
      ...item,
      badges: form.details.badges,
      soldOut: form.details.soldOut,
      hidden: form.details.hidden,
      windows: form.windows,
      options: options.groups,
      offer: offerColumns(offer),
    };
  });
}
