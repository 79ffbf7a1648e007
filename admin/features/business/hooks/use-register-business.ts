import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** How a registration ended when the database did not refuse it (a refusal is the mutation's error). */
type Registered =
  | { kind: 'saved'; business: Business }
  | { kind: 'not-signed-in' }
  | { kind: 'slug-taken' }
  | { kind: 'banner-failed'; error: unknown };

const nullIfBlank = (text: string) => (text === '' ? null : text);

/**
 * Registration without half-done states: the banner is uploaded first and the business inserted
 * after; if the insert fails the uploaded file is removed again, so a retry starts clean. The
 * database's refusal is shown by the form (`error`), beside what the owner typed.
 */
export function useRegisterBusiness() {
  const navigate = useNavigate();
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();

  const checkSlug = useCallback(
    async (slug: string): Promise<SlugAvailability> => {
      // slug_available is for signed-in users only; visitors learn about login on submit.
      if (!(await getSessionUser(client))) return 'unknown';
      return (await checkSlugAvailable(client, slug)) ? 'available' : 'taken';
    },
    [client],
  );

  const mutation = useMutation({
    meta: { errorShownBy: 'form' },
    mutationFn: async (values: RegistrationValues): Promise<Registered> => {
      const user = await getSessionUser(client);
      if (!user) return { kind: 'not-signed-in' };
      if (!(await checkSlugAvailable(client, values.slug))) return { kind: 'slug-taken' };
      let banner: { path: string; publicUrl: string; widths: number[] } | null = null;
      if (values.banner) {
        try {
          const resized = await resizeWithRenditions(values.banner, BANNER_IMAGE);
          banner = await uploadBanner(client, resized.blob, undefined, resized.renditions);
        } catch (error) {
          return { kind: 'banner-failed', error };
        }
      }
      try {
        const business = await createBusiness(client, {
          name: values.name,
          name_ar: values.nameAr,
          category: values.category,
          description: nullIfBlank(values.description),
          description_ar: nullIfBlank(values.descriptionAr),
          headline_ar: nullIfBlank(values.headlineAr),
          languages: values.languages,
          primary_language: values.primary,
          whatsapp: values.whatsapp,
          slug: values.slug,
          owner_id: user.id,
          email: user.email,
          banner_url: banner?.publicUrl ?? null,
          banner_widths: banner?.widths ?? [],
          headline: nullIfBlank(values.headline),
        });
        return { kind: 'saved', business };
      } catch (insertError) {
        // The business was not made: its banner and renditions are unused (removeImage warns
        // when it cannot remove them, and the owner's message is about the insert).
        if (banner) await removeImage(client, 'banners', banner.path, banner.widths);
        // Someone took the slug between the check and the insert: said at the slug, as above.
        if (errorText(insertError, lang) === t.register.slugTaken) return { kind: 'slug-taken' };
        throw insertError;
      }
    },
  });
  const { mutateAsync } = mutation;

  const register = useCallback(
    async (values: RegistrationValues): Promise<{ slugError: string } | void> => {
      let outcome: Registered;
      try {
        outcome = await mutateAsync(values);
      } catch {
        return; // The form shows the refusal (`error`).
      }
      switch (outcome.kind) {
        case 'not-signed-in':
          toast.error(t.register.notLoggedIn);
          return;
        case 'slug-taken':
          toast.error(t.register.slugTaken);
          return { slugError: t.register.slugTaken };
        case 'banner-failed':
          toast.error(t.register.bannerFailed, { description: errorText(outcome.error, lang) });
          return;
        case 'saved':
          queryClient.setQueryData(queryKeys.myBusiness(), outcome.business);
          toast.success(t.register.success);
          void navigate('/admin/dashboard', { replace: true });
      }
    },
    [mutateAsync, queryClient, navigate, lang, t],
  );

  const error = mutation.error ? errorText(mutation.error, lang) : null;
  return { checkSlug, register, busy: mutation.isPending, error };
}
