import { Link, useParams } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { BusinessProfileForm } from '../../features/profile/components/business-profile-form.tsx';
import { LogoEditor } from '../../features/profile/components/logo-editor.tsx';
import { SuspensionPanel } from '../../features/profile/components/suspension-panel.tsx';
import { useSuperadminProfile } from '../../features/profile/hooks/use-superadmin-profile.ts';
import { errorText } from '../../lib/api/errors.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { BusinessDevices } from '../../features/devices/components/business-devices.tsx';
import '../../features/menu/components/menu.css';

/**
 * /superadmin/{slug}/profile: any business's profile, editable, and its suspension.
 * A logo is uploaded by its owner (files live in the owner's folder); the superadmin may remove it.
 */
export default function SuperadminBusinessProfileRoute() {
  const slug = useParams().slug ?? '';
  const { lang, t } = useI18n();
  const { query, business, profile, logo, suspend } = useSuperadminProfile(slug);
  const back = <Link to={`/superadmin/${slug}/menu`}>{t.profile.back}</Link>;

  // A refetch keeps the page (and the form) on screen with the data it has.
  if (query.isPending) return <PageStatus busy>{t.profile.loading}</PageStatus>;
  if (query.isError && !business) {
    return (
      <PageStatus
        tone="error"
        action={{ label: t.common.retry, onClick: () => void query.refetch() }}
      >
        {t.common.error(errorText(query.error, lang))}
      </PageStatus>
    );
  }
  if (!business) {
    return (
      <div className="ui-page">
        {back}
        <h1>{t.superadmin.businessNotFound}</h1>
      </div>
    );
  }
  const { languages, primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);

  return (
    <div className="ui-page">
      {back}
      <header className="ui-page__header">
        <h1>{`${t.profile.heading} · ${name}`}</h1>
      </header>
      <SuspensionPanel
        key={business.suspended_at ?? 'open'}
        suspendedAt={business.suspended_at}
        reason={business.suspension_reason}
        onChange={suspend}
      />
      <BusinessProfileForm
        key={business.updated_at}
        business={business}
        languages={languages}
        primary={primary}
        onSave={profile.mutateAsync}
        saveError={profile.error}
        logo={
          <LogoEditor
            logoUrl={business.logo_url}
            name={name}
            onRemove={() => logo.mutateAsync(null)}
            error={logo.error && `${t.profile.saveFailed}: ${errorText(logo.error, lang)}`}
          />
        }
      />
      <BusinessDevices businessId={business.id} />
    </div>
  );
}
