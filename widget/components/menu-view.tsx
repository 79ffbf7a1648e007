import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cartCount, cartTotalBaisa, type Cart } from '../../shared/domain/cart.ts';
import { ALL, groupMenu, menuChips, visibleGroups } from '../menu-groups.ts';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import { BusinessHeader } from './business-header.tsx';
import { CartButton } from './cart-button.tsx';
import { CartPanel } from './cart-panel.tsx';
import { CategoryChips } from './category-chips.tsx';
import { MenuGroupsView } from './menu-groups-view.tsx';

export interface MenuViewProps {
  menu: PublicMenu;
  cart: Cart;
  onAdd: (item: MenuItem) => void;
  onIncrement: (itemId: string) => void;
  onDecrement: (itemId: string) => void;
  onCheckout: () => void;
  /** Why checkout could not start (shown in the cart panel). */
  checkoutError?: string | undefined;
  // issue 14: the table and open/closed line, and the checkout form with its total.
  status?: ReactNode;
  checkoutDetails?: ReactNode;
  totalBaisa?: number;
  checkoutDisabled?: boolean;
  /** Stories open the panel from the start. */
  initiallyOpen?: boolean;
}

/** A loaded menu: header, chips, grouped items, the floating cart button and the cart panel. */
export function MenuView(props: MenuViewProps) {
  const { menu, cart, onAdd, onIncrement, onDecrement, onCheckout } = props;
  const [active, setActive] = useState(ALL);
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const cartButton = useRef<HTMLButtonElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  const groups = useMemo(() => groupMenu(menu), [menu]);
  const chips = useMemo(() => menuChips(groups), [groups]);
  const shown = visibleGroups(groups, active);
  const qtyById = useMemo(
    () => new Map(cart.lines.map((line) => [line.itemId, line.qty] as const)),
    [cart],
  );
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

  return (
    <>
      <div ref={top} tabIndex={-1} inert={open}>
        <BusinessHeader business={menu.business} />
        {props.status}
        <CategoryChips chips={chips} active={active} onSelect={select} />
        <div>
          <MenuGroupsView groups={shown} qtyById={qtyById} onAdd={onAdd} />
        </div>
      </div>
      {!open && (
        <CartButton
          buttonRef={cartButton}
          count={count}
          totalBaisa={cartTotalBaisa(cart)}
          onOpen={() => setOpen(true)}
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
          details={props.checkoutDetails}
          totalBaisa={props.totalBaisa}
          checkoutDisabled={props.checkoutDisabled}
        />
      )}
    </>
  );
}
