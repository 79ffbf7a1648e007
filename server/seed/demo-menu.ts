// The Demo Cafe menu: four categories and twenty-one items, each with a picture drawn by code,
// in English and Arabic (the demo business offers both, English first).
import {
  cup,
  dots,
  egg,
  glass,
  leaf,
  pan,
  plate,
  type Paint,
  type Rgb,
  type Scene,
} from './food-art.ts';

export const DEMO_CATEGORIES = ['Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_CATEGORIES_AR: Record<DemoCategory, string> = {
  'Hot Drinks': 'مشروبات ساخنة',
  'Cold Drinks': 'مشروبات باردة',
  Breakfast: 'فطور',
  Sandwiches: 'سندويشات',
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
  /** File name under the owner's folder in menu-images. */
  file: string;
  paints: Paint[];
  table: Rgb;
}

const OAK: Rgb = [176, 128, 86];
const WALNUT: Rgb = [120, 82, 56];
const LIGHT: Rgb = [214, 180, 140];
const C = { x: 190, y: 150 };

const bread = (x: number, y: number, angle: number): Paint => ({
  shape: { kind: 'box', x, y, w: 80, h: 58, angle, round: 14 },
  color: [222, 170, 100],
  shade: 0.35,
  shadow: true,
});

const sandwichHalf = (x: number, y: number, angle: number, filling: Rgb): Paint[] => [
  { shape: { kind: 'box', x, y, w: 92, h: 70, angle, round: 10 }, color: filling, shadow: true },
  {
    shape: { kind: 'box', x: x - 3, y: y - 3, w: 86, h: 64, angle, round: 10 },
    color: [226, 182, 118],
    shade: 0.3,
  },
];

const wrap = (cy: number, filling: Rgb): Paint[] => [
  {
    shape: { kind: 'capsule', x1: C.x - 75, y1: cy - 12, x2: C.x + 75, y2: cy + 12, r: 30 },
    color: [232, 204, 150],
    shadow: true,
    shade: 0.3,
  },
  {
    shape: { kind: 'ellipse', x: C.x + 86, y: cy + 14, rx: 14, ry: 26, angle: 0.15 },
    color: filling,
    shade: 0.3,
  },
  ...[-40, 0, 40].map<Paint>((dx) => ({
    shape: {
      kind: 'capsule',
      x1: C.x + dx - 8,
      y1: cy - 30 + dx * 0.16,
      x2: C.x + dx + 8,
      y2: cy + 30 + dx * 0.16,
      r: 3,
    },
    color: [176, 120, 60],
    alpha: 0.6,
  })),
];

function item(
  category: DemoCategory,
  name: string,
  price: string,
  description: string,
  paints: Paint[],
  table: Rgb = OAK,
): DemoItem {
  const file = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;
  const arabic = ARABIC[name];
  if (!arabic) throw new Error(`The demo item ${name} has no Arabic name`);
  const [name_ar, description_ar] = arabic;
  return { category, name, name_ar, price, description, description_ar, paints, table, file };
}

