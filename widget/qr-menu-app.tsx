import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emptyCart, type Cart } from '../shared/domain/cart.ts';
import { dirOf, offeredLangs, type Lang } from '../shared/domain/i18n.ts';
import type { CheckoutForm } from '../shared/domain/order-details.ts';
import { toCartItem } from './cart-items.ts';
import { MenuView } from './components/menu-view.tsx';
import { ErrorView, LoadingView, NotFoundView } from './components/status-views.tsx';
import { useCart } from './hooks/use-cart.ts';
import { useMenu } from './hooks/use-menu.ts';
import { MENU_TEXTS } from './i18n.ts';
import { MenuState } from '../shared/ui/menu/menu-state.tsx';
import { chooseLang, localizeMenu, readRememberedLang, rememberLang } from './lang.ts';
import { cartChunk, loadCartChunk, type CartChunk } from './load-cart-chunk.ts';
import { readStorage, writeStorage } from './storage.ts';
import { defaultApiConfig } from './widget-config.ts';
import type { TrackedEvent } from './insights-chunk.ts';
import type { PublicMenu } from './menu-types.ts';
import { menuCss as widgetCss } from '../shared/ui/menu/menu-css.ts';

export interface QrMenuProps {
  slug?: string | undefined;
  apiUrl?: string | undefined;
  anonKey?: string | undefined;
  /** The element's lang attribute: the menu's language when the business offers it. */
  lang?: string | undefined;
  /** The table label of the QR code the customer scanned ("5"); unknown labels are ignored. */
  table?: string | undefined;
  /** The shadow root the element renders into; events are dispatched on its host element. */
  container?: ShadowRoot | HTMLElement;
  /** The element's analytics attribute: "off" sends no anonymous events. */
  analytics?: string | undefined;
  /**
   * The menu the hosted page inlined (public_menu's answer), shown without a request; the server
   * rendered it in the `lang` attribute's language, so the first render matches its markup.
   */
  menu?: PublicMenu | undefined;
  /** A prerendered (static) page's inlined menu may be old: fetch it again in the background. */
  revalidate?: boolean | undefined;
  /**
   * Rendered on the server: the buttons do nothing until qr-menu.js takes the markup over (or ever,
   * with JavaScript off), so they say so (aria-disabled on the root, which the element's render drops).
   */
  pending?: boolean | undefined;
  /**
   * The status line ("Table 5 · Open now") as the server drew it for the moment of the request
   * (HTML of the element's own OrderStatus), kept as it is until the cart chunk draws it live.
   */
  status?: string | undefined;
}

export type { CartChangeDetail } from './announce-cart.ts';

export type { CheckoutDetail } from './checkout.ts';

function hostOf(container: ShadowRoot | HTMLElement | undefined): Element | undefined {
  if (!container) return undefined;
  return container instanceof ShadowRoot ? container.host : container;
}

