// Registers <qr-menu>: the customer menu as one custom element with its own shadow root.
import r2wc from '@r2wc/react-to-web-component';
import { QrMenuApp, type CartChangeDetail, type CheckoutDetail } from './qr-menu-app.tsx';

/**
 * @summary A restaurant's menu with a cart and WhatsApp checkout, for QR pages and any website.
 *
 * @attr slug - The business's public slug, e.g. `democafe` (required).
 * @attr api-url - Backend base URL; defaults to the build's VITE_SUPABASE_URL, else the origin this script was loaded from.
 * @attr anon-key - Public anon key sent as `apikey`; defaults to the build's VITE_SUPABASE_ANON_KEY, else the local anon key.
 * @attr lang - Menu language, `en` or `ar` (a region such as `ar-OM` is fine); used when the business offers it, else the customer's earlier choice, the phone's languages, then the business's primary language.
 *
 * @event qr-menu:cart-change - The cart changed; `detail` is `{ cart, count, totalBaisa }`. Bubbles, composed.
 * @event qr-menu:checkout - The customer pressed "Checkout on WhatsApp"; `detail` is `{ message, link }`. Cancelable: `preventDefault()` keeps WhatsApp closed.
 *
 * @cssproperty --qr-menu-accent - Buttons, chips and highlights (default `#a4441f`, karak brown).
 * @cssproperty --qr-menu-accent-text - Text on accent-coloured buttons (default `#fff`).
 * @cssproperty --qr-menu-bg - Page background (default `#faf6f0`, sand).
 * @cssproperty --qr-menu-surface - Cards and the cart panel (default `#fff`).
 * @cssproperty --qr-menu-text - Main text colour (default `#2b2118`).
 * @cssproperty --qr-menu-muted - Descriptions and secondary text (default `#6b5b4e`).
 * @cssproperty --qr-menu-border - Hairlines and image placeholders (default `#e8dccd`).
 * @cssproperty --qr-menu-font - Font family (default the system UI font, with Arabic fallbacks).
 * @cssproperty --qr-menu-radius - Corner radius of cards and the checkout button (default `14px`).
 */
export const QrMenuElement = r2wc(QrMenuApp, {
  shadow: 'open',
  props: { slug: 'string', apiUrl: 'string', anonKey: 'string', lang: 'string' },
});

export type { CartChangeDetail, CheckoutDetail };

declare global {
  interface HTMLElementTagNameMap {
    'qr-menu': HTMLElement & { slug: string; apiUrl: string; anonKey: string; lang: string };
  }
  interface HTMLElementEventMap {
    'qr-menu:cart-change': CustomEvent<CartChangeDetail>;
    'qr-menu:checkout': CustomEvent<CheckoutDetail>;
  }
}

// The script may be included twice (hosted page plus an embed, or two snippets): define once.
if (!customElements.get('qr-menu')) customElements.define('qr-menu', QrMenuElement);
