import { isBadge, type Badge } from '../../shared/domain/item-options.ts';
import type { MenuItem } from '../menu-types.ts';

// Kept in one object so the widget dictionary can take them over in one move.
export const badgeText: Record<Badge, [icon: string, label: string]> = {
  vegetarian: ['🌱', 'Vegetarian'],
  vegan: ['Ⓥ', 'Vegan'],
  spicy: ['🌶', 'Spicy'],
  new: ['✨', 'New'],
  popular: ['★', 'Popular'],
  contains_nuts: ['🥜', 'Contains nuts'],
};

/** The item's known badges, in the fixed order. */
export function badgesOf(item: MenuItem): Badge[] {
  return (item.badges ?? []).filter(isBadge);
}

/** Badges as small labelled icons, and the calories when the owner gave them. */
export function ItemFacts({ item }: { item: MenuItem }) {
  const badges = badgesOf(item);
  const kcal = item.calories;
  if (badges.length === 0 && kcal == null) return null;
  return (
    <ul className="qm-fa">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge}>
          <span aria-hidden="true">{badgeText[badge][0]}</span>
          {badgeText[badge][1]}
        </li>
      ))}
      {kcal != null ? <li>{kcal} kcal</li> : null}
    </ul>
  );
}
