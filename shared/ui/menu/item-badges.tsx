import type { Badge } from '../../domain/badges.ts';

/** An icon per badge; the label beside it comes from the face's dictionary. */
export const BADGE_ICONS: Record<Badge, string> = {
  vegetarian: '🌱',
  vegan: 'Ⓥ',
  spicy: '🌶',
  new: '✨',
  popular: '★',
  contains_nuts: '🥜',
};

export interface ItemBadgesProps {
  /** The item's badges, in the fixed order. */
  badges: readonly Badge[];
  /** The labels of the badges in the menu's language. */
  labels: Record<Badge, string>;
  /** "120 kcal" in the menu's language, when the owner gave the calories. */
  calories?: string | null | undefined;
}

/** Badges as small labelled icons, and the calories when the owner gave them. */
export function ItemBadges({ badges, labels, calories }: ItemBadgesProps) {
  if (badges.length === 0 && !calories) return null;
  return (
    <ul className="qm-facts">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge}>
          <span aria-hidden="true">{BADGE_ICONS[badge]} </span>
          {labels[badge]}
        </li>
      ))}
      {calories ? <li>{calories}</li> : null}
    </ul>
  );
}
