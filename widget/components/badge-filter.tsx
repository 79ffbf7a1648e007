// The badge filter chips, part of the sheet's chunk: loaded after the first paint, and
// only for a menu where some item has a badge.
import { BADGES, type Badge } from '../../shared/domain/badges.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { SHEET_TEXTS } from '../sheet-texts.ts';
import type { MenuGroup } from '../menu-groups.ts';
import type { MenuItem } from '../menu-types.ts';
import { BADGE_ICONS } from '../../shared/ui/menu/item-badges.tsx';

/** The badges any item of the menu carries, in the fixed order: the filter chips to offer. */
export function badgesInUse(items: readonly MenuItem[]): Badge[] {
  const used = new Set(items.flatMap((item) => item.badges ?? []));
  return BADGES.filter((badge) => used.has(badge));
}

/** Only the items carrying every chosen badge; no badge chosen shows everything. */
export function filterByBadges(groups: MenuGroup[], chosen: readonly Badge[]): MenuGroup[] {
  if (chosen.length === 0) return groups;
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => chosen.every((badge) => item.badges?.includes(badge))),
  }));
}

export interface BadgeFilterProps {
  items: readonly MenuItem[];
  chosen: readonly Badge[];
  lang: Lang;
  onToggle: (badge: Badge) => void;
}

/** A chip per badge the menu uses (Vegetarian, Spicy...): toggles that narrow the items shown. */
export function BadgeFilter({ items, chosen, lang, onToggle }: BadgeFilterProps) {
  const badges = badgesInUse(items);
  if (badges.length === 0) return null;
  const t = SHEET_TEXTS[lang];
  return (
    <div className="qm-badge-filter" role="group" aria-label={t.filterBy}>
      {badges.map((badge) => (
        <button
          key={badge}
          type="button"
          className="qm-chip"
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
