// Story data: Karak Tea with sizes and extras, a sold-out dish and badges.
import type { MenuItem } from '../menu-types.ts';
import { dishImage, items } from './fixtures.tsx';

export const karakWithOptions: MenuItem = {
  ...items[0]!,
  badges: ['vegetarian', 'popular'],
  calories: 120,
  options: [
    {
      id: 'size',
      name: 'Size',
      name_ar: 'الحجم',
      required: true,
      min: 1,
      max: 1,
      choices: [
        { id: 'small', name: 'Small', name_ar: 'صغير', price_baisa: 0, sold_out: false },
        { id: 'large', name: 'Large', name_ar: 'كبير', price_baisa: 300, sold_out: false },
      ],
    },
    {
      id: 'extras',
      name: 'Extras',
      name_ar: 'إضافات',
      required: false,
      min: 0,
      max: 3,
      choices: [
        {
          id: 'ginger',
          name: 'Extra ginger',
          name_ar: 'زنجبيل إضافي',
          price_baisa: 100,
          sold_out: false,
        },
        { id: 'saffron', name: 'Saffron', name_ar: 'زعفران', price_baisa: 150, sold_out: true },
      ],
    },
  ],
};

export const soldOutCroissant: MenuItem = {
  id: 'croissant',
  name: 'Butter Croissant',
  name_ar: 'كرواسون بالزبدة',
  description: 'Baked every morning; gone by ten.',
  description_ar: 'يخبز كل صباح وينفد قبل العاشرة.',
  price: 0.6,
  image_url: dishImage(40),
  category_id: 'breakfast',
  sold_out: true,
  badges: ['vegetarian', 'contains_nuts'],
};

export const spicyShakshuka: MenuItem = {
  id: 'shakshuka',
  name: 'Shakshuka',
  name_ar: 'شكشوكة',
  description: 'Eggs poached in a spiced tomato sauce.',
  description_ar: 'بيض مطهو في صلصة طماطم متبلة.',
  price: 1.8,
  image_url: dishImage(10),
  category_id: 'breakfast',
  badges: ['spicy', 'new', 'vegan'],
  calories: 420,
};