export const DEMO_ITEMS: DemoItem[] = [
  item(
    'Hot Drinks',
    'Karak Tea',
    '0.400',
    'Strong black tea simmered with milk, cardamom and saffron.',
    cup(C.x, C.y, [200, 150, 95]),
  ),
  item(
    'Hot Drinks',
    'Omani Kahwa',
    '0.500',
    'Light roasted coffee with cardamom and rose water, served with dates.',
    [
      ...cup(C.x - 30, C.y, [168, 118, 50], [], 48),
      ...dots(C.x + 105, C.y + 40, 28, 5, 13, [92, 45, 25], 7),
    ],
    WALNUT,
  ),
  item(
    'Hot Drinks',
    'Cappuccino',
    '1.200',
    'Double espresso with steamed milk and a thick layer of foam.',
    cup(
      C.x,
      C.y,
      [130, 82, 48],
      [
        { shape: { kind: 'circle', x: C.x, y: C.y, r: 34 }, color: [238, 222, 196], shade: 0.2 },
        {
          shape: { kind: 'circle', x: C.x - 8, y: C.y - 5, r: 12 },
          color: [190, 140, 95],
          alpha: 0.6,
        },
      ],
    ),
  ),
  item(
    'Hot Drinks',
    'Espresso',
    '0.900',
    'A short, rich shot of our house blend.',
    cup(
      C.x,
      C.y,
      [58, 34, 20],
      [{ shape: { kind: 'circle', x: C.x, y: C.y, r: 28 }, color: [150, 95, 50], alpha: 0.5 }],
      46,
    ),
    LIGHT,
  ),
  item(
    'Hot Drinks',
    'Hot Chocolate',
    '1.500',
    'Belgian chocolate melted into hot milk, topped with marshmallows.',
    cup(C.x, C.y, [96, 56, 34], dots(C.x, C.y, 28, 6, 9, [250, 240, 240], 3)),
  ),
  item(
    'Hot Drinks',
    'Saffron Milk',
    '1.100',
    'Warm milk with saffron, cardamom and a touch of honey.',
    cup(C.x, C.y, [240, 196, 110], dots(C.x, C.y, 30, 8, 2.5, [200, 60, 20], 11)),
    WALNUT,
  ),
  item(
    'Cold Drinks',
    'Fresh Lemon Mint',
    '1.300',
    'Lemon juice blended with fresh mint and crushed ice.',
    glass(
      C.x,
      C.y,
      [186, 222, 120],
      [
        leaf(C.x - 20, C.y + 25, 0.5),
        leaf(C.x + 10, C.y - 30, -0.8),
        leaf(C.x + 28, C.y + 10, 1.2, 11),
      ],
    ),
  ),
  item(
    'Cold Drinks',
    'Iced Latte',
    '1.600',
    'Espresso poured over cold milk and ice.',
    glass(C.x, C.y, [200, 160, 120]),
    LIGHT,
  ),
  item(
    'Cold Drinks',
    'Mango Juice',
    '1.400',
    'Thick juice of ripe mangoes, nothing added.',
    glass(C.x, C.y, [255, 176, 32]),
  ),
  item(
    'Cold Drinks',
    'Strawberry Milkshake',
    '1.800',
    'Fresh strawberries, vanilla ice cream and milk.',
    glass(C.x, C.y, [244, 160, 176], dots(C.x, C.y, 20, 3, 7, [200, 40, 60], 5)),
    WALNUT,
  ),
  item(
    'Cold Drinks',
    'Mineral Water',
    '0.200',
    'Still water, 500 ml.',
    glass(C.x, C.y, [222, 240, 252], [], 60),
    LIGHT,
  ),
  item(
    'Breakfast',
    'Omani Breakfast Platter',
    '2.750',
    'Eggs, regag bread, cheese, olives and a cup of karak.',
    plate(C.x, C.y, [
      ...egg(C.x - 30, C.y - 30),
      ...egg(C.x + 32, C.y - 22),
      {
        shape: { kind: 'box', x: C.x, y: C.y + 42, w: 70, h: 34, angle: 0.1, round: 6 },
        color: [250, 226, 150],
        shade: 0.2,
      },
      ...dots(C.x - 50, C.y + 30, 12, 4, 7, [60, 70, 40], 2),
    ]),
  ),
  item(
    'Breakfast',
    'Shakshuka',
    '2.200',
    'Eggs poached in a spiced tomato and pepper sauce, with bread.',
    pan(C.x, C.y, [
      { shape: { kind: 'circle', x: C.x, y: C.y, r: 88 }, color: [196, 58, 36], shade: 0.25 },
      ...egg(C.x - 30, C.y - 20, 24),
      ...egg(C.x + 28, C.y + 24, 24),
      ...dots(C.x, C.y, 70, 10, 4, [60, 140, 60], 9),
    ]),
    WALNUT,
  ),
  item(
    'Breakfast',
    'Pancakes with Honey',
    '2.400',
    'Three fluffy pancakes with butter and Omani honey.',
    plate(C.x, C.y, [
      {
        shape: { kind: 'circle', x: C.x + 6, y: C.y + 6, r: 70 },
        color: [214, 150, 80],
        shade: 0.3,
      },
      { shape: { kind: 'circle', x: C.x, y: C.y, r: 68 }, color: [226, 168, 96], shade: 0.3 },
      {
        shape: { kind: 'ellipse', x: C.x - 4, y: C.y - 2, rx: 44, ry: 34, angle: 0.4 },
        color: [200, 120, 20],
        alpha: 0.6,
      },
      {
        shape: { kind: 'box', x: C.x + 4, y: C.y - 4, w: 20, h: 16, round: 3 },
        color: [252, 236, 160],
      },
    ]),
  ),
  item(
    'Breakfast',
    'Chebab with Date Syrup',
    '1.900',
    'Omani saffron pancakes drizzled with date syrup.',
    plate(C.x, C.y, [
      {
        shape: { kind: 'circle', x: C.x - 30, y: C.y - 20, r: 40 },
        color: [232, 180, 70],
        shade: 0.3,
      },
      {
        shape: { kind: 'circle', x: C.x + 32, y: C.y + 6, r: 40 },
        color: [226, 170, 60],
        shade: 0.3,
      },
      {
        shape: { kind: 'capsule', x1: C.x - 60, y1: C.y + 10, x2: C.x + 50, y2: C.y - 30, r: 5 },
        color: [90, 40, 20],
        alpha: 0.85,
      },
    ]),
    LIGHT,
  ),
  item(
    'Breakfast',
    'Foul Medames',
    '1.500',
    'Slow-cooked fava beans with cumin, lemon and olive oil.',
    plate(
      C.x,
      C.y,
      [
        { shape: { kind: 'circle', x: C.x, y: C.y, r: 72 }, color: [140, 96, 56], shade: 0.3 },
        ...dots(C.x, C.y, 58, 26, 8, [112, 74, 40], 4),
        {
          shape: { kind: 'ellipse', x: C.x + 10, y: C.y - 6, rx: 22, ry: 12 },
          color: [196, 200, 60],
          alpha: 0.6,
        },
      ],
      100,
    ),
  ),
  item(
    'Sandwiches',
    'Chicken Shawarma',
    '1.200',
    'Marinated chicken, garlic sauce and pickles rolled in Arabic bread.',
    plate(C.x, C.y, wrap(C.y, [236, 220, 200]), 120),
  ),
  item(
    'Sandwiches',
    'Halloumi Sandwich',
    '1.800',
    'Grilled halloumi, tomato, cucumber and mint in a toasted bun.',
    plate(
      C.x,
      C.y,
      [
        ...sandwichHalf(C.x - 36, C.y - 6, 0.25, [245, 240, 220]),
        ...sandwichHalf(C.x + 38, C.y + 10, -0.2, [110, 170, 80]),
      ],
      118,
    ),
    WALNUT,
  ),
  item(
    'Sandwiches',
    'Falafel Wrap',
    '1.000',
    'Crispy falafel, tahini, lettuce and tomato in a warm wrap.',
    plate(
      C.x,
      C.y,
      [...wrap(C.y, [120, 90, 40]), ...dots(C.x - 60, C.y + 55, 14, 3, 11, [140, 100, 50], 6)],
      120,
    ),
    LIGHT,
  ),
  item(
    'Sandwiches',
    'Club Sandwich',
    '2.750',
    'Triple-decker with chicken, egg, lettuce and tomato, with fries.',
    plate(
      C.x,
      C.y,
      [
        ...sandwichHalf(C.x - 30, C.y - 20, 0.6, [220, 70, 60]),
        ...sandwichHalf(C.x + 30, C.y + 20, 0.6, [110, 170, 80]),
        ...[0, 1, 2, 3, 4].map<Paint>((i) => ({
          shape: {
            kind: 'box',
            x: C.x + 70 - i * 8,
            y: C.y - 60 + i * 6,
            w: 46,
            h: 9,
            angle: 1.1 + i * 0.2,
            round: 3,
          },
          color: [240, 196, 90],
          shade: 0.3,
        })),
      ],
      120,
    ),
  ),
  item(
    'Sandwiches',
    'Tuna Melt',
    '2.100',
    'Tuna, cheddar and onion on toasted sourdough.',
    plate(C.x, C.y, [
      bread(C.x - 32, C.y, 0.2),
      bread(C.x + 36, C.y + 8, -0.25),
      {
        shape: { kind: 'ellipse', x: C.x - 32, y: C.y, rx: 30, ry: 20, angle: 0.2 },
        color: [250, 200, 70],
        alpha: 0.8,
      },
      {
        shape: { kind: 'ellipse', x: C.x + 36, y: C.y + 8, rx: 30, ry: 20, angle: -0.25 },
        color: [250, 200, 70],
        alpha: 0.8,
      },
    ]),
  ),
];

export function itemScene(item: DemoItem): Scene {
  return { width: 400, height: 300, table: item.table, paints: item.paints };
}

/** A wide table with a few of the dishes, for the business banner. */
export function bannerScene(): Scene {
  const at = (paints: Paint[], dx: number, dy: number): Paint[] =>
    paints.map((p) => {
      const s = p.shape;
      const shape =
        s.kind === 'capsule'
          ? { ...s, x1: s.x1 + dx, y1: s.y1 + dy, x2: s.x2 + dx, y2: s.y2 + dy }
          : { ...s, x: s.x + dx, y: s.y + dy };
      return { ...p, shape };
    });
  const pick = (name: string) => DEMO_ITEMS.find((i) => i.name === name)?.paints ?? [];
  return {
    width: 1200,
    height: 400,
    table: WALNUT,
    paints: [
      ...at(pick('Omani Breakfast Platter'), 40, 60),
      ...at(pick('Karak Tea'), 330, -20),
      ...at(pick('Shakshuka'), 560, 80),
      ...at(pick('Mango Juice'), 800, -10),
      ...at(pick('Club Sandwich'), 960, 90),
    ],
  };
}
