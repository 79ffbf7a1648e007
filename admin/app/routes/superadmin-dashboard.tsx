import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { SearchBox } from '../../lib/ui/search-box.tsx';
import { BUSINESSES_PAGE_SIZE } from '../../features/superadmin/api/get-businesses.ts';
import { useBusinesses } from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { usePageParams } from '../../features/superadmin/hooks/use-page-params.ts';
import { BusinessCardGrid } from '../../features/superadmin/components/business-card-grid.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { SuperadminPlatform } from './superadmin-platform.tsx';

/** /superadmin/dashboard: every business as a card, searched and paged by the database. */
export default function SuperadminDashboardRoute() {
  const { t } = useI18n();
  const { search, page, setSearch, setPage } = usePageParams();
  const { state, reload } = useBusinesses({ search, page });

  useEffect(() => {
    if (state.status === 'error') {
      toast.error(t.superadmin.fetchFailed, { description: state.message });
    }
    // The toast is for a failed load, not for switching language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const data = state.data;
  return (
    <section className="sa-page" aria-labelledby="sa-dashboard-title">
      <header className="sa-page__header">
        <div>
          <h1 id="sa-dashboard-title">{t.superadmin.allBusinesses}</h1>
          {data && (
            <p className="ui-muted" aria-live="polite">
              {t.superadmin.businesses(data.total)}
              {search.trim() ? t.common.matching(search.trim()) : ''}
            </p>
          )}
        </div>
        <SearchBox
          label={t.superadmin.searchBusinesses}
          placeholder={t.superadmin.searchBusinessesPlaceholder}
          value={search}
          onSearch={setSearch}
        />
      </header>
      <SuperadminPlatform />
      <p>
        <Link to="/superadmin/all-menu">{t.superadmin.everyItemLink}</Link>
      </p>
      {state.status === 'error' && (
        <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
          {`${t.superadmin.fetchFailed}: ${state.message}`}
        </PageStatus>
      )}
      {state.status === 'loading' && !data && (
        <PageStatus busy>{t.superadmin.loadingBusinesses}</PageStatus>
      )}
      {data && (
        <>
          <BusinessCardGrid
            businesses={data.rows}
            emptyText={
              search.trim() ? t.superadmin.noMatch(search.trim()) : t.superadmin.noBusinesses
            }
          />
          <Pager
            page={page}
            pageSize={BUSINESSES_PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
            label={t.superadmin.businessesLabel}
            labels={t.pager}
          />
        </>
      )}
    </section>
  );
}
