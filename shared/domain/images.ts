// Right-sized images: the admin app stores WebP renditions beside each uploaded photo
// and banner, `{path without extension}-{width}.webp`, and records their widths; customers then
// download the one that fits where the picture is shown and their screen's pixel density.
// Images without renditions (older uploads) keep their plain src.

/**
 * Rendition widths made at upload, in px; never wider than the original. Browsers take the first
 * width at or above what a slot needs (CSS width x pixel density), so the steps are close where
 * phones land: a grid card on a 412 px phone at 1.75x needs 322 px (480); the banner, the first
 * thing a customer sees, 721 px there and 780 px on a 390 px phone at 2x (800, about 15% fewer
 * bytes than 960, so it comes in one round trip of a new connection's first window); a sheet or
 * banner at 3x needs about 1240 px (1280).
 */
export const RENDITION_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;
const LARGEST_RENDITION = 1280;

/** The widths to make for an original `width` px wide: the standard ones that fit, and the
 * original's own width in place of those above it, so the largest rendition is the full image. */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(Math.round(width), LARGEST_RENDITION);
  return largest > 0 ? [...RENDITION_WIDTHS.filter((w) => w < largest), largest] : [];
}

/** The rendition's object path or public URL for an original's (a query such as `?v=` is kept). */
export function renditionPath(original: string, width: number): string {
  const query = original.indexOf('?');
  const path = query === -1 ? original : original.slice(0, query);
  const rest = query === -1 ? '' : original.slice(query);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const stem = dot > slash ? path.slice(0, dot) : path;
  return `${stem}-${width}.webp${rest}`;
}

/** An original's object path and the paths of its renditions: everything stored for one image. */
export function storedPaths(original: string, widths: readonly number[]): string[] {
  return [original, ...widths.map((width) => renditionPath(original, width))];
}

/** Where a picture is shown, as CSS widths for `sizes` (the widget's grid, sheet and banner). */
export const IMAGE_SIZES = {
  /**
   * Two columns on a phone: half the width less the grid's 16 px padding and half its 12 px gap
   * (shared/ui/menu/menu-css.ts .qm-group, .qm-grid); 200-250 px cards from 720 px up.
   */
  card: '(min-width:720px) 250px, calc(50vw - 22px)',
  /** The item sheet, at most 560 px wide. */
  sheet: '(min-width:560px) 560px, 100vw',
  banner: '100vw',
} as const;

export type ImageSlot = keyof typeof IMAGE_SIZES;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `src`, `srcSet` and `sizes` for an image URL and its rendition widths in a slot. */
export function imageSources(
  url: string,
  widths: readonly number[] | null | undefined,
  slot: ImageSlot,
): ImageSources {
  if (!widths || widths.length === 0) return { src: url };
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  return {
    src: url,
    srcSet: sorted.map((w) => `${renditionPath(url, w)} ${w}w`).join(', '),
    sizes: IMAGE_SIZES[slot],
  };
}
