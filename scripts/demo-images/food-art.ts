// Top-down "flat lay" food pictures drawn by code for the demo menu: cups, glasses, plates, pans
// and wraps on a wooden table. Shapes are signed distance fields, so edges are anti-aliased and
// each shape gets a soft shadow and a little radial shading, which reads as a photo at menu size.

export type Rgb = readonly [number, number, number];

export type Shape =
  | { kind: 'circle'; x: number; y: number; r: number }
  | { kind: 'ellipse'; x: number; y: number; rx: number; ry: number; angle?: number }
  | { kind: 'box'; x: number; y: number; w: number; h: number; angle?: number; round?: number }
  | { kind: 'capsule'; x1: number; y1: number; x2: number; y2: number; r: number };

export interface Paint {
  shape: Shape;
  color: Rgb;
  /** 0..1: how much darker the edge is than the centre. */
  shade?: number;
  /** Drops a soft shadow under the shape. */
  shadow?: boolean;
  alpha?: number;
}

export interface Scene {
  width: number;
  height: number;
  table: Rgb;
  paints: Paint[];
}

function rotate(px: number, py: number, angle: number): [number, number] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [px * c + py * s, -px * s + py * c];
}

/** Signed distance from (px, py) to the shape's edge (negative inside) and the shape's "radius". */
function distance(shape: Shape, px: number, py: number): [number, number] {
  switch (shape.kind) {
    case 'circle':
      return [Math.hypot(px - shape.x, py - shape.y) - shape.r, shape.r];
    case 'ellipse': {
      const [lx, ly] = rotate(px - shape.x, py - shape.y, shape.angle ?? 0);
      const k = Math.hypot(lx / shape.rx, ly / shape.ry);
      return [(k - 1) * Math.min(shape.rx, shape.ry), Math.min(shape.rx, shape.ry)];
    }
    case 'box': {
      const round = shape.round ?? 0;
      const [lx, ly] = rotate(px - shape.x, py - shape.y, shape.angle ?? 0);
      const qx = Math.abs(lx) - shape.w / 2 + round;
      const qy = Math.abs(ly) - shape.h / 2 + round;
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
      const inside = Math.min(Math.max(qx, qy), 0);
      return [outside + inside - round, Math.min(shape.w, shape.h) / 2];
    }
    case 'capsule': {
      const dx = shape.x2 - shape.x1;
      const dy = shape.y2 - shape.y1;
      const t = Math.max(
        0,
        Math.min(1, ((px - shape.x1) * dx + (py - shape.y1) * dy) / (dx * dx + dy * dy || 1)),
      );
      return [Math.hypot(px - shape.x1 - t * dx, py - shape.y1 - t * dy) - shape.r, shape.r];
    }
  }
}

/** The shape's bounding box [x0, y0, x1, y1], so pixels far from it are skipped. */
function bounds(shape: Shape): [number, number, number, number] {
  switch (shape.kind) {
    case 'circle':
      return [shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r];
    case 'ellipse': {
      const r = Math.max(shape.rx, shape.ry);
      return [shape.x - r, shape.y - r, shape.x + r, shape.y + r];
    }
    case 'box': {
      const r = Math.hypot(shape.w, shape.h) / 2;
      return [shape.x - r, shape.y - r, shape.x + r, shape.y + r];
    }
    case 'capsule':
      return [
        Math.min(shape.x1, shape.x2) - shape.r,
        Math.min(shape.y1, shape.y2) - shape.r,
        Math.max(shape.x1, shape.x2) + shape.r,
        Math.max(shape.y1, shape.y2) + shape.r,
      ];
  }
}

function offset(shape: Shape, dx: number, dy: number): Shape {
  switch (shape.kind) {
    case 'capsule':
      return {
        ...shape,
        x1: shape.x1 + dx,
        y1: shape.y1 + dy,
        x2: shape.x2 + dx,
        y2: shape.y2 + dy,
      };
    default:
      return { ...shape, x: shape.x + dx, y: shape.y + dy };
  }
}

