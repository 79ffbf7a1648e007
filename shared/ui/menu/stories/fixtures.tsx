// Texts and pictures for the stories of shared/ui/menu, in both languages: each story shows its
// texts in the toolbar's language, as the widget and the admin preview would pass them.
import { isLang, type Lang } from '../../../domain/i18n.ts';
import { ItemBadges } from '../item-badges.tsx';
import type { MenuItemCardProps } from '../item-card.tsx';

export const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#8a5a35"/><circle cx="200" cy="150" r="90" fill="#f7f2ea"/></svg>',
)}`;
export const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="#6b3a1e"/></svg>',
)}`;

export const TEXTS = {
  en: {
    name: 'Karak Tea',
    description: 'Strong black tea with cardamom and evaporated milk.',
    soldOut: 'Sold out',
    add: 'Add Karak Tea',
    badges: {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      spicy: 'Spicy',
      new: 'New',
      popular: 'Popular',
      contains_nuts: 'Contains nuts',
    },
    kcal: '120 kcal',
    edit: 'Edit',
    editItem: 'Edit Karak Tea',
    category: 'Hot drinks',
    cafe: 'Demo Cafe',
    headline: 'Fresh karak every morning',
    chips: [
      { id: 'all', name: 'All' },
      { id: 'hot', name: 'Hot drinks' },
      { id: 'sweets', name: 'Sweets' },
    ],
    categories: 'Menu categories',
  },
  ar: {
    name: 'شاي كرك',
    description: 'شاي أسود قوي بالهيل والحليب المبخر.',
    soldOut: 'نفدت الكمية',
    add: 'أضف شاي كرك',
    badges: {
      vegetarian: 'نباتي',
      vegan: 'نباتي صرف',
      spicy: 'حار',
      new: 'جديد',
      popular: 'الأكثر طلبًا',
      contains_nuts: 'يحتوي على مكسرات',
    },
    kcal: '120 سعرة',
    edit: 'تعديل',
    editItem: 'تعديل شاي كرك',
    category: 'مشروبات ساخنة',
    cafe: 'مقهى ديمو',
    headline: 'كرك طازج كل صباح',
    chips: [
      { id: 'all', name: 'الكل' },
      { id: 'hot', name: 'مشروبات ساخنة' },
      { id: 'sweets', name: 'حلويات' },
    ],
    categories: 'أقسام القائمة',
  },
} as const;

export function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.locale) ? globals.locale : 'en';
}

/** The card's texts in the toolbar's language. */
export function cardTexts(lang: Lang) {
  const t = TEXTS[lang];
  return {
    name: t.name,
    description: t.description,
    soldOutLabel: t.soldOut,
    addLabel: t.add,
    facts: <ItemBadges badges={['popular', 'new']} labels={t.badges} calories={t.kcal} />,
  };
}

export const cardArgs: MenuItemCardProps = {
  id: 'karak',
  imageUrl: photo,
  priceBaisa: 400,
  lang: 'en',
  ...cardTexts('en'),
};
