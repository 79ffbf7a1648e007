// An item's names, descriptions and price: the part of an item that both item editors, the owner's
// item form and the superadmin's, show and check the same way.
import type { Lang } from '../../../shared/domain/i18n.ts';
import { formatAmount } from '../../../shared/domain/money.ts';
import type { ItemTextsInput } from '../../../shared/domain/validation.ts';
import type { LangTexts } from '../i18n/bilingual-field.tsx';

/** An item's texts and price as the screens hold them: prices in integer baisa. */
export interface ItemTextsAndPrice {
  name: string;
  nameAr?: string;
  description: string | null;
  descriptionAr?: string | null;
  priceBaisa: number;
}

/** The texts and price as typed in the form. */
export interface ItemTextDraft {
  names: LangTexts;
  descriptions: LangTexts;
  /** The price field's text ("1.500"); shared/domain's parsePrice reads it on save. */
  price: string;
}

/** The form's starting values: the item's, or blank fields for a new item. */
export function itemTextDraft(item?: ItemTextsAndPrice): ItemTextDraft {
  return {
    names: { en: item?.name ?? '', ar: item?.nameAr ?? '' },
    descriptions: { en: item?.description ?? '', ar: item?.descriptionAr ?? '' },
    price: item ? formatAmount(item.priceBaisa) : '',
  };
}

/**
 * The draft as validateItemTexts and validateMenuItem read it. Given the menu's languages, the
 * texts of a language it does not offer are left blank, so they are not saved.
 */
export function itemTextsInput(
  draft: ItemTextDraft,
  primary: Lang,
  offered?: readonly Lang[],
): ItemTextsInput {
  const text = (texts: LangTexts, language: Lang) =>
    !offered || offered.includes(language) ? texts[language] : '';
  return {
    name: text(draft.names, 'en'),
    nameAr: text(draft.names, 'ar'),
    description: text(draft.descriptions, 'en'),
    descriptionAr: text(draft.descriptions, 'ar'),
    primary,
    price: draft.price,
  };
}
