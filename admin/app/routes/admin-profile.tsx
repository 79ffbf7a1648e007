import { useQueryClient } from '@tanstack/react-query';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { BusinessProfileForm } from '../../features/profile/components/business-profile-form.tsx';
import { LogoEditor } from '../../features/profile/components/logo-editor.tsx';
import { useProfileWrites } from '../../features/profile/hooks/use-profile-writes.ts';
import type { Business } from '../../lib/business/business.ts';
import { bannerPathFromUrl } from '../../features/banner/lib/banner-path.ts';
import { removeImage } from '../../lib/api/upload-image.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { queryKeys } from '../../lib/query/keys.ts';
import '../../features/menu/components/menu.css';

/** /admin/profile: the owner's business profile. */
export default function AdminProfileRoute() {
  const { business } = useMyBusiness();
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();
  const { languages, primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);
  const { profile, logo } = useProfileWrites(business, {
    saved: (row: Business) => queryClient.setQueryData(queryKeys.myBusiness(), row),
    removeOld: async (logoUrl) => {
      const old = bannerPathFromUrl(logoUrl);
      if (old) await removeImage(client, 'banners', old);
    },
  });
  const logoFailed = logo.variables ? t.profile.logoFailed : t.profile.saveFailed;

  return (
    <div className="ui-page">
      <title>{t.profile.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.profile.heading}</h1>
      </header>
      <p className="ui-muted">{t.profile.lead}</p>
      <BusinessProfileForm
        business={business}
        languages={languages}
        primary={primary}
        onSave={profile.mutateAsync}
        saveError={profile.error}
        logo={
          <LogoEditor
            logoUrl={business.logo_url}
            name={name}
            onUpload={logo.mutateAsync}
            onRemove={() => logo.mutateAsync(null)}
            error={logo.error && `${logoFailed}: ${errorText(logo.error, lang)}`}
          />
        }
      />
    </div>
  );
}
