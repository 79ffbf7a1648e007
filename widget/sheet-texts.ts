// The item sheet's half of the widget's dictionary (see widget/i18n.ts), loaded with the sheet.
import type { Badge } from '../shared/domain/badges.ts';
import type { Lang } from '../shared/domain/i18n.ts';

export interface SheetTexts {
  close: string;
  addToCart: (price: string) => string;
  required: string;
  chooseOne: string;
  upTo: (n: number) => string;
  between: (min: number, max: number) => string;
  quantity: string;
  fewer: string;
  more: string;
  /** A required group with nothing chosen: "Choose a size". */
  missing: (group: string) => string;
  tooFew: (group: string, min: number) => string;
  unavailable: (group: string) => string;
  badges: Record<Badge, string>;
  /** The badge of a dish on offer, beside its old price struck through. */
  offer: string;
  kcal: (n: number) => string;
  filterBy: string;
}

export const SHEET_TEXTS: Record<Lang, SheetTexts> = {
  en: {
    close: 'Close',
    addToCart: (price) => `Add to cart · ${price}`,
    required: 'Required',
    chooseOne: 'Choose 1',
    upTo: (n) => `Up to ${n}`,
    between: (min, max) => `Choose ${min} to ${max}`,
    quantity: 'Quantity',
    fewer: 'One fewer',
    more: 'One more',
    missing: (group) =>
      `Choose ${/^[aeiou]/i.test(group) ? 'an' : 'a'} ${String(group).toLowerCase()}`,
    tooFew: (group, min) => `Choose at least ${min}: ${group}`,
    unavailable: (group) => `${group}: a choice is sold out, choose another`,
    offer: 'Offer',
    badges: {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      spicy: 'Spicy',
      new: 'New',
      popular: 'Popular',
      contains_nuts: 'Contains nuts',
    },
    kcal: (n) => `${n} kcal`,
    filterBy: 'Filter by',
  },
  ar: {
    close: 'إغلاق',
    addToCart: (price) => `أضف إلى السلة · ${price}`,
    required: 'إلزامي',
    chooseOne: 'اختر 1',
    upTo: (n) => `حتى ${n}`,
    between: (min, max) => `اختر من ${min} إلى ${max}`,
    quantity: 'الكمية',
    fewer: 'واحد أقل',
    more: 'واحد أكثر',
    missing: (group) => `اختر ${group}`,
    tooFew: (group, min) => `اختر ${min} على الأقل: ${group}`,
    unavailable: (group) => `${group}: أحد الخيارات نفد، اختر غيره`,
    offer: 'عرض',
    badges: {
      vegetarian: 'نباتي',
      vegan: 'نباتي صرف',
      spicy: 'حار',
      new: 'جديد',
      popular: 'الأكثر طلبا',
      contains_nuts: 'يحتوي على مكسرات',
    },
    kcal: (n) => `${n} سعرة`,
    filterBy: 'تصفية حسب',
  },
};
