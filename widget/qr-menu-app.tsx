import { useLayoutEffect, useRef, useState } from 'react';
import {
  addItem,
  addLine,
  cartCount,
  cartTotalBaisa,
  decrementItem,
  incrementLine,
  type Cart,
} from '../shared/domain/cart.ts';
import { buildOrderMessage, whatsappLink } from '../shared/domain/order-message.ts';
import { toCartItem } from './cart-items.ts';
import { MenuView } from './components/menu-view.tsx';
import { ErrorView, LoadingView, NotFoundView } from './components/status-views.tsx';
import { useCart } from './hooks/use-cart.ts';
import { useMenu } from './hooks/use-menu.ts';
import { defaultApiConfig } from './widget-config.ts';
import type { PublicMenu } from './menu-types.ts';
import { widgetCss } from './styles.ts';

export interface QrMenuProps {
  slug?: string;
  apiUrl?: string;
  anonKey?: string;
  /** The shadow root r2wc renders into; events are dispatched on its host element. */
  container?: HTMLElement;
}

export interface CartChangeDetail {
  cart: Cart;
  count: number;
  totalBaisa: number;
}

export interface CheckoutDetail {
  message: string;
  link: string;
}

export const NO_WHATSAPP =
  'This business has no valid WhatsApp number yet. Please order at the counter.';

function hostOf(container: HTMLElement | undefined): Element | undefined {
  if (!container) return undefined;
  return container instanceof ShadowRoot ? container.host : container;
}

function emit(host: Element | undefined, type: string, detail: unknown, cancelable = false) {
  // composed: the event leaves the shadow root; bubbles: a listener on document sees it too.
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
  return host ? host.dispatchEvent(event) : true;
}

/** What <qr-menu> renders: its stylesheet, then the state of the one menu request. */
export function QrMenuApp({ slug: rawSlug = '', apiUrl, anonKey, container }: QrMenuProps) {
  const defaults = defaultApiConfig();
  const api = apiUrl || defaults.supabaseUrl;
  const key = anonKey || defaults.supabaseAnonKey;
  // Slugs are lowercase a-z0-9 in the database; forgive a pasted "DemoCafe ".
  const slug = rawSlug.trim().toLowerCase();
  const { state, retry } = useMenu(api, key, slug);

  return (
    <div className="qm">
      <style>{widgetCss}</style>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'not-found' && <NotFoundView />}
      {state.status === 'error' && <ErrorView onRetry={retry} />}
      {state.status === 'ready' && (
        <LoadedMenu key={slug} slug={slug} menu={state.menu} host={hostOf(container)} />
      )}
    </div>
  );
}

function LoadedMenu({
  slug,
  menu,
  host,
}: {
  slug: string;
  menu: PublicMenu;
  host: Element | undefined;
}) {
  const [cart, setCart, notice] = useCart(slug, menu.items);
  const [checkoutError, setCheckoutError] = useState<string>();
  const announced = useRef(cart);

  // Announced in the same task as the render, so the host's view never lags the element's.
  useLayoutEffect(() => {
    if (announced.current === cart) return;
    announced.current = cart;
    const detail: CartChangeDetail = {
      cart,
      count: cartCount(cart),
      totalBaisa: cartTotalBaisa(cart),
    };
    emit(host, 'qr-menu:cart-change', detail);
  }, [cart, host]);

  const checkout = () => {
    const message = buildOrderMessage(menu.business.name, cart);
    let link: string;
    try {
      link = whatsappLink(menu.business.whatsapp, message);
    } catch {
      setCheckoutError(NO_WHATSAPP);
      return;
    }
    setCheckoutError(undefined);
    const detail: CheckoutDetail = { message, link };
    // A host page may take over (log the order, use its own flow) by calling preventDefault().
    if (!emit(host, 'qr-menu:checkout', detail, true)) return;
    const opened = window.open(link, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(link);
  };

  return (
    <MenuView
      menu={menu}
      cart={cart}
      checkoutError={checkoutError}
      notice={notice}
      onAdd={(item) => setCart((c) => addItem(c, toCartItem(item)))}
      onAddLine={(item, options, qty) => setCart((c) => addLine(c, toCartItem(item), options, qty))}
      onIncrement={(key) => setCart((c) => incrementLine(c, key))}
      onDecrement={(key) => setCart((c) => decrementItem(c, key))}
      onCheckout={checkout}
    />
  );
}
