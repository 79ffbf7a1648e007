// The cart half of the widget's dictionary (see widget/i18n.ts), loaded with the cart panel.
import type { Lang } from '../shared/domain/i18n.ts';
import type { CartTexts } from './i18n.ts';

export const CART_TEXTS: Record<Lang, CartTexts> = {
  en: {
    yourCart: 'Your Cart',
    closeCart: 'Close cart',
    cartEmpty: 'Your cart is empty.',
    removeOne: (item) => `Remove one ${item}`,
    addOneMore: (item) => `Add one more ${item}`,
    quantityOf: (item) => `Quantity of ${item}`,
    total: 'Total',
    checkout: 'Checkout on WhatsApp',
    noWhatsapp: 'This business has no valid WhatsApp number yet. Please order at the counter.',
  },
  ar: {
    yourCart: 'سلتك',
    closeCart: 'إغلاق السلة',
    cartEmpty: 'سلتك فارغة.',
    removeOne: (item) => `أزل واحدًا من ${item}`,
    addOneMore: (item) => `أضف واحدًا آخر من ${item}`,
    quantityOf: (item) => `كمية ${item}`,
    total: 'المجموع',
    checkout: 'اطلب عبر واتساب',
    noWhatsapp: 'لا يوجد لهذا المحل رقم واتساب صالح بعد. يرجى الطلب من الكاشير.',
  },
};
