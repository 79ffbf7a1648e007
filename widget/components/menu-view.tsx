import { useEffect, useMemo, useRef, useState } from 'react';
import { cartCount, cartTotalBaisa, type Cart } from '../../shared/domain/cart.ts';
import type { Badge, ChosenOption } from '../../shared/domain/item-options.ts';
import {
  ALL,
  badgesInUse,
  filterByBadges,
  groupMenu,
  menuChips,
  visibleGroups,
} from '../menu-groups.ts';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import { BadgeFilter } from './badge-filter.tsx';
import { BusinessHeader } from './business-header.tsx';
import { CartButton } from './cart-button.tsx';
import { CartPanel } from './cart-panel.tsx';
import { CategoryChips } from './category-chips.tsx';
import { LazyItemSheet } from './lazy-item-sheet.tsx';
import { MenuGroupsView } from './menu-groups-view.tsx';

export interface MenuViewProps {
  menu: PublicMenu;
  cart: Cart;
  onAdd: (item: MenuItem) => void;
  /** The item sheet's add: qty of the item with the chosen options. */
  onAddLine?: ((item: MenuItem, options: ChosenOption[], qty: number) => void) | undefined;
  /** `key` is the line's cartLineKey. */
  onIncrement: (key: string) => void;
  onDecrement: (key: string) => void;
  onCheckout: () => void;
  /** Why checkout could not start (shown in the cart panel). */
  checkoutError?: string | undefined;
  /** Something the customer should know about their restored cart (e.g. a dish sold out). */
  notice?: string | undefined;
  /** Stories open the panel from the start. */
  initiallyOpen?: boolean;
}

/** A loaded menu: header, chips, grouped items, the floating cart button and the cart panel. */
export function MenuView(props: MenuViewProps) {
  const { menu, cart, onAdd, onAddLine, onIncrement, onDecrement, onCheckout } = props;
  const [active, setActive] = useState(ALL);
  const [badges, setBadges] = useState<readonly Badge[]>([]);
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const [sheetItem, setSheetItem] = useState<MenuItem>();
  const cartButton = useRef<HTMLButtonElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  const groups = useMemo(() => groupMenu(menu), [menu]);
  const chips = useMemo(() => menuChips(groups), [groups]);
  const used = useMemo(() => badgesInUse(menu.items), [menu]);
  const shown = visibleGroups(filterByBadges(groups, badges), active);
  const qtyById = useMemo(() => {
    const map = new Map<string, number>();
    for (const line of cart.lines) map.set(line.itemId, (map.get(line.itemId) ?? 0) + line.qty);
    return map;
  }, [cart]);
  const count = cartCount(cart);

  // Focus goes back where it came from when the panel closes (to the top if the cart emptied).
  useEffect(() => {
    if (wasOpen.current && !open) (cartButton.current ?? top.current)?.focus();
    wasOpen.current = open;
  }, [open]);

  const select = (id: string) => {
    setActive(id);
    // Keep the chosen category's first items in view when the chip bar is stuck at the top.
    const chipsTop = top.current?.querySelector('.qm-cs')?.getBoundingClientRect().top ?? 1;
    if (chipsTop <= 0) top.current?.querySelector('.qm-cs')?.scrollIntoView();
  };

  const openSheet = (item: MenuItem) => {
    const root = top.current?.getRootNode() as Document | ShadowRoot | undefined;
    opener.current = (root?.activeElement as HTMLElement | null) ?? null;
    setSheetItem(item);
  };
  const closeSheet = () => {
    setSheetItem(undefined);
    // Back to the card the sheet came from, as the cart panel does with its button.
    requestAnimationFrame(() => (opener.current ?? top.current)?.focus());
  };

  return (
    <>
      <div ref={top} tabIndex={-1} inert={open || sheetItem !== undefined}>
        <BusinessHeader business={menu.business} />
        {props.notice ? (
          <p className="qm-nt" role="status">
            {props.notice}
          </p>
        ) : null}
        <CategoryChips chips={chips} active={active} onSelect={select} />
        <BadgeFilter
          badges={used}
          chosen={badges}
          onToggle={(badge) =>
            setBadges((b) => (b.includes(badge) ? b.filter((x) => x !== badge) : [...b, badge]))
          }
        />
        <div>
          <MenuGroupsView groups={shown} qtyById={qtyById} onAdd={onAdd} onOpen={openSheet} />
        </div>
      </div>
      {!open && sheetItem === undefined && (
        <CartButton
          buttonRef={cartButton}
          count={count}
          totalBaisa={cartTotalBaisa(cart)}
          onOpen={() => setOpen(true)}
        />
      )}
      {sheetItem && (
        <LazyItemSheet
          item={sheetItem}
          onClose={closeSheet}
          onAdd={(options, qty) => {
            if (onAddLine) onAddLine(sheetItem, options, qty);
            closeSheet();
          }}
        />
      )}
      {open && (
        <CartPanel
          cart={cart}
          onClose={() => setOpen(false)}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
          onCheckout={onCheckout}
          checkoutError={props.checkoutError}
        />
      )}
    </>
  );
}
