import type { AppClient } from '../../../lib/api/client.ts';
import { uploadImage, type UploadedImage } from '../../../lib/api/upload-image.ts';
import { extensionFor, resizeImage } from '../../../lib/resize-image.ts';

/** A logo is shown small (menu header, QR code middle): 512 px is plenty for any screen. */
export const LOGO_IMAGE = { maxSide: 512, type: 'image/webp', quality: 0.9 } as const;

/**
 * Resizes the chosen logo in the browser and stores it under the owner's folder of the banners
 * bucket (banners/{owner id}/logo-{time}.{ext}), where the storage policy lets only them write.
 */
export async function uploadLogo(client: AppClient, file: File): Promise<UploadedImage> {
  const blob = await resizeImage(file, LOGO_IMAGE);
  return uploadImage(client, {
    bucket: 'banners',
    fileName: `logo-${Date.now()}.${extensionFor(blob.type)}`,
    blob,
  });
}
