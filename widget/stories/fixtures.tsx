// Menus for the widget's stories: no backend, images drawn as inline SVG.
import type { ReactNode } from 'react';
import { dirOf, isLang, type Lang } from '../../shared/domain/i18n.ts';
import { localizeMenu } from '../lang.ts';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import { menuCss as widgetCss } from '../../shared/ui/menu/menu-css.ts';

/** A cup or plate on a wooden table, as a data URI, so stories need no network. */
export function dishImage(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="hsl(28 45% 42%)"/>` +
    `<circle cx="200" cy="150" r="110" fill="#f7f2ea"/>` +
    `<circle cx="200" cy="150" r="80" fill="hsl(${hue} 60% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="#6b3a1e"/><circle cx="620" cy="120" r="90" fill="#d9a05b"/></svg>',
  );

/** The language Storybook's toolbar chose (globals.locale), English when unset. */
export function localeOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.locale) ? globals.locale : 'en';
}

/** A fixture menu's texts in one language, as <qr-menu> passes them to its components. */
export function inLang(menu: PublicMenu, lang: Lang): PublicMenu {
  return localizeMenu(menu, lang);
}

export const categories = [
  { id: 'hot', name: 'Hot Drinks', name_ar: 'مشروبات ساخنة', sort_order: 1 },
  { id: 'cold', name: 'Cold Drinks', name_ar: 'مشروبات باردة', sort_order: 2 },
  { id: 'breakfast', name: 'Breakfast', name_ar: 'فطور', sort_order: 3 },
];

type Row = [string, string, string, string | null, string | null, number, string | null, number];

export const items: MenuItem[] = (
  [
    [
      'karak',
      'Karak Tea',
      'كرك',
      'Strong black tea simmered with milk, cardamom and saffron.',
      'شاي أسود قوي مطبوخ بالحليب والهيل والزعفران.',
      0.4,
      'hot',
      30,
    ],
    [
      'kahwa',
      'Omani Kahwa',
      'قهوة عمانية',
      'Light roasted coffee with cardamom and rose water.',
      'قهوة خفيفة التحميص بالهيل وماء الورد.',
      0.5,
      'hot',
      40,
    ],
    [
      'latte',
      'Iced Latte',
      'لاتيه مثلج',
      'Espresso over ice with cold milk.',
      null,
      1.6,
      'cold',
      200,
    ],
    ['mango', 'Mango Juice', 'عصير مانجو', null, null, 1.4, 'cold', 45],
    [
      'platter',
      'Omani Breakfast Platter',
      'فطور عماني',
      'Eggs, regag bread, cheese, olives and karak.',
      'بيض وخبز رقاق وجبن وزيتون وكرك.',
      2.75,
      'breakfast',
      10,
    ],
    ['water', 'Mineral Water', 'مياه معدنية', null, null, 0.2, null, 210],
  ] satisfies Row[]
).map(([id, name, nameAr, description, descriptionAr, price, category, hue]) => ({
  id,
  name,
  name_ar: nameAr,
  description,
  description_ar: descriptionAr,
  price,
  category_id: category,
  image_url: id === 'mango' ? null : dishImage(hue),
}));

export const demoMenu: PublicMenu = {
  business: {
    id: 'b1',
    name: 'Demo Cafe',
    name_ar: 'مقهى العرض',
    slug: 'democafe',
    category: 'Cafe',
    description:
      'A neighbourhood cafe in Muscat serving karak, fresh juices and all-day breakfast.',
    description_ar: 'مقهى الحي في مسقط: كرك وعصائر طازجة وفطور طوال اليوم.',
    whatsapp: '96890000000',
    banner_url: banner,
    headline: 'Fresh karak and breakfast, every morning from 6',
    headline_ar: 'كرك طازج وفطور كل صباح من السادسة',
    languages: ['en', 'ar'],
    primary_language: 'en',
  },
  categories,
  items,
};

