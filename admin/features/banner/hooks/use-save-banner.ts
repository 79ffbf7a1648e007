import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { resizeWithRenditions, type ResizedImage } from '../../../lib/resize-image.ts';
import { BANNER_IMAGE, uploadBanner } from '../../../lib/api/upload-banner.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { getSessionUserId } from '../../../lib/api/session-user.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { updateBanner } from '../api/update-banner.ts';
import type { BannerSave } from '../lib/banner-schema.ts';
import { saveBanner, type BannerBusiness } from '../lib/save-banner.ts';

/**
 * Saves the banner and headline. Success shows docs/guide/product.md section 8's toast and marks the owner's
 * business stale, so every page reads the new banner; a refusal ("Banner upload failed" with the
 * storage's reason) takes the app's default path, a toast in the screen's language.
 */
export function useSaveBanner(business: BannerBusiness | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ image, ...headlines }: BannerSave) => {
      const resized = image ? await resizeForBanner(image) : null;
      return saveBanner(
        {
          currentUserId: () => getSessionUserId(client),
          upload: async (blob) => {
            setProgress(0);
            try {
              return await uploadBanner(client, blob, setProgress, resized?.renditions ?? []);
            } finally {
              setProgress(null);
            }
          },
          update: (businessId, change) => updateBanner(client, businessId, change),
          remove: (path, widths) => removeImage(client, 'banners', path, widths),
          now: Date.now,
        },
        business,
        { ...headlines, image: resized?.blob ?? null },
      );
    },
    onSuccess: async () => {
      toast.success(t.banner.updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myBusiness() });
    },
  });
  return { save: mutation.mutateAsync, progress };
}

// A file the browser cannot decode is handed on as it is: the bucket then refuses it and the
// owner sees 'Banner upload failed' with the reason.
async function resizeForBanner(file: File): Promise<ResizedImage> {
  try {
    return await resizeWithRenditions(file, BANNER_IMAGE);
  } catch {
    return { blob: file, renditions: [] };
  }
}
