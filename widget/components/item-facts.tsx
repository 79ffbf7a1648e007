import type { Lang } from '../../shared/domain/i18n.ts';
import { isBadge, type Badge } from '../../shared/domain/badges.ts';
import { baisaFromNumber } from '../../shared/domain/money.ts';
import { ItemBadges } from '../../shared/ui/menu/item-badges.tsx';
import { OfferNote } from '../../shared/ui/menu/offer-note.tsx';
import { itemBaisa } from '../cart-items.ts';
import { SHEET_TEXTS } from '../sheet-texts.ts';
import type { MenuItem } from '../menu-types.ts';

/** The item's known badges, in the fixed order. */
export function badgesOf(item: MenuItem): Badge[] {
  return (item.badges ?? []).filter(isBadge);
}

/**
 * Badges as small labelled icons, the calories when the owner gave them, and a running offer's
 * badge with the price before it. Part of the sheet's chunk: cards show them once it has arrived
 * (right after the first paint, when any item has them).
 */
export function ItemFacts({ item, lang }: { item: MenuItem; lang: Lang }) {
  const t = SHEET_TEXTS[lang];
  const kcal = item.calories;
  const listed = baisaFromNumber(item.price);
  return (
    <>
      <ItemBadges
        badges={badgesOf(item)}
        labels={t.badges}
        calories={kcal != null ? t.kcal(kcal) : null}
      />
      {itemBaisa(item) < listed && <OfferNote label={t.offer} wasBaisa={listed} lang={lang} />}
    </>
  );
}
