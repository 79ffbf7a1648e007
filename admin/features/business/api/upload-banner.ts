import { supabase } from '../../../../shared/api/supabase-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { extensionFor, resizeImage } from '../../../lib/resize-image.ts';

export const BANNER_MAX_SIDE = 1600;

/**
 * Resizes a banner in the browser and stores it at banners/{owner id}/banner-{time}.{ext}
 * (ARCHITECTURE.md departure 5). Returns the storage path and its public URL.
 */
export async function uploadBanner(
  ownerId: string,
  file: File,
): Promise<{ path: string; publicUrl: string }> {
  const image = await resizeImage(file, {
    maxSide: BANNER_MAX_SIDE,
    type: 'image/webp',
    quality: 0.85,
  });
  const path = `${ownerId}/banner-${Date.now()}.${extensionFor(image.type)}`;
  const { error } = await supabase.storage
    .from('banners')
    .upload(path, image, { upsert: true, contentType: image.type, cacheControl: '3600' });
  if (error) throw new ApiError(error.message);
  const { data } = supabase.storage.from('banners').getPublicUrl(path);
  return { path, publicUrl: data.publicUrl };
}

/** Removes a banner that ended up unused (the business insert after its upload failed). */
export async function removeBanner(path: string): Promise<void> {
  const { error } = await supabase.storage.from('banners').remove([path]);
  if (error) throw new ApiError(error.message);
}
