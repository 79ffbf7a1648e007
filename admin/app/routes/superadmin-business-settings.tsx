import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/query/keys.ts';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { getBusinessSettings } from '../../features/settings/api/get-business-settings.ts';
import { OrderSettingsForm } from '../../features/settings/components/order-settings-form.tsx';
import { PeriodsSection } from '../../features/settings/components/periods-section.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import '../../features/menu/components/menu.css';

/** /superadmin/{slug}/settings: one business's order settings, read-only. */
export default function SuperadminBusinessSettingsRoute() {
  const slug = useParams().slug ?? '';
  const { lang, t } = useI18n();
  const client = useClient();
  const query = useQuery({
    queryKey: [...queryKeys.allBusinesses(), 'settings', slug],
    queryFn: () => getBusinessSettings(client, slug),
  });
  const back = <Link to={`/superadmin/${slug}/menu`}>{t.settings.backToBusiness}</Link>;

  if (query.isError) {
    return (
      <PageStatus
        tone="error"
        action={{ label: t.common.retry, onClick: () => void query.refetch() }}
      >
        {t.common.error(errorText(query.error, lang))}
      </PageStatus>
    );
  }
  if (query.isPending) return <PageStatus busy>{t.settings.loading}</PageStatus>;
  if (!query.data) {
    return (
      <div className="ui-page">
        {back}
        <h1>{t.superadmin.businessNotFound}</h1>
      </div>
    );
  }
  const { id, name, nameAr, languages, primaryLanguage, settings } = query.data;
  const primary = menuLanguages({ languages, primary_language: primaryLanguage }).primary;
  return (
    <div className="ui-page">
      {back}
      <header className="ui-page__header">
        <h1>{`${t.settings.title} · ${pickText(name, nameAr, lang, primary)}`}</h1>
      </header>
      <p className="ui-muted">{t.settings.readOnlyLead}</p>
      <OrderSettingsForm initial={settings} />
      <PeriodsSection businessId={id} usualHours={settings.opening_hours} primary={primary} />
    </div>
  );
}
