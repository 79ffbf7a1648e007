import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cartCount, cartTotalBaisa, type Cart } from '../../shared/domain/cart.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import type { Badge } from '../../shared/domain/badges.ts';
import type { CartChange } from '../../shared/domain/cart-review.ts';
import type { ChosenOption } from '../../shared/domain/item-options.ts';
import { MENU_TEXTS } from '../i18n.ts';
import { useCartChunk } from '../hooks/use-cart-chunk.ts';
import type { CartChunk } from '../load-cart-chunk.ts';
import { ALL, groupMenu, menuChips, visibleGroups } from '../menu-groups.ts';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import type { OrderInputs } from '../order-inputs.ts';
import { BusinessHeader } from './business-header.tsx';
import { CartButton } from './cart-button.tsx';
import { CategoryChips } from './category-chips.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuGroupsView, type FirstScreen } from './menu-groups-view.tsx';
import type { OrderSentChoice } from './order-sent.tsx';

export interface MenuViewProps {
  /** The menu with its texts already in `lang` (see localizeMenu). */
  menu: PublicMenu;
  lang: Lang;
  /** Languages the business offers: a switch appears when there are two. */
  langs: readonly Lang[];
  onLangChange: (lang: Lang) => void;
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
  /** The customer's table and checkout form, kept while the panel is closed. */
  order?: OrderInputs | undefined;
  /** What changed in the cart restored from the device, to tell the customer. */
  changes?: readonly CartChange[] | undefined;
  /** The last order sent on WhatsApp (shared/domain/last-order.ts), shown until a choice is made. */
  sent?: string | null | undefined;
  /** The customer's choice on the "order sent" screen. */
  onSentDone?: ((choice: OrderSentChoice) => void) | undefined;
  /** Stories open the panel from the start. */
  initiallyOpen?: boolean;
  /**
   * The hosted page: rendered on the server, or the element's first render over the server's
   * markup (which must draw what it holds). See FirstScreen.
   */
  pending?: boolean | undefined;
  /** The status line's HTML as the server drew it (QrMenuApp's status), until the chunk's arrives. */
  status?: string | undefined;
}

/** The server-rendered page's first screen (MenuGroupsView): two rows of two, with their photos. */
const SERVER_FIRST_SCREEN: FirstScreen = { photos: 4 };

/** Whether the menu draws something only the cart chunk knows: badges, calories, serving times,
 * offers, the other branches. */
function menuNeedsChunk({ business, items }: PublicMenu) {
  return (
    !!business.branches?.length ||
    items.some(
      (item) =>
        item.badges?.length ||
        item.calories != null ||
        item.windows ||
        item.sold_out_until ||
        item.offer_price != null,
    )
  );
}

/** How many of each item the cart holds: an item has a line per combination of choices. */
function qtyByItem(cart: Cart): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of cart.lines) map.set(line.itemId, (map.get(line.itemId) ?? 0) + line.qty);
  return map;
}

/** The language switch, the business's header and, when `line`, the status line ("Table 5 · Open now"). */
function MenuHeader(props: MenuViewProps & { chunk: CartChunk | undefined; line: boolean }) {
  const { chunk, lang } = props;
  const business = props.menu.business;
  return (
    <>
      <LanguageSwitch langs={props.langs} lang={lang} onChange={props.onLangChange} />
      <BusinessHeader business={business} lang={lang} />
      {props.line && (
        <p
          className="qm-order-status"
          // The server's line stays as drawn (no blank, no pop-in) until the chunk's.
          dangerouslySetInnerHTML={chunk || !props.status ? undefined : { __html: props.status }}
        >
          {chunk && (
            <chunk.OrderStatus lang={lang} business={business} table={props.order?.table} />
          )}
        </p>
      )}
    </>
  );
}

