// Menus for the widget's stories: no backend, images drawn as inline SVG.
import type { ReactNode } from 'react';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import { widgetCss } from '../styles.ts';

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

export const categories = [
  { id: 'hot', name: 'Hot Drinks', sort_order: 1 },
  { id: 'cold', name: 'Cold Drinks', sort_order: 2 },
  { id: 'breakfast', name: 'Breakfast', sort_order: 3 },
];

export const items: MenuItem[] = [
  [
    'karak',
    'Karak Tea',
    'Strong black tea simmered with milk, cardamom and saffron.',
    0.4,
    'hot',
    30,
  ],
  ['kahwa', 'Omani Kahwa', 'Light roasted coffee with cardamom and rose water.', 0.5, 'hot', 40],
  ['latte', 'Iced Latte', 'Espresso over ice with cold milk.', 1.6, 'cold', 200],
  ['mango', 'Mango Juice', null, 1.4, 'cold', 45],
  [
    'platter',
    'Omani Breakfast Platter',
    'Eggs, regag bread, cheese, olives and karak.',
    2.75,
    'breakfast',
    10,
  ],
  ['water', 'Mineral Water', null, 0.2, null, 210],
].map(([id, name, description, price, category, hue]) => ({
  id: id as string,
  name: name as string,
  description: description as string | null,
  price: price as number,
  category_id: category as string | null,
  image_url: id === 'mango' ? null : dishImage(hue as number),
}));

export const demoMenu: PublicMenu = {
  business: {
    id: 'b1',
    name: 'Demo Cafe',
    slug: 'democafe',
    category: 'Cafe',
    description:
      'A neighbourhood cafe in Muscat serving karak, fresh juices and all-day breakfast.',
    whatsapp: '96890000000',
    banner_url: banner,
    headline: 'Fresh karak and breakfast, every morning from 6',
  },
  categories,
  items,
};

export const longNamesMenu: PublicMenu = {
  ...demoMenu,
  business: {
    ...demoMenu.business,
    name: 'The Extraordinarily Long-Named Traditional Omani Coffee House and Breakfast Kitchen',
  },
  categories: [
    {
      id: 'hot',
      name: 'Traditional Hot Beverages From Across The Arabian Peninsula',
      sort_order: 1,
    },
  ],
  items: [
    {
      ...items[0]!,
      name: 'Extra-large saffron and cardamom karak tea with evaporated milk and a honey drizzle',
      description:
        'A very long description that keeps going to show how the card clamps text after three lines, so that the grid stays tidy however much the owner writes about the dish.',
      category_id: 'hot',
    },
    {
      ...items[1]!,
      name: 'Supercalifragilisticexpialidociousqahwawithoutspaces',
      category_id: 'hot',
    },
  ],
};

export const arabicMenu: PublicMenu = {
  business: {
    ...demoMenu.business,
    name: 'مقهى الصباح',
    description: 'كرك طازج وفطور عماني كل صباح في مسقط.',
    headline: 'أهلاً وسهلاً',
  },
  categories: [
    { id: 'hot', name: 'مشروبات ساخنة', sort_order: 1 },
    { id: 'food', name: 'فطور', sort_order: 2 },
  ],
  items: [
    {
      ...items[0]!,
      id: 'ar1',
      name: 'شاي كرك',
      description: 'شاي بالحليب والهيل والزعفران.',
      category_id: 'hot',
    },
    {
      ...items[1]!,
      id: 'ar2',
      name: 'قهوة عمانية',
      description: 'قهوة خفيفة بالهيل وماء الورد.',
      category_id: 'hot',
    },
    {
      ...items[4]!,
      id: 'ar3',
      name: 'فطور عماني 🍳',
      description: 'بيض وخبز رقاق وجبن.',
      category_id: 'food',
    },
  ],
};

export const hundredItemsMenu: PublicMenu = {
  ...demoMenu,
  items: Array.from({ length: 100 }, (_, i) => ({
    id: `item-${i + 1}`,
    name: `Dish number ${i + 1}`,
    description: i % 3 === 0 ? 'House special, made fresh to order.' : null,
    price: Math.round((0.1 + (i % 25) * 0.125) * 1000) / 1000,
    category_id: categories[i % categories.length]!.id,
    image_url: i % 7 === 6 ? null : dishImage((i * 37) % 360),
  })),
};

export const emptyMenu: PublicMenu = { ...demoMenu, categories: [], items: [] };

/** Stories render in the light DOM: give them the element's stylesheet and root class. */
export function WidgetFrame({ children }: { children: ReactNode }) {
  return (
    <div className="qm">
      <style>{widgetCss}</style>
      {children}
    </div>
  );
}