/** What <qr-menu> renders: its stylesheet, then the state of the one menu request. */
export function QrMenuApp(props: QrMenuProps) {
  const { slug: rawSlug = '', apiUrl, anonKey, lang, table, container, analytics } = props;
  const inlined = props.menu;
  const defaults = defaultApiConfig();
  const api = apiUrl || defaults.supabaseUrl;
  const key = anonKey || defaults.supabaseAnonKey;
  // Slugs are lowercase a-z0-9 in the database; forgive a pasted "DemoCafe ".
  const slug = rawSlug.trim().toLowerCase();
  const { state, retry, setState } = useMenu(api, key, slug, inlined, props.revalidate);
  // The switch's choice for this visit; the attribute and the stored choice are read per render.
  const [switched, setSwitched] = useState<Lang>();
  const menu = state.status === 'ready' ? state.menu : undefined;
  const shown =
    switched ??
    chooseLang(
      {
        attribute: lang,
        remembered: readRememberedLang(),
        browser: globalThis.navigator?.languages,
      },
      menu,
    );

  const track = (event: TrackedEvent) => {
    // Its own chunk, fetched after the first paint; an offline phone just drops the event.
    if (analytics !== 'off')
      import('./after-paint-chunk.ts').then(
        (m) => m.send(api, key, slug, event),
        () => {},
      );
  };

  // The live menu (live-chunk.ts, in after-paint-chunk.ts) after the first paint, while this
  // business's menu is shown; on the hosted page it also registers the offline copy's worker. Its
  // arguments in a row, not named: every byte here counts against the first-paint budget.
  useEffect(() => {
    if (!menu) return undefined;
    const live = import('./after-paint-chunk.ts').then(
      (m) => m.goLive(api, key, slug, menu, container, setState),
      () => {},
    );
    return () => void live.then((leave) => leave?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu?.business.id]);

  const switchTo = (next: Lang) => {
    // On the hosted page the server picks the language of the first paint: it reads a cookie.
    rememberLang(next, !!inlined);
    setSwitched(next);
  };

  // Only the server renders pending (the element never does): its build alone keeps this.
  const pending = import.meta.env.SSR && props.pending;
  return (
    <div
      className="qm-menu"
      lang={shown}
      dir={dirOf(shown)}
      // Spread, so the element's build (where pending is false) has no attribute to write at all.
      {...(pending ? { 'aria-disabled': true } : {})}
    >
      {/* Taken over as the server wrote it (whose build adds a rule for pages without scripts):
          rewriting a stylesheet restyles the whole menu. */}
      <style dangerouslySetInnerHTML={{ __html: widgetCss }} />
      {state.status === 'loading' && <LoadingView lang={shown} />}
      {state.status === 'not-found' && <NotFoundView lang={shown} />}
      {state.status === 'error' && <ErrorView lang={shown} onRetry={retry} />}
      {menu?.business.suspended ? (
        // Suspended by the superadmin; public_menu sends its names and nothing else. The name says
        // whose menu this is, so a customer knows which place to ask.
        <MenuState
          title={localizeMenu(menu, shown).business.name}
          hint={MENU_TEXTS[shown].suspended}
        />
      ) : (
        menu && (
          <LoadedMenu
            key={slug}
            slug={slug}
            menu={menu}
            lang={shown}
            onLangChange={switchTo}
            table={table}
            host={hostOf(container)}
            track={track}
            // The element over the hosted page's markup (the menu came inlined) draws what it holds.
            pending={pending || !!inlined}
            status={props.status}
          />
        )
      )}
    </div>
  );
}

export interface LoadedMenuProps {
  slug: string;
  menu: PublicMenu;
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  table: string | undefined;
  host: Element | undefined;
  track: (event: TrackedEvent) => void;
  pending: boolean | undefined;
  status: string | undefined;
}

function LoadedMenu(props: LoadedMenuProps) {
  const { slug, menu, lang, onLangChange, table, host, track, pending, status } = props;
  const shown = useMemo(() => localizeMenu(menu, lang), [menu, lang]);
  const langs = useMemo(() => offeredLangs(menu.business.languages), [menu]);
  const [cart, setCart, changes] = useCart(slug, shown.items, lang);
  // The last order sent on WhatsApp, shown first until the customer makes a choice.
  // (lastOrderKey of shared/domain/last-order.ts, written out: that file comes with the chunk.)
  const orderKey = `qr-menu:order:${slug}`;
  const [sent, setSent] = useState(() => readStorage(orderKey));
  const [checkoutError, setCheckoutError] = useState<string>();
  // The checkout form lives here so closing the panel never loses what was typed.
  const [form, setForm] = useState<CheckoutForm>();
  const [tried, setTried] = useState(false);
  const announced = useRef(cart);

  // Once per menu shown, after it has painted.
  useEffect(() => {
    track({ event: 'open', tables: menu.business.table_labels ?? [], table });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Announced in the same task as the render, so the host's view never lags the element's. A cart
  // changes only through the cart chunk, which is here by then (announce-cart.ts).
  useLayoutEffect(() => {
    if (announced.current === cart) return;
    announced.current = cart;
    cartChunk?.announceCart(host, cart);
  }, [cart, host]);

  const checkout = async () => {
    // Loaded with the cart panel the customer just pressed in, so this does not wait.
    const { sendOrder } = await loadCartChunk();
    // The menu's own props (business, table, host, track...) say the rest.
    const { error, sent } = await sendOrder(props, shown.business.name, cart, form);
    setTried(true);
    setCheckoutError(error);
    if (sent) setSent(sent);
  };

  // The functions that change a cart live in the cart chunk (see cart-chunk.ts): an edit gets the
  // chunk and the cart as it is when the chunk has loaded (immediately, once it is there).
  // Returns nothing: a chunk that fails to load is told here, so no caller has a promise to drop.
  const editCart = (edit: (chunk: CartChunk, current: Cart) => Cart) => {
    loadCartChunk().then(
      (chunk) => setCart((current) => edit(chunk, current)),
      () => setCheckoutError(MENU_TEXTS[lang].cartUnavailable),
    );
  };

  return (
    <MenuView
      menu={shown}
      pending={pending}
      status={status}
      lang={lang}
      langs={langs}
      onLangChange={onLangChange}
      cart={cart}
      checkoutError={checkoutError}
      order={{ table, form, onFormChange: setForm, tried }}
      changes={changes}
      sent={sent}
      onSentDone={(choice) => {
        writeStorage(orderKey, null);
        setSent(null);
        if (choice === 'new') setCart(emptyCart);
      }}
      onAdd={(item) => {
        editCart((chunk, current) => chunk.addItem(current, toCartItem(item)));
        track({ event: 'add', item_id: item.id });
      }}
      onAddLine={(item, options, qty) => {
        editCart((chunk, current) => chunk.addLine(current, toCartItem(item), options, qty));
        // The same one "item added" event as a one-tap add, whatever the quantity.
        track({ event: 'add', item_id: item.id });
      }}
      onIncrement={(key) => editCart((chunk, current) => chunk.incrementLine(current, key))}
      onDecrement={(key) => editCart((chunk, current) => chunk.decrementItem(current, key))}
      onCheckout={() => {
        // Only a chunk that failed to load can reject here.
        checkout().catch(() => setCheckoutError(MENU_TEXTS[lang].cartUnavailable));
      }}
    />
  );
}
