import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../../shared/ui/page-status.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { SearchBox } from '../../../shared/ui/search-box.tsx';
import { BUSINESSES_PAGE_SIZE } from '../../features/superadmin/api/get-businesses.ts';
import { useBusinesses } from '../../features/superadmin/api/use-superadmin-api.ts';
import { usePageParams } from '../../features/superadmin/api/use-page-params.ts';
import { BusinessCardGrid } from '../../features/superadmin/components/business-card-grid.tsx';

/** SPEC.md's toast when the business list cannot be loaded. */
const FETCH_FAILED = 'Error in fetching all businesses';

/** /superadmin/dashboard: every business as a card, searched and paged by the database. */
export default function SuperadminDashboardRoute() {
  const { search, page, setSearch, setPage } = usePageParams();
  const { state, reload } = useBusinesses({ search, page });

  useEffect(() => {
    if (state.status === 'error') toast.error(FETCH_FAILED, { description: state.message });
  }, [state]);

  const data = state.data;
  return (
    <section className="sa-page" aria-labelledby="sa-dashboard-title">
      <header className="sa-page__header">
        <div>
          <h1 id="sa-dashboard-title">All businesses</h1>
          {data && (
            <p className="sa-muted" aria-live="polite">
              {data.total === 1 ? '1 business' : `${data.total} businesses`}
              {search.trim() ? ` matching "${search.trim()}"` : ''}
            </p>
          )}
        </div>
        <SearchBox
          label="Search businesses"
          placeholder="Name, slug or owner email"
          value={search}
          onSearch={setSearch}
        />
      </header>
      <p>
        <Link to="/superadmin/all-menu">See every menu item across businesses</Link>
      </p>
      {state.status === 'error' && (
        <PageStatus tone="error" action={{ label: 'Retry', onClick: reload }}>
          {`${FETCH_FAILED}: ${state.message}`}
        </PageStatus>
      )}
      {state.status === 'loading' && !data && <PageStatus busy>Loading businesses...</PageStatus>}
      {data && (
        <>
          <BusinessCardGrid
            businesses={data.rows}
            emptyText={
              search.trim() ? `No business matches "${search.trim()}".` : 'No businesses yet.'
            }
          />
          <Pager
            page={page}
            pageSize={BUSINESSES_PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
            label="Businesses"
          />
        </>
      )}
    </section>
  );
}
