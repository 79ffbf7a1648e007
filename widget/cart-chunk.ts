// What only a customer with a cart needs, loaded on demand as its own chunk so qr-menu.js stays
// within the first-paint budget (ARCHITECTURE.md "Budgets"): the cart panel and the checkout.
export { CartPanel } from './components/cart-panel.tsx';
export { openWhatsapp, prepareCheckout } from './checkout.ts';
