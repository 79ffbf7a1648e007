import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { resizeImage, extensionFor } from '../../../lib/resize-image.ts';
import { removeImage, uploadImage } from '../../menu/api/upload-image.ts';
import { currentUserId } from '../api/current-user-id.ts';
import { updateBanner } from '../api/update-banner.ts';
import { saveBanner, type BannerBusiness } from '../lib/save-banner.ts';

/** ARCHITECTURE.md budget: banners are at most 1600 px on the longest side. */
const BANNER_IMAGE = { maxSide: 1600, type: 'image/webp', quality: 0.82 } as const;

/** Saves the banner and headline, shows SPEC.md section 8's toast, then reloads the business. */
export function useSaveBanner(business: BannerBusiness | null, reload: () => Promise<void>) {
  const [progress, setProgress] = useState<number | null>(null);
  const save = useCallback(
    async (headline: string, file: File | null): Promise<boolean> => {
      const result = await saveBanner(
        {
          currentUserId,
          upload: async (blob) => {
            setProgress(0);
            try {
              return await uploadImage({
                bucket: 'banners',
                fileName: `banner-${Date.now()}.${extensionFor(blob.type)}`,
                blob,
                onProgress: setProgress,
              });
            } finally {
              setProgress(null);
            }
          },
          update: updateBanner,
          remove: (path) => removeImage('banners', path),
          now: Date.now,
        },
        business,
        { headline, image: file ? await resizeForBanner(file) : null },
      );
      if (result.ok) {
        toast.success(result.message);
        await reload();
        return true;
      }
      const show = result.level === 'warning' ? toast.warning : toast.error;
      show(result.message, result.detail ? { description: result.detail } : undefined);
      return false;
    },
    [business, reload],
  );
  return { save, progress };
}

// A file the browser cannot decode is handed on as it is: the bucket then refuses it and the
// owner sees 'Banner upload failed' with the reason.
async function resizeForBanner(file: File): Promise<Blob> {
  try {
    return await resizeImage(file, BANNER_IMAGE);
  } catch {
    return file;
  }
}
