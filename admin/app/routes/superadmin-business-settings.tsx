import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { supabase } from '../../lib/api/client.ts';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { getBusinessSettings } from '../../features/settings/api/get-business-settings.ts';
import { OrderSettingsForm } from '../../features/settings/components/order-settings-form.tsx';
import { SpecialPeriodsPanel } from '../../features/settings/components/special-periods-panel.tsx';
import { useSpecialPeriods } from '../../features/settings/hooks/use-special-periods.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { useLoader } from '../../lib/hooks/use-loader.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import '../../features/menu/components/menu.css';

/** /superadmin/{slug}/settings: one business's order settings, read-only. */
export default function SuperadminBusinessSettingsRoute() {
  const slug = useParams().slug ?? '';
  const { lang, t } = useI18n();
  const load = useCallback(() => getBusinessSettings(supabase, slug), [slug]);
  const { state, reload } = useLoader(load);
  const periods = useSpecialPeriods(state.data?.id ?? null);
  const back = <Link to={`/superadmin/${slug}/menu`}>{t.settings.backToBusiness}</Link>;

  if (state.status === 'error') {
    return (
      <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
        {t.common.error(state.message)}
      </PageStatus>
    );
  }
  if (state.status === 'loading') return <PageStatus busy>{t.settings.loading}</PageStatus>;
  if (!state.data) {
    return (
      <div className="ui-page">
        {back}
        <h1>{t.superadmin.businessNotFound}</h1>
      </div>
    );
  }
  const { name, nameAr, languages, primaryLanguage } = state.data;
  const primary = menuLanguages({ languages, primary_language: primaryLanguage }).primary;
  return (
    <div className="ui-page">
      {back}
      <header className="ui-page__header">
        <h1>{`${t.settings.title} · ${pickText(name, nameAr, lang, primary)}`}</h1>
      </header>
      <p className="ui-muted">{t.settings.readOnlyLead}</p>
      <OrderSettingsForm initial={state.data.settings} />
      {periods.state.data ? (
        <SpecialPeriodsPanel
          periods={periods.state.data.periods}
          categories={periods.state.data.categories}
          usualHours={state.data.settings.opening_hours}
          primary={primary}
        />
      ) : null}
    </div>
  );
}
