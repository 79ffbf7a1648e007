// Every fixed text of the customer menu in both languages: one typed dictionary (WidgetTexts), so
// a text missing in either language is a type error (widget/i18n.test.ts checks none is blank).
// Its cart half lives in widget/cart-texts.ts and loads with the cart panel, outside the
// first-paint budget of qr-menu.js.
import type { Lang } from '../shared/domain/i18n.ts';
import { UNCATEGORIZED_LABELS } from '../shared/domain/uncategorized.ts';

/** What the menu shows before anyone opens the cart. */
export interface MenuTexts {
  /** docs/guide/product.md section 2's wording while the one menu request is on its way. */
  loading: string;
  notFound: string;
  notFoundHint: string;
  /** A suspended business's menu. */
  suspended: string;
  /** The header's map link. */
  map: string;
  loadFailed: string;
  loadFailedHint: string;
  retry: string;
  language: string;
  categories: string;
  all: string;
  uncategorized: string;
  noItemsInCategory: string;
  noItems: string;
  soldOut: string;
  add: (item: string) => string;
  viewCart: string;
  viewCartLabel: (count: number, total: string) => string;
  /** Shown followed by loadFailedHint when the cart chunk cannot be fetched. */
  cartUnavailable: string;
}

/** The cart panel and checkout (widget/cart-texts.ts). */
export interface CartTexts {
  yourCart: string;
  closeCart: string;
  cartEmpty: string;
  removeOne: (item: string) => string;
  addOneMore: (item: string) => string;
  quantityOf: (item: string) => string;
  total: string;
  checkout: string;
  noWhatsapp: string;
  // The table and open/closed line, and the checkout form.
  table: (label: string) => string;
  openUntil: (time: string) => string;
  openNow: string;
  closedNow: string;
  /** inDays 0: today, 1: tomorrow, else the weekday (0 = Sunday). */
  opens: (time: string, inDays: number, weekday: number) => string;
  temporarilyClosed: string;
  orderTypeLegend: string;
  dineIn: string;
  pickup: string;
  delivery: string;
  atTable: (label: string) => string;
  yourName: string;
  optional: string;
  address: string;
  note: string;
  deliveryFee: string;
  minimumNote: (amount: string) => string;
  needOrderType: string;
  needName: string;
  needAddress: string;
  /** The `VAT 5%` line of a business whose prices exclude VAT. */
  vat: string;
  paymentLegend: string;
  cash: string;
  card: string;
  needPayment: string;
  /** Delivery: the browser's geolocation, asked only on this tap. */
  shareLocation: string;
  locating: string;
  locationShared: string;
  removeLocation: string;
  /** The customer (or the browser, or the page) refused; what they typed stays. */
  locationRefused: string;
  locationFailed: string;
  belowMinimum: (amount: string) => string;
  closedNoOrders: string;
  preorderNote: string;
}

export type WidgetTexts = MenuTexts & CartTexts;

export const MENU_TEXTS: Record<Lang, MenuTexts> = {
  en: {
    loading: 'Loading Business...',
    notFound: 'Menu not found',
    notFoundHint: 'Check the link, or scan the QR code on your table again.',
    suspended: 'Menu unavailable',
    map: 'Map',
    loadFailed: 'Could not load the menu',
    loadFailedHint: 'Check your internet connection and try again.',
    retry: 'Retry',
    language: 'Language',
    categories: 'Menu categories',
    all: 'All',
    uncategorized: UNCATEGORIZED_LABELS.en,
    noItemsInCategory: 'No items in this category yet.',
    noItems: 'This menu has no items yet.',
    soldOut: 'Sold out',
    add: (item) => `Add ${item}`,
    viewCart: 'View cart',
    viewCartLabel: (count, total) =>
      `View cart, ${count} ${count === 1 ? 'item' : 'items'}, ${total}`,
    cartUnavailable: 'Could not open the cart.',
  },
  ar: {
    loading: 'جارٍ تحميل القائمة...',
    notFound: 'القائمة غير موجودة',
    notFoundHint: 'تحقق من الرابط، أو امسح رمز QR على طاولتك مرة أخرى.',
    suspended: 'القائمة غير متاحة',
    map: 'الخريطة',
    loadFailed: 'تعذر تحميل القائمة',
    loadFailedHint: 'تحقق من اتصالك بالإنترنت وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    language: 'اللغة',
    categories: 'أقسام القائمة',
    all: 'الكل',
    uncategorized: UNCATEGORIZED_LABELS.ar,
    noItemsInCategory: 'لا توجد أصناف في هذا القسم بعد.',
    noItems: 'لا توجد أصناف في هذه القائمة بعد.',
    soldOut: 'نفدت الكمية',
    add: (item) => `أضف ${item}`,
    viewCart: 'عرض السلة',
    // "Number of items: n" reads right for every n (Arabic nouns change form with the count).
    viewCartLabel: (count, total) => `عرض السلة، عدد الأصناف ${count}، ${total}`,
    cartUnavailable: 'تعذر فتح السلة.',
  },
};
