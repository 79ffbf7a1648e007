import type { Lang } from '../../shared/domain/i18n.ts';
import { isBadge, type Badge } from '../../shared/domain/badges.ts';
import { SHEET_TEXTS } from '../sheet-texts.ts';
import type { MenuItem } from '../menu-types.ts';

/** An icon per badge; the label beside it comes from the dictionary. */
export const BADGE_ICONS: Record<Badge, string> = {
  vegetarian: '🌱',
  vegan: 'Ⓥ',
  spicy: '🌶',
  new: '✨',
  popular: '★',
  contains_nuts: '🥜',
};

/** The item's known badges, in the fixed order. */
export function badgesOf(item: MenuItem): Badge[] {
  return (item.badges ?? []).filter(isBadge);
}

/**
 * Badges as small labelled icons, and the calories when the owner gave them. Part of the sheet's
 * chunk: cards show them once it has arrived (right after the first paint, when any item has them).
 */
export function ItemFacts({ item, lang }: { item: MenuItem; lang: Lang }) {
  const t = SHEET_TEXTS[lang];
  const badges = badgesOf(item);
  const kcal = item.calories;
  if (badges.length === 0 && kcal == null) return null;
  return (
    <ul className="qm-fa">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge}>
          <span aria-hidden="true">{BADGE_ICONS[badge]} </span>
          {t.badges[badge]}
        </li>
      ))}
      {kcal != null ? <li>{t.kcal(kcal)}</li> : null}
    </ul>
  );
}
