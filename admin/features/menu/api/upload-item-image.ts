import type { AppClient } from '../../../lib/api/client.ts';
import { extensionFor } from '../../../lib/resize-image.ts';
import { fail } from '../../../lib/api/errors.ts';
import type { ImageUpload } from './item-values.ts';
import { uploadWithRenditions, type StoredImage } from '../../../lib/api/upload-image.ts';

/** A menu photo to `menu-images/{owner id}/{time}.{ext}` with its renditions beside it; any
 * failure is docs/guide/product.md section 8's one message. */
export async function uploadItemImage(client: AppClient, image: ImageUpload): Promise<StoredImage> {
  try {
    return await uploadWithRenditions(client, {
      bucket: 'menu-images',
      fileName: `${Date.now()}.${extensionFor(image.blob.type)}`,
      blob: image.blob,
      renditions: image.renditions ?? [],
      ...(image.onProgress ? { onProgress: image.onProgress } : {}),
    });
  } catch (cause) {
    console.error('Image upload failed', cause);
    fail('image_upload_failed');
  }
}
