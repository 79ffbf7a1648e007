// Registers <qr-menu>: the customer menu as one custom element with its own shadow root.
// A small hand-written element rather than @r2wc/react-to-web-component: r2wc's general attribute
// machinery (JSON, boolean, function props) cost about 0.9 KB gzip of the 15 KB first-paint budget
// that the Arabic menu needed; this one maps its string attributes and nothing else.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QrMenuApp, type CartChangeDetail, type CheckoutDetail } from './qr-menu-app.tsx';
import type { PublicMenu } from './menu-types.ts';

/** Properties that mirror an attribute, as r2wc gave them: `el.slug = 'x'` sets `slug="x"`. */
const REFLECTED = { slug: 'slug', apiUrl: 'api-url', anonKey: 'anon-key', table: 'table' } as const;

/**
 * The customer menu as one element with its own shadow root: the menu with category chips, a cart
 * kept per business, and checkout as a pre-filled WhatsApp message. It asks the server it was loaded
 * from (or the build's Supabase project) for the menu in one request. Server-rendered use (the
 * hosted page): a declarative shadow root inside the element is kept and taken over, and a
 * `<script type="application/json" data-menu>` child holding public_menu's answer is shown without
 * a request (`data-revalidate`: fetched again in the background).
 *
 * This comment is the element's API: `custom-elements.json` and docs/reference/qr-menu.md are
 * generated from it (`npx tsx scripts/gen-element-docs.ts --write`).
 *
 * @summary A restaurant's menu with a cart and WhatsApp checkout, for QR pages and any website.
 *
 * @attr slug - The business's public slug, e.g. `democafe` (required).
 * @attr api-url - Backend base URL; defaults to the build's `VITE_SUPABASE_URL`, else the origin this script was loaded from.
 * @attr anon-key - Public anon key, sent as `apikey` and bearer token; defaults to the build's `VITE_SUPABASE_ANON_KEY`, else none (the local server answers a keyless request as anon).
 * @attr lang - Menu language, `en` or `ar` (a region such as `ar-OM` is fine); used when the business offers it, else the customer's earlier choice, the phone's languages, then the business's primary language.
 * @attr table - The table label a table's QR code carries (`5`, `Terrace 1`): shown as "Table 5", dine-in preselected, and stated in the order. A label the business does not have is ignored.
 * @attr table-token - The table card's token (the `t` of its link; read from the page address when absent), read when an order is sent: orders from the table then spend its own budget, which floods from elsewhere cannot use up.
 * @attr analytics - `off` sends none of the anonymous counts (menu opened, item added, order sent) the owner's dashboard shows; on by default.
 *
 * @prop {string | undefined} slug - Reflects the `slug` attribute: `el.slug = 'x'` sets `slug="x"`, `null` removes it.
 * @prop {string | undefined} apiUrl - Reflects the `api-url` attribute.
 * @prop {string | undefined} anonKey - Reflects the `anon-key` attribute.
 * @prop {string | undefined} table - Reflects the `table` attribute.
 *
 * @fires qr-menu:cart-change - The cart changed (add, minus, plus; a cart restored after a reload is already checked against the fresh menu). `detail` is `{ cart, count, totalBaisa }`; `cart.lines` are `{ itemId, name, priceBaisa, qty, options? }` (the chosen options, in the owner's order), money in integer baisa (1 OMR = 1000). Bubbles, composed.
 * @fires qr-menu:checkout - The customer pressed "Checkout on WhatsApp"; `detail` is `{ message, link }`, plus `number` when the business records orders (the order was recorded before the event). The message is in the menu's language. Cancelable: `preventDefault()` keeps WhatsApp closed. Bubbles, composed.
 *
 * @cssprop --qr-menu-accent - Buttons, chips and highlights (default `#a4441f`, karak brown).
 * @cssprop --qr-menu-accent-text - Text on accent-coloured buttons (default `#fff`).
 * @cssprop --qr-menu-bg - Page background (default `#faf6f0`, sand).
 * @cssprop --qr-menu-surface - Cards and the cart panel (default `#fff`).
 * @cssprop --qr-menu-text - Main text colour (default `#2b2118`).
 * @cssprop --qr-menu-muted - Descriptions and secondary text (default `#6b5b4e`).
 * @cssprop --qr-menu-border - Hairlines and image placeholders (default `#e8dccd`).
 * @cssprop --qr-menu-font - Font family (default the system UI font, with Arabic fallbacks).
 * @cssprop --qr-menu-font-size - Base text size that headings, prices and buttons scale with (default `16px`); nothing inside follows the host page's root font size or inherited text styles.
 * @cssprop --qr-menu-radius - Corner radius of cards and the checkout button (default `14px`).
 *
 * @csspart header - The business's header: name, description, headline and links, over the banner when there is one.
 * @csspart banner - The banner image in the header (only when the business has one).
 * @csspart categories - The sticky bar of category chips.
 * @csspart item - Each dish's card in the menu grid.
 * @csspart cart-button - The floating cart button with count and total.
 * @csspart cart - The cart panel (a modal dialog).
 * @csspart checkout-button - The cart panel's "Checkout on WhatsApp" button.
 */
