import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { pickText } from '../../../shared/domain/i18n.ts';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { getBusinessBySlug } from '../../features/profile/api/get-business-by-slug.ts';
import { setSuspension } from '../../features/profile/api/set-suspension.ts';
import { updateBusinessProfile } from '../../features/profile/api/update-business-profile.ts';
import { BusinessProfileForm } from '../../features/profile/components/business-profile-form.tsx';
import { LogoEditor } from '../../features/profile/components/logo-editor.tsx';
import { SuspensionPanel } from '../../features/profile/components/suspension-panel.tsx';
import { saveProfile } from '../../features/profile/hooks/save-profile.ts';
import type { ProfileRow } from '../../features/profile/lib/profile-form.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { useLoader } from '../../lib/hooks/use-loader.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../features/menu/components/menu.css';

/**
 * /superadmin/{slug}/profile: any business's profile, editable, and its suspension.
 * A logo is uploaded by its owner (files live in the owner's folder); the superadmin may remove it.
 */
export default function SuperadminBusinessProfileRoute() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const { lang, t } = useI18n();
  const load = useCallback(() => getBusinessBySlug(slug), [slug]);
  const { state, reload } = useLoader(load);
  const back = <Link to={`/superadmin/${slug}/menu`}>{t.profile.back}</Link>;

  if (state.status === 'error') {
    return (
      <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
        {t.common.error(state.message)}
      </PageStatus>
    );
  }
  // A reload keeps the page (and the form) on screen with the data it has.
  const business = state.data;
  if (state.status === 'loading' && !business) {
    return <PageStatus busy>{t.profile.loading}</PageStatus>;
  }
  if (!business) {
    return (
      <div className="ui-page">
        {back}
        <h1>{t.superadmin.businessNotFound}</h1>
      </div>
    );
  }
  const { id } = business;
  const { languages, primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);

  async function save(row: ProfileRow): Promise<boolean> {
    if (!(await saveProfile(id, row, t))) return false;
    if (row.slug !== slug) void navigate(`/superadmin/${row.slug}/profile`, { replace: true });
    else reload();
    return true;
  }

  async function suspend(reason: string | null): Promise<boolean> {
    try {
      await setSuspension(id, reason);
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
    toast.success(reason === null ? t.profile.suspension.lifted : t.profile.suspension.suspended);
    reload();
    return true;
  }

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
        onSave={save}
        logo={
          <LogoEditor
            logoUrl={business.logo_url}
            name={name}
            onRemove={async () => {
              try {
                await updateBusinessProfile(business.id, { logo_url: null });
                reload();
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
