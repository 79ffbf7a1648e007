import type { Badge } from '../../shared/domain/item-options.ts';
import { badgeText } from './item-facts.tsx';

// Kept in one object so the widget dictionary can take them over in one move.
const text = { label: 'Filter by' } as const;

export interface BadgeFilterProps {
  badges: readonly Badge[];
  chosen: readonly Badge[];
  onToggle: (badge: Badge) => void;
}

/** A chip per badge the menu uses (Vegetarian, Spicy...): toggles that narrow the items shown. */
export function BadgeFilter({ badges, chosen, onToggle }: BadgeFilterProps) {
  if (badges.length === 0) return null;
  return (
    <div className="qm-bf" role="group" aria-label={text.label}>
      {badges.map((badge) => (
        <button
          key={badge}
          type="button"
          className="qm-c"
          aria-pressed={chosen.includes(badge)}
          onClick={() => onToggle(badge)}
        >
          <span aria-hidden="true">{badgeText[badge][0]} </span>
          {badgeText[badge][1]}
        </button>
      ))}
    </div>
  );
}
