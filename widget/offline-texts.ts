// Offline texts, loaded with the cart chunk (never in qr-menu.js's first paint).
import type { Lang } from '../shared/domain/i18n.ts';

export interface OfflineTexts {
  /** Above the menu while the phone is offline. */
  notice: string;
  /** In the cart, where checkout is turned off. */
  checkout: string;
}

export const OFFLINE_TEXTS: Record<Lang, OfflineTexts> = {
  en: {
    notice: 'Offline: this is the menu as you last saw it. You can order once you are back online.',
    checkout: 'You are offline. Checkout works again once you are back online.',
  },
  ar: {
    notice: 'غير متصل: هذه القائمة كما رأيتها آخر مرة. يمكنك الطلب عند عودة الاتصال.',
    checkout: 'أنت غير متصل. يعود الطلب عند عودة الاتصال بالإنترنت.',
  },
};
