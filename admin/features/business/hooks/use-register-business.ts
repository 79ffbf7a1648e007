import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getSessionUser } from '../../../lib/api/session-user.ts';
import { checkSlugAvailable } from '../api/check-slug-available.ts';
import { createBusiness } from '../api/create-business.ts';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { resizeWithRenditions } from '../../../lib/resize-image.ts';
import { BANNER_IMAGE, uploadBanner } from '../../../lib/api/upload-banner.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import type { RegistrationValues } from '../lib/registration-schema.ts';
import type { SlugAvailability } from './use-registration-form.ts';

/**
 * Registration without half-done states: the banner is uploaded first and the business inserted
 * after; if the insert fails the uploaded file is removed again, so a retry starts clean.
 */
export function useRegisterBusiness() {
  const navigate = useNavigate();
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkSlug = useCallback(
    async (slug: string): Promise<SlugAvailability> => {
      // slug_available is for signed-in users only; visitors learn about login on submit.
      if (!(await getSessionUser(client))) return 'unknown';
      return (await checkSlugAvailable(client, slug)) ? 'available' : 'taken';
    },
    [client],
  );

  const register = useCallback(
    async (values: RegistrationValues): Promise<{ slugError: string } | void> => {
      setBusy(true);
      setError(null);
      try {
        const user = await getSessionUser(client);
        if (!user) {
          toast.error(t.register.notLoggedIn);
          return;
        }
        if (!(await checkSlugAvailable(client, values.slug))) {
          toast.error(t.register.slugTaken);
          return { slugError: t.register.slugTaken };
        }
        let banner: { path: string; publicUrl: string; widths: number[] } | null = null;
        if (values.banner) {
          try {
            const resized = await resizeWithRenditions(values.banner, BANNER_IMAGE);
            banner = await uploadBanner(client, resized.blob, undefined, resized.renditions);
          } catch (uploadError) {
            toast.error(t.register.bannerFailed, {
              description: errorText(uploadError, lang),
            });
            return;
          }
        }
        let business: Business;
        try {
          business = await createBusiness(client, {
            name: values.name,
            name_ar: values.nameAr,
            category: values.category,
            description: values.description === '' ? null : values.description,
            description_ar: values.descriptionAr === '' ? null : values.descriptionAr,
            headline_ar: values.headlineAr === '' ? null : values.headlineAr,
            languages: values.languages,
            primary_language: values.primary,
            whatsapp: values.whatsapp,
            slug: values.slug,
            owner_id: user.id,
            email: user.email,
            banner_url: banner?.publicUrl ?? null,
            banner_widths: banner?.widths ?? [],
            headline: values.headline === '' ? null : values.headline,
          });
        } catch (insertError) {
          if (banner) {
            // The business was not made: its banner and renditions are unused (removeImage warns
            // when it cannot remove them, and the owner's message is about the insert).
            await removeImage(client, 'banners', banner.path, banner.widths);
          }
          const message = errorText(insertError, lang);
          toast.error(message);
          if (message === t.register.slugTaken) return { slugError: message };
          setError(message);
          return;
        }
        queryClient.setQueryData(queryKeys.myBusiness(), business);
        toast.success(t.register.success);
        void navigate('/admin/dashboard', { replace: true });
      } catch (unexpected) {
        const message = errorText(unexpected, lang);
        toast.error(message);
        setError(message);
      } finally {
        setBusy(false);
      }
    },
    [client, queryClient, navigate, lang, t],
  );

  return { checkSlug, register, busy, error };
}
