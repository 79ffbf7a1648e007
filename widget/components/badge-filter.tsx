import type { Lang } from '../../shared/domain/i18n.ts';
import type { Badge } from '../../shared/domain/item-options.ts';
import { MENU_TEXTS } from '../i18n.ts';
import { BADGE_ICONS } from './item-facts.tsx';

export interface BadgeFilterProps {
  badges: readonly Badge[];
  chosen: readonly Badge[];
  lang: Lang;
  onToggle: (badge: Badge) => void;
}

/** A chip per badge the menu uses (Vegetarian, Spicy...): toggles that narrow the items shown. */
export function BadgeFilter({ badges, chosen, lang, onToggle }: BadgeFilterProps) {
  if (badges.length === 0) return null;
  const t = MENU_TEXTS[lang];
  return (
    <div className="qm-bf" role="group" aria-label={t.filterBy}>
      {badges.map((badge) => (
        <button
          key={badge}
          type="button"
          className="qm-c"
          aria-pressed={chosen.includes(badge)}
          onClick={() => onToggle(badge)}
        >
          <span aria-hidden="true">{BADGE_ICONS[badge]} </span>
          {t.badges[badge]}
        </button>
      ))}
    </div>
  );
}
