import { useMyBusiness } from '../../features/business/api/my-business-context.ts';
import { BannerEditor } from '../../features/banner/components/banner-editor.tsx';
import { useSaveBanner } from '../../features/banner/hooks/use-save-banner.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../features/menu/components/menu.css';

/** /admin/banner: the customer menu's banner image and headline. */
export default function AdminBannerRoute() {
  const { business, reload } = useMyBusiness();
  const { t } = useI18n();
  const { save, progress } = useSaveBanner(business, reload);
  return (
    <div className="menu-page">
      <header className="menu-page__header">
        <h1>{t.banner.heading}</h1>
      </header>
      <p className="menu-muted">{t.banner.lead(business.slug)}</p>
      <BannerEditor
        businessName={business.name}
        bannerUrl={business.banner_url}
        headline={business.headline}
        onSave={save}
        progress={progress}
      />
    </div>
  );
}