export class QrMenuElement extends HTMLElement {
  static observedAttributes = [...Object.values(REFLECTED), 'lang', 'analytics'];

  // The hosted page's server-rendered menu arrives as a declarative shadow root: keep it (a second
  // attachShadow would empty it), and the first render takes over its markup node by node.
  readonly #shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
  #root: Root | undefined;
  // What the hosted page inlined: public_menu's answer in a JSON block, read at the first render.
  #inlined: ReturnType<typeof inlinedMenu> | undefined;

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.#root) this.#render();
  }

  disconnectedCallback() {
    this.#root?.unmount();
    this.#root = undefined;
  }

  #render() {
    const attr = (name: string) => this.getAttribute(name) ?? undefined;
    const app = (lang: string | undefined) =>
      createElement(QrMenuApp, {
        slug: attr('slug'),
        apiUrl: attr('api-url'),
        anonKey: attr('anon-key'),
        lang,
        table: attr('table'),
        analytics: attr('analytics'),
        container: this.#shadow,
        ...this.#inlined,
      });
    if (!this.#root) {
      this.#root = createRoot(this.#shadow);
      this.#inlined = inlinedMenu(this);
      // Taking the server's markup over keeps its attributes (preact-client.ts), so the first
      // render draws the language the server drew; one a host page set before this script ran
      // (lang="en" over an Arabic page) comes with the next render, which changes what differs.
      const served = this.#shadow.querySelector<HTMLElement>('[lang]')?.lang;
      if (served && served !== attr('lang')) this.#root.render(app(served));
    }
    this.#root.render(app(attr('lang')));
    // The server's markup says its buttons wait for the script; the first render keeps the markup's
    // attributes as they are (preact-client.ts), so it is said here that they no longer wait.
    this.#shadow.querySelector('[aria-disabled]')?.removeAttribute('aria-disabled');
  }
}

/**
 * `<script type="application/json" data-menu>` inside the element (a data block, never run): the
 * menu to show without a request; `data-revalidate` when it was prerendered and may be old.
 */
function inlinedMenu(host: HTMLElement): {
  menu?: PublicMenu;
  revalidate?: boolean;
  status?: string | undefined;
} {
  const block = host.querySelector(':scope>script[data-menu]');
  try {
    return block
      ? {
          menu: JSON.parse(block.textContent ?? '') as PublicMenu,
          revalidate: block.hasAttribute('data-revalidate'),
          // The status line the server drew, kept until the element draws it.
          status: host.shadowRoot?.querySelector('.qm-order-status')?.innerHTML,
        }
      : {};
  } catch {
    // A broken block is no worse than none: the element asks for the menu itself.
    return {};
  }
}

for (const [property, attribute] of Object.entries(REFLECTED)) {
  Object.defineProperty(QrMenuElement.prototype, property, {
    get(this: HTMLElement) {
      return this.getAttribute(attribute) ?? undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value == null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

export type { CartChangeDetail, CheckoutDetail };

declare global {
  interface HTMLElementTagNameMap {
    'qr-menu': QrMenuElement & { slug: string; apiUrl: string; anonKey: string; table: string };
  }
  interface HTMLElementEventMap {
    'qr-menu:cart-change': CustomEvent<CartChangeDetail>;
    'qr-menu:checkout': CustomEvent<CheckoutDetail>;
  }
}

// The script may be included twice (hosted page plus an embed, or two snippets): define once.
if (!customElements.get('qr-menu')) customElements.define('qr-menu', QrMenuElement);
