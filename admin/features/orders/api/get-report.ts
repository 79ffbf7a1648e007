import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/api/client.ts';
import { ApiError, throwIfError } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import type { OrderReport, ReportDays, ReportScope } from '../lib/report.ts';

/**
 * The end-of-day report over Muscat days: one call of public.order_report, which sums the recorded
 * orders in the database and refuses (42501) anyone but the owner, a manager and the superadmin.
 * With scope 'all', businessId is the main business and the report adds up every branch (the
 * database refuses a manager limited to some branches).
 */
export async function getReport(
  client: AppClient,
  businessId: string,
  days: ReportDays,
  scope: ReportScope = 'branch',
): Promise<OrderReport> {
  const { data, error } = await client.rpc('order_report', {
    business_id: businessId,
    from_day: days.from,
    to_day: days.to,
    whole_business: scope === 'all',
  });
  throwIfError(error);
  return data as unknown as OrderReport;
}

/** True when the database refused the report to this user's role (order_report's 42501). */
export function isReportRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.failure.kind === 'database' &&
    error.failure.error.code === '42501'
  );
}

/** Under the orders root, so any order write (a cancel on the board) refetches it. */
export function reportOptions(
  client: AppClient,
  businessId: string,
  days: ReportDays,
  scope: ReportScope = 'branch',
) {
  return queryOptions({
    queryKey: [...queryKeys.orders(businessId), 'report', scope, days.from, days.to] as const,
    queryFn: () => getReport(client, businessId, days, scope),
    // A refusal is an answer, not a network hiccup.
    retry: (count, error) => !isReportRefused(error) && count < 2,
  });
}
