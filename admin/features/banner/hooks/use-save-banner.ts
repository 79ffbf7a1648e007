import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { resizeWithRenditions, type ResizedImage } from '../../../lib/resize-image.ts';
import { BANNER_IMAGE, uploadBanner } from '../../../lib/api/upload-banner.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { getSessionUserId } from '../../../lib/api/session-user.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { updateBanner } from '../api/update-banner.ts';
import { bannerMessages, saveBanner, type BannerBusiness } from '../lib/save-banner.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';

/**
 * Saves the banner and headline, shows SPEC.md section 8's toast, then marks the owner's business
 * stale so every page reads the new banner.
 */
export function useSaveBanner(business: BannerBusiness | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  // save-banner.ts decides in SPEC.md's English words; the toast says the same in the screen's language.
  const translate = useCallback(
    (message: string) => {
      const keys = Object.keys(bannerMessages) as (keyof typeof bannerMessages)[];
      const key = keys.find((k) => bannerMessages[k] === message);
      return key ? t.banner[key] : message;
    },
    [t],
  );
  const save = useCallback(
    async (
      headline: string,
      headlineAr: string | undefined,
      file: File | null,
    ): Promise<boolean> => {
      const resized = file ? await resizeForBanner(file) : null;
      const result = await saveBanner(
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
        {
          headline,
          ...(headlineAr !== undefined && { headlineAr }),
          image: resized?.blob ?? null,
        },
      );
      if (result.ok) {
        toast.success(translate(result.message));
        await queryClient.invalidateQueries({ queryKey: queryKeys.myBusiness() });
        return true;
      }
      const show = result.level === 'warning' ? toast.warning : toast.error;
      show(translate(result.message), result.detail ? { description: result.detail } : undefined);
      return false;
    },
    [business, client, queryClient, translate],
  );
  return { save, progress };
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
