import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../lib/api/client-context.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import {
  updateBusinessDetails,
  type BusinessDetails,
} from '../../features/banner/api/update-business-details.ts';
import { BannerEditor } from '../../features/banner/components/banner-editor.tsx';
import { BusinessDetailsForm } from '../../features/banner/components/business-details-form.tsx';
import { useSaveBanner } from '../../features/banner/hooks/use-save-banner.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { queryKeys } from '../../lib/query/keys.ts';
import '../../features/menu/components/menu.css';

/** /admin/banner: the menu's languages, name and description, banner image and headline. */
export default function AdminBannerRoute() {
  const { business } = useMyBusiness();
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { save, progress } = useSaveBanner(business);
  const { languages, primary } = menuLanguages(business);
  const details = useMutation({
    mutationFn: (change: BusinessDetails) => updateBusinessDetails(client, business.id, change),
    meta: { errorShownBy: 'form' },
    onSuccess: (row) => {
      toast.success(t.banner.detailsSaved);
      queryClient.setQueryData(queryKeys.myBusiness(), row);
    },
  });

  // Keyed by what the database holds, so a saved change of languages re-reads every form.
  const version = `${languages.join(',')}:${primary}`;
  return (
    <div className="ui-page">
      <header className="ui-page__header">
        <h1>{t.banner.heading}</h1>
      </header>
      <p className="ui-muted">{t.banner.lead(business.slug)}</p>
      <BannerEditor
        key={`banner-${version}`}
        businessName={business.name}
        businessNameAr={business.name_ar}
        bannerUrl={business.banner_url}
        headline={business.headline}
        headlineAr={business.headline_ar}
        languages={languages}
        primary={primary}
        onSave={save}
        progress={progress}
      />
      <BusinessDetailsForm
        key={`details-${version}`}
        initial={{
          languages,
          primary_language: primary,
          name: business.name,
          name_ar: business.name_ar,
          description: business.description,
          description_ar: business.description_ar,
        }}
        onSave={details.mutateAsync}
        saveError={details.error}
      />
    </div>
  );
}
