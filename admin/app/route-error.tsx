import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageStatus } from '../../shared/ui/page-status.tsx';
import { useI18n } from '../lib/i18n/language-context.ts';

/** Shown when a screen throws or its chunk fails to load (after a deploy, offline). */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t.common.unexpectedError;
  return (
    <PageStatus
      tone="error"
      action={{ label: t.common.reload, onClick: () => window.location.reload() }}
    >
      {t.routeError.message(message)}
    </PageStatus>
  );
}
