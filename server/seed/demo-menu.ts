// The Demo Cafe menu: four categories and twenty-one items, each with a picture (WebP files in
// server/seed/images/, drawn once by scripts/render-demo-images.ts), in English and Arabic (the demo
// business offers both, English first).

export const DEMO_CATEGORIES = ['Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_CATEGORIES_AR: Record<DemoCategory, string> = {
  'Hot Drinks': 'مشروبات ساخنة',
  'Cold Drinks': 'مشروبات باردة',
  Breakfast: 'فطور',
  Sandwiches: 'سندويشات',
};

/**
 * Categories served only at some times (Asia/Muscat, shared/domain/availability.ts): breakfast
 * from 06:00 to 11:00 every day, so the demo shows a menu that follows the clock.
 */
export const DEMO_CATEGORY_WINDOWS: Partial<Record<DemoCategory, unknown>> = {
  Breakfast: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
};

// Each item's Arabic name and description, by its English name.
const ARABIC: Record<string, [name: string, description: string]> = {
  'Karak Tea': ['كرك', 'شاي أسود قوي مطبوخ بالحليب والهيل والزعفران.'],
  'Omani Kahwa': ['قهوة عمانية', 'قهوة خفيفة التحميص بالهيل وماء الورد، تقدم مع التمر.'],
  Cappuccino: ['كابتشينو', 'إسبريسو مزدوج مع حليب مبخر وطبقة كثيفة من الرغوة.'],
  Espresso: ['إسبريسو', 'جرعة قصيرة غنية من خلطة البيت.'],
  'Hot Chocolate': ['شوكولاتة ساخنة', 'شوكولاتة بلجيكية مذابة في الحليب الساخن مع المارشميلو.'],
  'Saffron Milk': ['حليب بالزعفران', 'حليب دافئ بالزعفران والهيل ولمسة من العسل.'],
  'Fresh Lemon Mint': ['ليمون بالنعناع', 'عصير ليمون مخلوط بالنعناع الطازج والثلج المجروش.'],
  'Iced Latte': ['لاتيه مثلج', 'إسبريسو على الحليب البارد والثلج.'],
  'Mango Juice': ['عصير مانجو', 'عصير كثيف من المانجو الناضجة بلا إضافات.'],
  'Strawberry Milkshake': ['ميلك شيك فراولة', 'فراولة طازجة وآيس كريم بالفانيليا وحليب.'],
  'Mineral Water': ['مياه معدنية', 'مياه غير فوارة، 500 مل.'],
  'Omani Breakfast Platter': ['فطور عماني', 'بيض وخبز رقاق وجبن وزيتون وكوب كرك.'],
  Shakshuka: ['شكشوكة', 'بيض مطهو في صلصة الطماطم والفلفل المتبلة، مع الخبز.'],
  'Pancakes with Honey': ['بان كيك بالعسل', 'ثلاث قطع بان كيك هشة بالزبدة والعسل العماني.'],
  'Chebab with Date Syrup': ['جباب بدبس التمر', 'فطائر عمانية بالزعفران مع دبس التمر.'],
  'Foul Medames': ['فول مدمس', 'فول مطبوخ على نار هادئة بالكمون والليمون وزيت الزيتون.'],
  'Chicken Shawarma': ['شاورما دجاج', 'دجاج متبل مع صلصة الثوم والمخلل ملفوف بالخبز العربي.'],
  'Halloumi Sandwich': ['ساندويتش حلوم', 'حلوم مشوي وطماطم وخيار ونعناع في خبز محمص.'],
  'Falafel Wrap': ['لفافة فلافل', 'فلافل مقرمشة وطحينة وخس وطماطم في خبز دافئ.'],
  'Club Sandwich': [
    'كلوب ساندويتش',
    'ثلاث طبقات بالدجاج والبيض والخس والطماطم، مع البطاطا المقلية.',
  ],
  'Tuna Melt': ['تونة بالجبن', 'تونة وجبن شيدر وبصل على خبز محمص.'],
};

