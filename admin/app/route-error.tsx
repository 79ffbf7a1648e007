import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageStatus } from '../lib/ui/page-status.tsx';
import { useSiteText } from '../lib/i18n/site-text.ts';

/** Shown when a screen throws or its chunk fails to load (after a deploy, offline). */
export function RouteError() {
  const { t } = useSiteText();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t.routeError.unexpectedError;
  return (
    <PageStatus
      tone="error"
      action={{ label: t.routeError.reload, onClick: () => window.location.reload() }}
    >
      {t.routeError.message(message)}
    </PageStatus>
  );
}