export const longNamesMenu: PublicMenu = {
  ...demoMenu,
  business: {
    ...demoMenu.business,
    name: 'The Extraordinarily Long-Named Traditional Omani Coffee House and Breakfast Kitchen',
    name_ar: 'بيت القهوة العماني التقليدي ذو الاسم الطويل جدًا ومطبخ الفطور',
  },
  categories: [
    {
      id: 'hot',
      name: 'Traditional Hot Beverages From Across The Arabian Peninsula',
      name_ar: 'مشروبات ساخنة تقليدية من جميع أنحاء شبه الجزيرة العربية',
      sort_order: 1,
    },
  ],
  items: [
    {
      ...items[0]!,
      name: 'Extra-large saffron and cardamom karak tea with evaporated milk and a honey drizzle',
      name_ar: 'كرك كبير جدًا بالزعفران والهيل مع الحليب المبخر ورشة عسل',
      description:
        'A very long description that keeps going to show how the card clamps text after three lines, so that the grid stays tidy however much the owner writes about the dish.',
      category_id: 'hot',
    },
    {
      ...items[1]!,
      name: 'Supercalifragilisticexpialidociousqahwawithoutspaces',
      name_ar: 'قهوةعمانيةطويلةجدابدونمسافاتقهوةعمانيةطويلةجدا',
      category_id: 'hot',
    },
  ],
};

/** An Arabic-only business: names in the _ar columns, the English ones left blank. */
export const arabicMenu: PublicMenu = {
  business: {
    ...demoMenu.business,
    name: '',
    name_ar: 'مقهى الصباح',
    description: null,
    description_ar: 'كرك طازج وفطور عماني كل صباح في مسقط.',
    headline: null,
    headline_ar: 'أهلاً وسهلاً',
    languages: ['ar'],
    primary_language: 'ar',
  },
  categories: [
    { id: 'hot', name: '', name_ar: 'مشروبات ساخنة', sort_order: 1 },
    { id: 'food', name: '', name_ar: 'فطور', sort_order: 2 },
  ],
  items: [
    {
      ...items[0]!,
      id: 'ar1',
      name: '',
      name_ar: 'شاي كرك',
      description: null,
      description_ar: 'شاي بالحليب والهيل والزعفران.',
      category_id: 'hot',
    },
    {
      ...items[1]!,
      id: 'ar2',
      name: '',
      name_ar: 'قهوة عمانية',
      description: null,
      description_ar: 'قهوة خفيفة بالهيل وماء الورد.',
      category_id: 'hot',
    },
    {
      ...items[4]!,
      id: 'ar3',
      name: 'Breakfast',
      name_ar: 'فطور عماني 🍳',
      description: null,
      description_ar: 'بيض وخبز رقاق وجبن.',
      category_id: 'food',
    },
  ],
};

export const hundredItemsMenu: PublicMenu = {
  ...demoMenu,
  items: Array.from({ length: 100 }, (_, i) => ({
    id: `item-${i + 1}`,
    name: `Dish number ${i + 1}`,
    name_ar: `طبق رقم ${i + 1}`,
    description: i % 3 === 0 ? 'House special, made fresh to order.' : null,
    description_ar: i % 3 === 0 ? 'طبق البيت، يُحضَّر طازجًا عند الطلب.' : null,
    price: Math.round((0.1 + (i % 25) * 0.125) * 1000) / 1000,
    category_id: categories[i % categories.length]!.id,
    image_url: i % 7 === 6 ? null : dishImage((i * 37) % 360),
  })),
};

export const emptyMenu: PublicMenu = { ...demoMenu, categories: [], items: [] };

/** Stories render in the light DOM: give them the element's stylesheet, root class and language. */
export function WidgetFrame({ lang = 'en', children }: { lang?: Lang; children: ReactNode }) {
  return (
    <div className="qm-menu" lang={lang} dir={dirOf(lang)}>
      <style>{widgetCss}</style>
      {children}
    </div>
  );
}