/** Renders a scene to RGB pixels. */
export function renderScene(scene: Scene): Uint8Array {
  const { width, height } = scene;
  const out = new Uint8Array(width * height * 3);
  const scale = Math.min(width, height) / 300;
  const layers: Array<{ shape: Shape; color: Rgb; alpha: number; shade: number; blur: number }> =
    [];
  for (const paint of scene.paints) {
    if (paint.shadow) {
      layers.push({
        shape: offset(paint.shape, 6 * scale, 8 * scale),
        color: [0, 0, 0],
        alpha: 0.28,
        shade: 0,
        blur: 10 * scale,
      });
    }
    layers.push({
      shape: paint.shape,
      color: paint.color,
      alpha: paint.alpha ?? 1,
      shade: paint.shade ?? 0.12,
      blur: 1,
    });
  }
  const boxes = layers.map((layer) => {
    const [x0, y0, x1, y1] = bounds(layer.shape);
    const m = layer.blur + 1;
    return [x0 - m, y0 - m, x1 + m, y1 + m] as const;
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Wood grain: long bands with a slow wobble.
      const grain =
        0.9 + 0.06 * Math.sin(y * 0.09 + Math.sin(x * 0.012) * 2.5) + 0.04 * Math.sin(y * 0.5);
      let r = scene.table[0] * grain;
      let g = scene.table[1] * grain;
      let b = scene.table[2] * grain;
      for (let index = 0; index < layers.length; index++) {
        const layer = layers[index]!;
        const box = boxes[index]!;
        if (x < box[0] || x > box[2] || y < box[1] || y > box[3]) continue;
        const [d, size] = distance(layer.shape, x + 0.5, y + 0.5);
        const coverage = Math.max(0, Math.min(1, 0.5 - d / layer.blur));
        if (coverage <= 0) continue;
        const a = coverage * layer.alpha;
        // Darker towards the edge, lighter in the middle, like light from above.
        const depth = Math.max(0, Math.min(1, -d / size));
        const light = 1 - layer.shade * (1 - depth) + layer.shade * 0.4 * depth;
        r = r * (1 - a) + layer.color[0] * light * a;
        g = g * (1 - a) + layer.color[1] * light * a;
        b = b * (1 - a) + layer.color[2] * light * a;
      }
      const i = (y * width + x) * 3;
      out[i] = Math.max(0, Math.min(255, Math.round(r)));
      out[i + 1] = Math.max(0, Math.min(255, Math.round(g)));
      out[i + 2] = Math.max(0, Math.min(255, Math.round(b)));
    }
  }
  return out;
}

/** The scene drawn k times larger (every position and size), for sharper pictures. */
export function scaleScene(scene: Scene, k: number): Scene {
  const shape = (s: Shape): Shape => {
    switch (s.kind) {
      case 'circle':
        return { ...s, x: s.x * k, y: s.y * k, r: s.r * k };
      case 'ellipse':
        return { ...s, x: s.x * k, y: s.y * k, rx: s.rx * k, ry: s.ry * k };
      case 'box':
        return {
          ...s,
          x: s.x * k,
          y: s.y * k,
          w: s.w * k,
          h: s.h * k,
          ...(s.round === undefined ? {} : { round: s.round * k }),
        };
      case 'capsule':
        return { ...s, x1: s.x1 * k, y1: s.y1 * k, x2: s.x2 * k, y2: s.y2 * k, r: s.r * k };
    }
  };
  return {
    ...scene,
    width: Math.round(scene.width * k),
    height: Math.round(scene.height * k),
    paints: scene.paints.map((p) => ({ ...p, shape: shape(p.shape) })),
  };
}

// Building blocks, in a 400 x 300 picture with the dish centred at (cx, cy). -----------------

const WHITE: Rgb = [246, 244, 238];
const CERAMIC: Rgb = [236, 232, 224];

