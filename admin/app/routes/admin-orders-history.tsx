import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { buttonClass } from '../../lib/ui/button.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { historyPageOptions } from '../../features/orders/api/get-history.ts';
import { HistoryExport } from '../../features/orders/components/history-export.tsx';
import { HistoryFilters } from '../../features/orders/components/history-filters.tsx';
import { HistoryList } from '../../features/orders/components/history-list.tsx';
import {
  HISTORY_PAGE_SIZE,
  filterFromParams,
  filterParams,
  type HistoryFilter,
} from '../../features/orders/lib/history.ts';
import { canSeeReports } from '../../features/orders/lib/report.ts';
import '../../features/orders/components/orders.css';

/** /admin/orders/history: recorded orders by Muscat day, filtered, 50 a page, and their CSV. */
export default function AdminOrdersHistoryRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business, role } = useMyBusiness();
  const client = useClient();
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const [params, setParams] = useSearchParams();
  // Reports and exports are for the owner and managers only.
  const reports = canSeeReports(role);
  // Today is read once per visit: the default range does not move under an open page at midnight.
  const now = useMemo(() => new Date(), []);
  const filter = useMemo(() => filterFromParams(params, now), [params, now]);
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const history = useQuery({
    ...historyPageOptions(client, business.id, filter, page),
    placeholderData: keepPreviousData,
  });
  const setFilter = useCallback(
    (next: HistoryFilter) => setParams(filterParams(next, now), { replace: true }),
    [setParams, now],
  );
  const setPage = (n: number) => {
    const next = filterParams(filter, now);
    if (n > 1) next.set('page', String(n));
    setParams(next);
  };
  const data = history.data;

  return (
    <div className="ui-page order-history">
      <title>{t.history.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.history.title}</h1>
        <span className="orders-board__links">
          {reports && (
            <Link className={buttonClass('secondary')} to="/admin/orders/report">
              {t.report.link}
            </Link>
          )}
          <Link className={buttonClass('secondary')} to="/admin/orders">
            {t.history.back}
          </Link>
        </span>
      </header>
      <p className="ui-muted">{t.history.lead}</p>
      <HistoryFilters filter={filter} tables={business.table_labels} onChange={setFilter} />
      <div className="history-bar">
        <p className="history-count" aria-live="polite">
          {data ? t.history.count(data.total) : ''}
        </p>
        {reports && <HistoryExport businessId={business.id} filter={filter} />}
      </div>
      {history.isError && !data && (
        <PageStatus
          tone="error"
          action={{ label: t.common.retry, onClick: () => void history.refetch() }}
        >
          {t.history.loadFailed(errorText(history.error, lang))}
        </PageStatus>
      )}
      {history.isPending && <PageStatus busy>{t.history.loading}</PageStatus>}
      {data && data.total === 0 && <p className="ui-muted">{t.history.none}</p>}
      {data && data.orders.length > 0 && (
        <HistoryList orders={data.orders} retentionDays={business.order_retention_days} now={now} />
      )}
      {data && (
        <Pager
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={data.total}
          onPageChange={setPage}
          label={t.history.pagerLabel}
          labels={t.pager}
        />
      )}
    </div>
  );
}
