// The demo menu's pictures as scenes for the painter (food-art.ts): top-down flat lays of each
// dish on a wooden table, by the item's English name, and the banner, a wide table with a few of
// them. Only scripts/render-demo-images.ts uses them; the server seeds the rendered files.
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

export interface DemoScene {
  name: string;
  paints: Paint[];
  table: Rgb;
}

function scene(name: string, paints: Paint[], table: Rgb = OAK): DemoScene {
  return { name, paints, table };
}

export const ITEM_SCENES: DemoScene[] = [
  scene('Karak Tea', cup(C.x, C.y, [200, 150, 95])),
  scene(
    'Omani Kahwa',
    [
      ...cup(C.x - 30, C.y, [168, 118, 50], [], 48),
      ...dots(C.x + 105, C.y + 40, 28, 5, 13, [92, 45, 25], 7),
    ],
    WALNUT,
  ),
  scene(
    'Cappuccino',
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
  scene(
    'Espresso',
    cup(
      C.x,
      C.y,
      [58, 34, 20],
      [{ shape: { kind: 'circle', x: C.x, y: C.y, r: 28 }, color: [150, 95, 50], alpha: 0.5 }],
      46,
    ),
    LIGHT,
  ),
  scene('Hot Chocolate', cup(C.x, C.y, [96, 56, 34], dots(C.x, C.y, 28, 6, 9, [250, 240, 240], 3))),
  scene(
    'Saffron Milk',
    cup(C.x, C.y, [240, 196, 110], dots(C.x, C.y, 30, 8, 2.5, [200, 60, 20], 11)),
    WALNUT,
  ),
  scene(
    'Fresh Lemon Mint',
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
  scene('Iced Latte', glass(C.x, C.y, [200, 160, 120]), LIGHT),
  scene('Mango Juice', glass(C.x, C.y, [255, 176, 32])),
  scene(
    'Strawberry Milkshake',
    glass(C.x, C.y, [244, 160, 176], dots(C.x, C.y, 20, 3, 7, [200, 40, 60], 5)),
    WALNUT,
  ),
  scene('Mineral Water', glass(C.x, C.y, [222, 240, 252], [], 60), LIGHT),
  scene(
    'Omani Breakfast Platter',
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
  scene(
    'Shakshuka',
    pan(C.x, C.y, [
      { shape: { kind: 'circle', x: C.x, y: C.y, r: 88 }, color: [196, 58, 36], shade: 0.25 },
      ...egg(C.x - 30, C.y - 20, 24),
      ...egg(C.x + 28, C.y + 24, 24),
      ...dots(C.x, C.y, 70, 10, 4, [60, 140, 60], 9),
    ]),
    WALNUT,
  ),
  scene(
    'Pancakes with Honey',
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
  scene(
    'Chebab with Date Syrup',
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
  scene(
    'Foul Medames',
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
  scene('Chicken Shawarma', plate(C.x, C.y, wrap(C.y, [236, 220, 200]), 120)),
  scene(
    'Halloumi Sandwich',
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
  scene(
    'Falafel Wrap',
    plate(
      C.x,
      C.y,
      [...wrap(C.y, [120, 90, 40]), ...dots(C.x - 60, C.y + 55, 14, 3, 11, [140, 100, 50], 6)],
      120,
    ),
    LIGHT,
  ),
  scene(
    'Club Sandwich',
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
  scene(
    'Tuna Melt',
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

export function itemScene(item: DemoScene): Scene {
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
  const pick = (name: string) => ITEM_SCENES.find((i) => i.name === name)?.paints ?? [];
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
