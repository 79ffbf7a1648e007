import { toast } from 'sonner';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { updateBusinessProfile } from '../../features/profile/api/update-business-profile.ts';
import { uploadLogo } from '../../features/profile/api/upload-logo.ts';
import { BusinessProfileForm } from '../../features/profile/components/business-profile-form.tsx';
import { LogoEditor } from '../../features/profile/components/logo-editor.tsx';
import { saveProfile } from '../../features/profile/hooks/save-profile.ts';
import type { ProfileRow } from '../../features/profile/lib/profile-form.ts';
import { bannerPathFromUrl } from '../../features/banner/lib/banner-path.ts';
import { removeImage } from '../../lib/api/upload-image.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../features/menu/components/menu.css';

/** /admin/profile: the owner's business profile. */
export default function AdminProfileRoute() {
  const { business, reload } = useMyBusiness();
  const { lang, t } = useI18n();
  const { languages, primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);

  async function save(row: ProfileRow): Promise<boolean> {
    if (!(await saveProfile(business.id, row, t))) return false;
    await reload();
    return true;
  }

  // The logo is saved on its own, at once: an upload should not wait for the rest of the form.
  async function replaceLogo(logoUrl: string | null) {
    const old = bannerPathFromUrl(business.logo_url);
    await updateBusinessProfile(business.id, { logo_url: logoUrl });
    if (old) await removeImage('banners', old);
    await reload();
  }

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
        onSave={save}
        logo={
          <LogoEditor
            logoUrl={business.logo_url}
            name={name}
            onUpload={async (file) => {
              try {
                const { publicUrl } = await uploadLogo(file);
                await replaceLogo(publicUrl);
              } catch (error) {
                toast.error(t.profile.logoFailed, { description: errorMessage(error) });
              }
            }}
            onRemove={async () => {
              try {
                await replaceLogo(null);
              } catch (error) {
                toast.error(t.profile.saveFailed, { description: errorMessage(error) });
              }
            }}
          />
        }
      />
    </div>
  );
}
