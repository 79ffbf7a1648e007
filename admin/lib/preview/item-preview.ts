// The item form's draft as the customer card's props: what the owner types, shown as customers would
// see it before anything is saved.
import { isBadge, type Badge } from '../../../shared/domain/badges.ts';
import { pickText, type Lang } from '../../../shared/domain/i18n.ts';
import { parsePrice } from '../../../shared/domain/price-input.ts';
import type { MenuItemCardProps } from '../../../shared/ui/menu/item-card.tsx';
import type { ItemTextDraft } from '../items/item-texts.ts';

/** The form's texts and price as typed (a price that cannot be read shows 0), and the rest. */
export interface ItemDraft extends ItemTextDraft {
  id: string;
  imageUrl: string | null;
  imageWidths?: readonly number[] | null | undefined;
  soldOut: boolean;
  badges: readonly string[];
  /** The calories as typed; shown only when a whole number. */
  calories: string;
}

export interface DraftCard {
  card: Omit<MenuItemCardProps, 'soldOutLabel' | 'facts' | 'variant' | 'actions'>;
  badges: Badge[];
  calories: number | null;
}

/** The card's props in `lang`: the name and description fall back to the primary language's. */
export function draftCard(draft: ItemDraft, lang: Lang, primary: Lang): DraftCard {
  const price = parsePrice(draft.price);
  const kcal = /^\d+$/.test(draft.calories.trim()) ? Number(draft.calories.trim()) : null;
  return {
    card: {
      id: draft.id,
      name: pickText(draft.names.en, draft.names.ar, lang, primary),
      description: pickText(draft.descriptions.en, draft.descriptions.ar, lang, primary) || null,
      imageUrl: draft.imageUrl,
      imageWidths: draft.imageWidths ?? null,
      priceBaisa: price.ok ? price.baisa : 0,
      lang,
      soldOut: draft.soldOut,
    },
    badges: draft.badges.filter(isBadge),
    calories: kcal,
  };
}