export interface DemoItem {
  category: DemoCategory;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  /** OMR with three decimals, as numeric(10,3) text. */
  price: string;
  /** File name under the owner's folder in menu-images (and in server/seed/images/). */
  file: string;
}

function item(category: DemoCategory, name: string, price: string, description: string): DemoItem {
  const file = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.webp`;
  const arabic = ARABIC[name];
  if (!arabic) throw new Error(`The demo item ${name} has no Arabic name`);
  const [name_ar, description_ar] = arabic;
  return { category, name, name_ar, price, description, description_ar, file };
}

export const DEMO_ITEMS: DemoItem[] = [
  item(
    'Hot Drinks',
    'Karak Tea',
    '0.400',
    'Strong black tea simmered with milk, cardamom and saffron.',
  ),
  item(
    'Hot Drinks',
    'Omani Kahwa',
    '0.500',
    'Light roasted coffee with cardamom and rose water, served with dates.',
  ),
  item(
    'Hot Drinks',
    'Cappuccino',
    '1.200',
    'Double espresso with steamed milk and a thick layer of foam.',
  ),
  item('Hot Drinks', 'Espresso', '0.900', 'A short, rich shot of our house blend.'),
  item(
    'Hot Drinks',
    'Hot Chocolate',
    '1.500',
    'Belgian chocolate melted into hot milk, topped with marshmallows.',
  ),
  item(
    'Hot Drinks',
    'Saffron Milk',
    '1.100',
    'Warm milk with saffron, cardamom and a touch of honey.',
  ),
  item(
    'Cold Drinks',
    'Fresh Lemon Mint',
    '1.300',
    'Lemon juice blended with fresh mint and crushed ice.',
  ),
  item('Cold Drinks', 'Iced Latte', '1.600', 'Espresso poured over cold milk and ice.'),
  item('Cold Drinks', 'Mango Juice', '1.400', 'Thick juice of ripe mangoes, nothing added.'),
  item(
    'Cold Drinks',
    'Strawberry Milkshake',
    '1.800',
    'Fresh strawberries, vanilla ice cream and milk.',
  ),
  item('Cold Drinks', 'Mineral Water', '0.200', 'Still water, 500 ml.'),
  item(
    'Breakfast',
    'Omani Breakfast Platter',
    '2.750',
    'Eggs, regag bread, cheese, olives and a cup of karak.',
  ),
  item(
    'Breakfast',
    'Shakshuka',
    '2.200',
    'Eggs poached in a spiced tomato and pepper sauce, with bread.',
  ),
  item(
    'Breakfast',
    'Pancakes with Honey',
    '2.400',
    'Three fluffy pancakes with butter and Omani honey.',
  ),
  item(
    'Breakfast',
    'Chebab with Date Syrup',
    '1.900',
    'Omani saffron pancakes drizzled with date syrup.',
  ),
  item(
    'Breakfast',
    'Foul Medames',
    '1.500',
    'Slow-cooked fava beans with cumin, lemon and olive oil.',
  ),
  item(
    'Sandwiches',
    'Chicken Shawarma',
    '1.200',
    'Marinated chicken, garlic sauce and pickles rolled in Arabic bread.',
  ),
  item(
    'Sandwiches',
    'Halloumi Sandwich',
    '1.800',
    'Grilled halloumi, tomato, cucumber and mint in a toasted bun.',
  ),
  item(
    'Sandwiches',
    'Falafel Wrap',
    '1.000',
    'Crispy falafel, tahini, lettuce and tomato in a warm wrap.',
  ),
  item(
    'Sandwiches',
    'Club Sandwich',
    '2.750',
    'Triple-decker with chicken, egg, lettuce and tomato, with fries.',
  ),
  item('Sandwiches', 'Tuna Melt', '2.100', 'Tuna, cheddar and onion on toasted sourdough.'),
];