/** A loaded menu: header, chips, grouped items, the floating cart button and the cart panel. */
export function MenuView(props: MenuViewProps) {
  const { lang, cart, onAdd, onAddLine, onIncrement, onDecrement, onCheckout } = props;
  const t = MENU_TEXTS[lang];
  const [active, setActive] = useState(ALL);
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const [badges, setBadges] = useState<readonly Badge[]>([]);
  // ?item= opens a shared dish's sheet (the sheet itself keeps the URL, see item-sheet.tsx).
  const [sheetItemId, setSheetItemId] = useState(
    () => /[?&]item=([\w-]+)/.exec(globalThis.location?.search)?.[1],
  );
  const { order } = props;
  const business = props.menu.business;
  // A line for "Table 5 · Open now", reserved at first paint and filled by the chunk.
  const status =
    business.opening_hours != null ||
    business.temporarily_closed ||
    (!!order?.table && (business.table_labels ?? []).length > 0);
  const count = cartCount(cart);
  // Also wanted right after the first paint for what it draws: status, badges, calories, notice.
  // (Until the chunk is here, the menu at the customer's clock below is props.menu.)
  const [chunk, chunkFailed, setChunkFailed] = useCartChunk(
    // Offline, the chunk (kept by the service worker) says so.
    globalThis.navigator?.onLine === false ||
      open ||
      count > 0 ||
      status ||
      !!sheetItemId ||
      !!props.changes ||
      !!props.sent ||
      menuNeedsChunk(props.menu),
    setOpen,
    setSheetItemId,
  );
  // The menu at the customer's clock (windows, sold out until), once the chunk that knows it is here.
  const menu = useMemo(
    () => (chunk ? chunk.clockMenu(props.menu, lang, new Date()) : props.menu),
    [chunk, props.menu, lang],
  );
  const cartButton = useRef<HTMLButtonElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  const groups = useMemo(() => groupMenu(menu, t.uncategorized), [menu, t]);
  const chips = useMemo(() => menuChips(groups, t.all), [groups, t]);
  // The same group objects from render to render, so the grid redraws only what changed.
  const shown = useMemo(
    () => visibleGroups(chunk ? chunk.filterByBadges(groups, badges) : groups, active),
    [chunk, groups, badges, active],
  );
  const qtyById = useMemo(() => qtyByItem(cart), [cart]);
  // By id, so the open sheet follows the menu into the other language.
  const sheetItem = sheetItemId ? menu.items.find((item) => item.id === sheetItemId) : undefined;

  // Focus goes back where it came from when the panel closes (to the top if the cart emptied).
  useEffect(() => {
    if (wasOpen.current && !open) (cartButton.current ?? top.current)?.focus();
    wasOpen.current = open;
  }, [open]);

  const select = (id: string) => {
    setActive(id);
    // Keep the chosen category's first items in view when the chip bar is stuck at the top.
    const bar = top.current?.querySelector('.qm-chips');
    if (bar && bar.getBoundingClientRect().top <= 0) bar.scrollIntoView();
  };

  const openSheet = (item: MenuItem) => {
    setChunkFailed(false);
    setSheetItemId(item.id);
  };
  const closeSheet = useCallback(() => setSheetItemId(undefined), []);

  const Panel = chunk?.CartPanel;
  return (
    <>
      <div ref={top} tabIndex={-1} inert={!!chunk && (open || !!sheetItem || !!props.sent)}>
        <MenuHeader {...props} chunk={chunk} line={status} />
        <CategoryChips chips={chips} label={t.categories} active={active} onSelect={select} />
        {chunk && (
          <chunk.MenuExtras
            items={menu.items}
            changes={props.changes}
            chosen={badges}
            lang={lang}
            onChange={setBadges}
          />
        )}
        <div>
          <MenuGroupsView
            groups={shown}
            qtyById={qtyById}
            lang={lang}
            onAdd={onAdd}
            onOpen={openSheet}
            Facts={chunk?.ItemFacts}
            firstScreen={props.pending ? SERVER_FIRST_SCREEN : undefined}
          />
        </div>
        {chunk && <chunk.OtherBranches business={business} lang={lang} />}
      </div>
      {chunkFailed && (
        <p className="qm-empty" role="alert">
          {t.cartUnavailable} {t.loadFailedHint}
        </p>
      )}
      {sheetItem && chunk && (
        <chunk.ItemSheet
          item={sheetItem}
          lang={lang}
          onClose={closeSheet}
          onAdd={(options, qty) => onAddLine?.(sheetItem, options, qty)}
        />
      )}
      {!(chunk && (open || sheetItem || props.sent)) && (
        <CartButton
          buttonRef={cartButton}
          count={count}
          totalBaisa={cartTotalBaisa(cart)}
          lang={lang}
          onOpen={() => {
            setChunkFailed(false);
            setOpen(true);
          }}
        />
      )}
      {props.sent && chunk && (
        <chunk.OrderSent
          record={props.sent}
          lang={lang}
          onDone={(choice) => {
            props.onSentDone?.(choice);
            setOpen(choice === 'back');
          }}
        />
      )}
      {open && Panel && !props.sent && (
        <Panel
          cart={cart}
          lang={lang}
          onClose={() => setOpen(false)}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
          onCheckout={onCheckout}
          checkoutError={props.checkoutError}
          order={order && { ...order, business }}
        />
      )}
    </>
  );
}
