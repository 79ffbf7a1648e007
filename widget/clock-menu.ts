// In the cart chunk: the menu as it stands at the customer's clock (Asia/Muscat). Dishes outside
// their availability window are greyed with their hours (or left out, as the business chooses),
// a "sold out until the next opening" is over once its instant has passed, and the special period
// in force decides the windows. The same rules as the database's menu_item_orderable_at.
import {
  periodAt,
  readPeriods,
  readWindows,
  soldOutAt,
  windowsContain,
  windowsInForce,
  windowsText,
} from '../shared/domain/availability.ts';
import type { Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import { CLOCK_TEXTS } from './clock-texts.ts';
import type { MenuItem, PublicMenu } from './menu-types.ts';

/**
 * The menu at `now`: each item's sold_out as it stands then, and `closed` ("Available
 * 06:00-11:00") on a dish outside its window, which also counts as sold out; items outside their
 * window are left out when the business hides them. The same object when nothing changes.
 */
export function clockMenu(menu: PublicMenu, lang: Lang, now: Date): PublicMenu {
  const period = periodAt(readPeriods(menu.business.special_periods), now);
  const hide = menu.business.outside_window === 'hide';
  const t = CLOCK_TEXTS[lang];
  let changed = false;
  const items: MenuItem[] = [];
  for (const item of menu.items) {
    const windows = windowsInForce(item, readWindows(item.windows), period);
    const served = windowsContain(windows, now);
    const soldOut = soldOutAt(item.sold_out === true, item.sold_out_until, now);
    if (!served && hide) {
      changed = true;
      continue;
    }
    if (served && soldOut === (item.sold_out === true)) {
      items.push(item);
      continue;
    }
    changed = true;
    items.push({
      ...item,
      sold_out: soldOut || !served,
      closed: served || !windows ? undefined : t.availableAt(windowsText(windows, t.days)),
    });
  }
  return changed ? { ...menu, items } : menu;
}

/** The names of the cart's dishes that cannot be ordered at `now` (outside window, sold out). */
export function unavailableInCart(menu: PublicMenu, cart: Cart, lang: Lang, now: Date): string[] {
  const clocked = clockMenu(menu, lang, now);
  const names: string[] = [];
  for (const line of cart.lines) {
    const item = clocked.items.find((candidate) => candidate.id === line.itemId);
    // A dish left out (hidden outside its window) cannot be sent either.
    const missing = !item && menu.items.some((candidate) => candidate.id === line.itemId);
    if ((missing || item?.closed) && !names.includes(line.name)) names.push(line.name);
  }
  return names;
}
