import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { mayCombineBranches } from '../../lib/business/branches.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { buttonClass } from '../../lib/ui/button.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { isReportRefused, reportOptions } from '../../features/orders/api/get-report.ts';
import { DayReportBody } from '../../features/orders/components/day-report.tsx';
import { DayReportSheet } from '../../features/orders/components/day-report-sheet.tsx';
import { ReportControls } from '../../features/orders/components/report-controls.tsx';
import {
  canSeeReports,
  daysFromParams,
  paperFromParams,
  reportParams,
  scopeFromParams,
} from '../../features/orders/lib/report.ts';
import { paperOf } from '../../features/orders/lib/ticket.ts';
import '../../features/orders/components/orders.css';

/**
 * /admin/orders/report: the end-of-day report of a Muscat day or a period (a quarter is the VAT
 * summary for a return), on screen and printed on the receipt roll or A4. Only the owner and
 * managers: the database refuses the rest, and the page says so.
 */
export default function AdminOrdersReportRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business, business: main, branches, role } = useMyBusiness();
  const client = useClient();
  const { lang, t } = useI18n();
  const nameOf = (row: typeof business) =>
    pickText(row.name, row.name_ar, lang, menuLanguages(row).primary);
  // With several branches, the owner and managers may add up all of them (the main business's id
  // with whole_business; the database refuses a manager limited to some branches).
  const mayCombine = mayCombineBranches(branches.length, role);
  const [params, setParams] = useSearchParams();
  // Today is read once per visit, as in the history.
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => daysFromParams(params, now), [params, now]);
  const paper = paperFromParams(params);
  const scope = mayCombine ? scopeFromParams(params) : 'branch';
  const name = scope === 'all' ? t.report.allBranchesOf(nameOf(main)) : nameOf(business);
  const allowed = canSeeReports(role);
  const report = useQuery({
    ...reportOptions(client, scope === 'all' ? main.id : business.id, days, scope),
    enabled: allowed,
  });
  const refused = !allowed || (report.isError && isReportRefused(report.error));
  const data = report.data;

  return (
    <div className="ui-page order-report">
      <title>{t.report.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.report.title}</h1>
        <span className="orders-board__links">
          <Link className={buttonClass('secondary')} to="/admin/orders/history">
            {t.report.history}
          </Link>
          <Link className={buttonClass('secondary')} to="/admin/orders">
            {t.report.back}
          </Link>
        </span>
      </header>
      <p className="ui-muted">{t.report.lead}</p>
      {refused ? (
        <PageStatus tone="error">{t.report.refused}</PageStatus>
      ) : (
        <>
          <ReportControls
            days={days}
            paper={paper}
            rollMm={paperOf(business)}
            now={now}
            canPrint={!!data}
            onChange={(next, nextPaper) =>
              setParams(reportParams(next, nextPaper, now, scope), { replace: true })
            }
            scope={
              mayCombine
                ? {
                    value: scope,
                    branch: nameOf(business),
                    onChange: (next) =>
                      setParams(reportParams(days, paper, now, next), { replace: true }),
                  }
                : undefined
            }
          />
          {report.isError && !data && (
            <PageStatus
              tone="error"
              action={{ label: t.common.retry, onClick: () => void report.refetch() }}
            >
              {t.report.loadFailed(errorText(report.error, lang))}
            </PageStatus>
          )}
          {report.isPending && !report.isError && <PageStatus busy>{t.report.loading}</PageStatus>}
          {data && (
            <>
              <div className="day-report" aria-live="polite">
                <DayReportBody report={data} business={name} at={now} />
              </div>
              <DayReportSheet
                report={data}
                business={name}
                at={now}
                paper={paper === 'a4' ? 'a4' : paperOf(business)}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
