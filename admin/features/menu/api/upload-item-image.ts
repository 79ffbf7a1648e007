import { extensionFor } from '../../../lib/resize-image.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ImageUpload } from './item-values.ts';
import { uploadImage, type UploadedImage } from './upload-image.ts';
import { adminText } from '../../../lib/i18n/language.ts';

/** A menu photo to `menu-images/{owner id}/{time}.{ext}`; any failure is SPEC.md's one message. */
export async function uploadItemImage(image: ImageUpload): Promise<UploadedImage> {
  try {
    return await uploadImage({
      bucket: 'menu-images',
      fileName: `${Date.now()}.${extensionFor(image.blob.type)}`,
      blob: image.blob,
      ...(image.onProgress ? { onProgress: image.onProgress } : {}),
    });
  } catch (cause) {
    console.error('Image upload failed', cause);
    throw new ApiError(adminText().menu.imageUploadFailed);
  }
}
