// After every journey: the server kept each Content-Security-Policy violation the browsers reported
// (report-uri), so a policy that breaks a page, or a page that breaks the policy, fails the run.
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { DEV_HEADERS } from '../../server/testing/dev-token.ts';

export default async function cspTeardown(): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/_dev/csp-report`, { headers: DEV_HEADERS });
  if (!response.ok) throw new Error(`GET /_dev/csp-report answered ${response.status}`);
  // Deliberate violations of e2e/security.spec.ts load their page with ?csp-probe=; a refused
  // frame-ancestors is another site trying to frame us, the policy working rather than a page broken.
  const reports = ((await response.json()) as unknown[]).filter((report) => {
    const text = JSON.stringify(report);
    return (
      !text.includes('csp-probe=') && !text.includes('"effective-directive":"frame-ancestors"')
    );
  });
  if (reports.length > 0) {
    throw new Error(
      `The journeys caused ${reports.length} Content-Security-Policy violation(s):\n` +
        reports.map((report) => JSON.stringify(report)).join('\n'),
    );
  }
}
