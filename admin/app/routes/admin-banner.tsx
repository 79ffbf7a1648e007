import { useMyBusiness } from '../../features/business/api/my-business-context.ts';
import { BannerEditor } from '../../features/banner/components/banner-editor.tsx';
import { useSaveBanner } from '../../features/banner/hooks/use-save-banner.ts';
import '../../features/menu/components/menu.css';

/** /admin/banner: the customer menu's banner image and headline. */
export default function AdminBannerRoute() {
  const { business, reload } = useMyBusiness();
  const { save, progress } = useSaveBanner(business, reload);
  return (
    <div className="menu-page">
      <header className="menu-page__header">
        <h1>Banner</h1>
      </header>
      <p className="menu-muted">
        The banner and headline appear at the top of your customer menu at /{business.slug}/menu.
      </p>
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
