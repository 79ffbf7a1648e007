// Photos are resized in the browser before upload (docs/architecture.md "Budgets"): a 4 MB phone photo
// becomes a few hundred KB. WebP where the browser can encode it, JPEG otherwise.

import { renditionWidths } from '../../shared/domain/images.ts';
import { isImageFile } from '../../shared/domain/validation.ts';
import { ApiError, fail } from './api/errors.ts';

export type ResizedImageType = 'image/webp' | 'image/jpeg';

export interface ResizeOptions {
  /** The longest side of the result in pixels; smaller images are never upscaled. */
  maxSide: number;
  type: ResizedImageType;
  /** Encoder quality between 0 and 1. */
  quality: number;
}

/** The size that fits inside maxSide x maxSide keeping the aspect ratio, never larger. */
export function fitInside(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The file extension for a resized image's type (used in storage paths). */
export function extensionFor(type: string): string {
  if (type === 'image/webp') return 'webp';
  if (type === 'image/png') return 'png';
  if (type === 'image/gif') return 'gif';
  return 'jpg';
}

export async function resizeImage(file: Blob, options: ResizeOptions): Promise<Blob> {
  return (await resizeWithRenditions(file, options, false)).blob;
}

/** A smaller WebP copy stored beside the original (shared/domain/images.ts names it). */
export interface Rendition {
  width: number;
  blob: Blob;
}

export interface ResizedImage {
  /** The image to store as the original. */
  blob: Blob;
  /** WebP renditions by width, none when the browser cannot encode WebP. */
  renditions: Rendition[];
}

/** Resizes like resizeImage and, from the same decoded picture, makes the WebP renditions
 * customers download on small screens. */
export async function resizeWithRenditions(
  file: Blob,
  options: ResizeOptions,
  withRenditions = true,
): Promise<ResizedImage> {
  if (!isImageFile(file.type)) fail('image_only');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    fail('image_unreadable');
  }
  const { width, height } = fitInside(bitmap.width, bitmap.height, options.maxSide);
  try {
    const blob = await encode(bitmap, width, height, options.type, options.quality);
    // Browsers that cannot encode WebP silently return PNG: fall back to JPEG then, and make no
    // renditions (they are WebP by name); customers then get the original.
    if (blob.type !== options.type) {
      const jpeg = await encode(bitmap, width, height, 'image/jpeg', options.quality);
      return { blob: jpeg, renditions: [] };
    }
    const renditions: Rendition[] = [];
    for (const w of withRenditions ? renditionWidths(width) : []) {
      const h = Math.max(1, Math.round((height * w) / width));
      const copy = await encode(bitmap, w, h, 'image/webp', options.quality);
      if (copy.type !== 'image/webp') return { blob, renditions: [] };
      renditions.push({ width: w, blob: copy });
    }
    return { blob, renditions };
  } finally {
    bitmap.close();
  }
}

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: ResizedImageType,
  quality: number,
): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) fail('image_cannot_resize');
    draw(context, bitmap, width, height, type);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) fail('image_cannot_resize');
  draw(context, bitmap, width, height, type);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new ApiError({ kind: 'app', code: 'image_cannot_resize' })),
      type,
      quality,
    );
  });
}

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: ResizedImageType,
) {
  // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
