import type { MenuCategory, MenuItem, PublicMenu } from './menu-types.ts';

/** The chip that shows every group. */
export const ALL = 'all';
/** The group of items without a (known) category. */
export const UNCATEGORIZED = 'uncategorized';

export interface MenuGroup {
  id: string;
  name: string;
  items: MenuItem[];
}

export interface Chip {
  id: string;
  name: string;
}

function byOrder(a: MenuCategory, b: MenuCategory): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name);
}

/**
 * Every category with a dish in sort order, then "Uncategorized" for items whose category is null
 * or gone. A category without a dish gets no chip and no heading: public_menu no longer
 * names one, but a cached menu or the admin's preview (which reads every category) may.
 */
export function groupMenu(
  menu: PublicMenu,
  /** The group name for items without a category, in the menu's language. */
  uncategorized: string,
): MenuGroup[] {
  const categories = [...menu.categories].sort(byOrder);
  const known = new Set(categories.map((c) => c.id));
  const groups: MenuGroup[] = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      items: menu.items.filter((item) => item.category_id === c.id),
    }))
    .filter((g) => g.items.length > 0);
  const loose = menu.items.filter((item) => !item.category_id || !known.has(item.category_id));
  if (loose.length > 0) groups.push({ id: UNCATEGORIZED, name: uncategorized, items: loose });
  return groups;
}

/** "All", each category, and "Uncategorized" only when some item has no category. */
export function menuChips(groups: MenuGroup[], all: string): Chip[] {
  return [{ id: ALL, name: all }, ...groups.map(({ id, name }) => ({ id, name }))];
}

/** The groups a chip shows: all non-empty groups for "All", else just the chosen one. */
export function visibleGroups(groups: MenuGroup[], active: string): MenuGroup[] {
  if (active === ALL) return groups.filter((g) => g.items.length > 0);
  return groups.filter((g) => g.id === active);
}

/**
 * The groups cut after their first `count` items in order (groups left empty dropped), and whether
 * anything was cut: what the server-rendered page carries of a long menu.
 */
export function firstItems(
  groups: MenuGroup[],
  count: number,
): { groups: MenuGroup[]; cut: boolean } {
  let left = count;
  const kept = groups.flatMap((group) => {
    const items = group.items.slice(0, Math.max(left, 0));
    left -= group.items.length;
    return items.length > 0 ? [{ ...group, items }] : [];
  });
  return { groups: kept, cut: left < 0 };
}
