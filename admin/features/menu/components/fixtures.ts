// Sample data for the stories: inline SVG images so Storybook needs no backend.
import type { Category, MenuItem } from '../api/types.ts';

function picture(color: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/><text x="200" y="160" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleCategories: Category[] = [
  { id: 'cat-hot', name: 'Hot drinks', name_ar: 'مشروبات ساخنة', sort_order: 0 },
  { id: 'cat-sweets', name: 'Sweets', name_ar: 'حلويات', sort_order: 1 },
  { id: 'cat-grill', name: 'Grill', name_ar: '', sort_order: 2 },
];

/** Fields as a plain item has them. */
const plain = {
  sold_out: false,
  sold_out_until: null,
  available_windows: null,
  category_windows: null,
  hidden: false,
  badges: [],
  calories: null,
  sort_order: 0,
  option_groups: [],
} satisfies Partial<MenuItem>;

export const karakOptions: MenuItem['option_groups'] = [
  {
    id: 'grp-size',
    name: 'Size',
    name_ar: 'الحجم',
    required: true,
    min_choices: 1,
    max_choices: 1,
    sort_order: 1,
    item_option_choices: [
      {
        id: 'ch-small',
        name: 'Small',
        name_ar: 'صغير',
        price_delta_baisa: 0,
        sold_out: false,
        sort_order: 1,
      },
      {
        id: 'ch-large',
        name: 'Large',
        name_ar: 'كبير',
        price_delta_baisa: 300,
        sold_out: false,
        sort_order: 2,
      },
    ],
  },
  {
    id: 'grp-extras',
    name: 'Extras',
    name_ar: 'إضافات',
    required: false,
    min_choices: 0,
    max_choices: 3,
    sort_order: 2,
    item_option_choices: [
      {
        id: 'ch-ginger',
        name: 'Extra ginger',
        name_ar: 'زنجبيل إضافي',
        price_delta_baisa: 100,
        sold_out: true,
        sort_order: 1,
      },
    ],
  },
];

export const sampleItems: MenuItem[] = [
  {
    id: 'item-karak',
    name: 'Karak Tea',
    name_ar: 'شاي كرك',
    description: 'Strong tea with cardamom and evaporated milk',
    description_ar: 'شاي قوي بالهيل والحليب المبخر',
    price: 0.2,
    image_url: picture('#b45309', 'Karak'),
    image_path: 'owner/1.webp',
    image_widths: [],
    category_id: 'cat-hot',
    category_name: 'Hot drinks',
    category_name_ar: 'مشروبات ساخنة',
    ...plain,
    badges: ['vegetarian', 'popular'],
    calories: 120,
    option_groups: karakOptions,
  },
  {
    id: 'item-halwa',
    name: 'Omani Halwa',
    name_ar: 'حلوى عمانية',
    description: 'Saffron and rose water',
    description_ar: 'بالزعفران وماء الورد',
    price: 1.5,
    image_url: picture('#7c2d12', 'Halwa'),
    image_path: 'owner/2.webp',
    image_widths: [],
    category_id: 'cat-sweets',
    category_name: 'Sweets',
    category_name_ar: 'حلويات',
    ...plain,
    sold_out: true,
    // Sold out until the next opening.
    sold_out_until: '2030-01-04T02:00:00.000Z',
    badges: ['contains_nuts'],
  },
  {
    id: 'item-shuwa',
    name: 'Shuwa',
    name_ar: '',
    description: null,
    description_ar: null,
    price: 4.75,
    image_url: picture('#15803d', 'Shuwa'),
    image_path: 'owner/3.webp',
    image_widths: [],
    category_id: null,
    category_name: null,
    category_name_ar: null,
    ...plain,
    hidden: true,
  },
  {
    id: 'item-noimage',
    name: 'Daily soup (very long name that needs to wrap nicely on small screens)',
    name_ar: 'شوربة اليوم',
    description: 'Ask the staff',
    description_ar: null,
    price: 0.85,
    image_url: null,
    image_path: null,
    image_widths: [],
    category_id: 'cat-hot',
    category_name: 'Hot drinks',
    category_name_ar: 'مشروبات ساخنة',
    ...plain,
    // Served only in the evening.
    available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '17:00', to: '23:00' }],
  },
];