export function cup(cx: number, cy: number, liquid: Rgb, extras: Paint[] = [], r = 62): Paint[] {
  return [
    {
      shape: { kind: 'circle', x: cx, y: cy, r: r * 1.55 },
      color: CERAMIC,
      shadow: true,
      shade: 0.1,
    },
    {
      shape: { kind: 'box', x: cx + r * 1.05, y: cy, w: r * 0.75, h: r * 0.3, round: r * 0.15 },
      color: WHITE,
      shadow: true,
    },
    { shape: { kind: 'circle', x: cx, y: cy, r }, color: WHITE, shadow: true, shade: 0.15 },
    { shape: { kind: 'circle', x: cx, y: cy, r: r * 0.82 }, color: liquid, shade: 0.25 },
    ...extras,
  ];
}

export function glass(cx: number, cy: number, liquid: Rgb, extras: Paint[] = [], r = 70): Paint[] {
  return [
    {
      shape: { kind: 'circle', x: cx, y: cy, r },
      color: [214, 232, 238],
      shadow: true,
      alpha: 0.85,
      shade: 0.1,
    },
    { shape: { kind: 'circle', x: cx, y: cy, r: r * 0.88 }, color: liquid, shade: 0.2 },
    {
      shape: {
        kind: 'box',
        x: cx - r * 0.3,
        y: cy - r * 0.2,
        w: r * 0.36,
        h: r * 0.36,
        angle: 0.4,
        round: 4,
      },
      color: [240, 250, 255],
      alpha: 0.55,
    },
    {
      shape: {
        kind: 'box',
        x: cx + r * 0.25,
        y: cy + r * 0.25,
        w: r * 0.32,
        h: r * 0.32,
        angle: -0.3,
        round: 4,
      },
      color: [240, 250, 255],
      alpha: 0.5,
    },
    ...extras,
    {
      shape: {
        kind: 'capsule',
        x1: cx + r * 0.1,
        y1: cy - r * 0.1,
        x2: cx + r * 1.6,
        y2: cy - r * 1.3,
        r: r * 0.07,
      },
      color: [230, 80, 70],
      shadow: true,
    },
  ];
}

export function plate(cx: number, cy: number, food: Paint[], r = 110): Paint[] {
  return [
    { shape: { kind: 'circle', x: cx, y: cy, r }, color: WHITE, shadow: true, shade: 0.08 },
    { shape: { kind: 'circle', x: cx, y: cy, r: r * 0.78 }, color: [240, 238, 232], shade: -0.05 },
    ...food,
  ];
}

export function pan(cx: number, cy: number, food: Paint[], r = 105): Paint[] {
  return [
    {
      shape: { kind: 'capsule', x1: cx + r * 0.9, y1: cy, x2: cx + r * 1.75, y2: cy, r: 11 },
      color: [40, 36, 34],
      shadow: true,
    },
    { shape: { kind: 'circle', x: cx, y: cy, r }, color: [52, 48, 46], shadow: true, shade: 0.2 },
    ...food,
  ];
}

export function dots(
  cx: number,
  cy: number,
  spread: number,
  count: number,
  r: number,
  color: Rgb,
  seed: number,
): Paint[] {
  const paints: Paint[] = [];
  let s = seed;
  const next = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  for (let i = 0; i < count; i++) {
    const angle = next() * Math.PI * 2;
    const dist = Math.sqrt(next()) * spread;
    paints.push({
      shape: {
        kind: 'circle',
        x: cx + Math.cos(angle) * dist,
        y: cy + Math.sin(angle) * dist,
        r: r * (0.7 + next() * 0.6),
      },
      color,
      shade: 0.3,
    });
  }
  return paints;
}

export function egg(cx: number, cy: number, r = 30): Paint[] {
  return [
    {
      shape: { kind: 'ellipse', x: cx, y: cy, rx: r * 1.25, ry: r, angle: 0.3 },
      color: [250, 250, 245],
      shade: 0.05,
    },
    {
      shape: { kind: 'circle', x: cx + 3, y: cy - 2, r: r * 0.45 },
      color: [250, 180, 30],
      shade: 0.3,
    },
  ];
}

export function leaf(cx: number, cy: number, angle: number, size = 14): Paint {
  return {
    shape: { kind: 'ellipse', x: cx, y: cy, rx: size, ry: size * 0.5, angle },
    color: [70, 150, 70],
    shade: 0.3,
  };
}
