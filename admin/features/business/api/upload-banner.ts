import { supabase } from '../../../../shared/api/supabase-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { extensionFor } from '../../../lib/resize-image.ts';
import { uploadImage, type UploadedImage } from '../../menu/api/upload-image.ts';

/** ARCHITECTURE.md budget: banners are resized in the browser to 1600 px on the longest side. */
export const BANNER_IMAGE = { maxSide: 1600, type: 'image/webp', quality: 0.85 } as const;

/**
 * Stores an already resized banner at banners/{owner id}/banner-{time}.{ext} (ARCHITECTURE.md
 * departure 5), for registration and the banner editor alike. Returns its path and public URL.
 */
export function uploadBanner(
  blob: Blob,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  return uploadImage({
    bucket: 'banners',
    fileName: `banner-${Date.now()}.${extensionFor(blob.type)}`,
    blob,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** Removes a banner that ended up unused (the business insert after its upload failed). */
export async function removeBanner(path: string): Promise<void> {
  const { error } = await supabase.storage.from('banners').remove([path]);
  if (error) throw new ApiError(error.message);
}
