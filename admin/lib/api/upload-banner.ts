import { extensionFor, type Rendition } from '../resize-image.ts';
import type { AppClient } from './client.ts';
import { uploadWithRenditions, type StoredImage } from './upload-image.ts';

/** docs/architecture.md "Budgets": banners are resized in the browser to 1600 px on the longest side. */
export const BANNER_IMAGE = { maxSide: 1600, type: 'image/webp', quality: 0.85 } as const;

/**
 * Stores an already resized banner at banners/{owner id}/banner-{time}.{ext} (docs/architecture.md
 * departure 5) with its WebP renditions beside it, for registration and the banner editor alike.
 * Returns its path, public URL and rendition widths.
 */
export function uploadBanner(
  client: AppClient,
  blob: Blob,
  onProgress?: (fraction: number) => void,
  renditions: readonly Rendition[] = [],
): Promise<StoredImage> {
  return uploadWithRenditions(client, {
    bucket: 'banners',
    fileName: `banner-${Date.now()}.${extensionFor(blob.type)}`,
    blob,
    renditions,
    ...(onProgress ? { onProgress } : {}),
  });
}
