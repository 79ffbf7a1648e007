// What the menu needs only after its first paint, loaded on demand as one chunk so qr-menu.js stays
// within the first-paint budget (docs/architecture.md "Budgets"): the cart panel and the checkout, the
// cart's changes, and the item sheet, the option rules a restored cart is re-checked
// with, badges and calories on the cards, the badge filter and the sold-out notice's texts.
export { CartPanel } from './components/cart-panel.tsx';
export { OrderStatus } from './components/order-status.tsx';
export { addItem, addLine, decrementItem, incrementLine } from '../shared/domain/cart-edit.ts';
export { ItemSheet } from './components/item-sheet.tsx';
export { filterByBadges } from './components/badge-filter.tsx';
export { ItemFacts } from './components/item-facts.tsx';
export { MenuExtras } from './components/menu-extras.tsx';
// "Our other branches" under the menu, for a business with two or more.
export { OtherBranches } from './components/other-branches.tsx';
export { recheckCart, reviewRestored } from './option-groups.ts';
// A cart kept on the device is read back here, not in the first-paint script (use-cart.ts).
export { deserializeCart } from '../shared/domain/cart-restore.ts';
// The order's ending and the restored cart's changes.
export { sendOrder, onRecording } from './send-order.ts';
export { announceCart } from './announce-cart.ts';
export { OrderSent } from './components/order-sent.tsx';
// The live menu's notice names the cart's lines as the cart panel does.
export { lineLabel } from './line-label.ts';
// The menu at the customer's clock: windows, special periods, sold out until the next opening.
export { clockMenu } from './clock-menu.ts';
