import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageStatus } from '../../shared/ui/page-status.tsx';

/** Shown when a screen throws or its chunk fails to load (after a deploy, offline). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unexpected error';
  return (
    <PageStatus tone="error" action={{ label: 'Reload', onClick: () => window.location.reload() }}>
      {`Something went wrong: ${message}`}
    </PageStatus>
  );
}
