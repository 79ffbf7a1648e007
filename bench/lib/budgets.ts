// docs/architecture.md "Budgets" as verdicts: every budget gets a line, PASS or FAIL, and `npm run bench`
// exits non-zero on any FAIL. A figure that could not be measured (NaN) or a missing Lighthouse run
// fails too, so no budget can pass silently.
import { WIDGET_GZIP_BUDGET, kb } from './sizes.ts';
import { ms } from './table.ts';

export const BUDGETS = {
  /** What the first paint waits for (page HTML, and scripts that gate it), gzip. */
  firstPaintGzip: WIDGET_GZIP_BUDGET,
  lcpMs: 1200,
  cls: 0,
  firstScreenBytes: 300 * 1024,
  dataRequestsBeforePaint: 1,
  scriptsBeforePaint: 1,
  /** "a few hundred KB" for a stored phone photo. */
  storedPhotoBytes: 500 * 1024,
  /** Lighthouse figures are medians of this many runs. */
  lighthouseRuns: 5,
} as const;

export interface MenuMeasurement {
  name: string;
  dataBeforePaint: number;
  scriptsBeforePaint: number;
  /** Medians of the Lighthouse runs. */
  lcpMs: number;
  cls: number;
  bytes: number;
  /** How many Lighthouse runs the medians come from. */
  lighthouseRuns: number;
}

export interface BudgetInput {
  /** What the hosted page's first paint waits for apart from images and data, and what that is. */
  firstPaint: { gzip: number; what: string };
  menus: MenuMeasurement[];
  /** Bytes the Demo Cafe's first screen transfers with images (median). */
  firstScreenBytes: number;
  photos: { label: string; inputBytes: number; outputBytes: number }[];
}

export interface Verdict {
  ok: boolean;
  line: string;
}

/** One verdict per budget; a comparison with NaN is false, so an unmeasured figure fails. */
export function budgetVerdicts(input: BudgetInput): Verdict[] {
  const verdicts: Verdict[] = [];
  const check = (ok: boolean, line: string) => verdicts.push({ ok, line });
  const runs = BUDGETS.lighthouseRuns;
  check(
    input.firstPaint.gzip <= BUDGETS.firstPaintGzip,
    `what the hosted menu page's first paint waits for apart from images and menu data (${input.firstPaint.what}) is ${kb(input.firstPaint.gzip)} gzip; budget ${kb(BUDGETS.firstPaintGzip)}`,
  );
  for (const menu of input.menus) {
    check(
      menu.dataBeforePaint <= BUDGETS.dataRequestsBeforePaint,
      `${menu.name}: ${menu.dataBeforePaint} data request(s) before the first menu item is painted; budget ${BUDGETS.dataRequestsBeforePaint}`,
    );
    check(
      menu.scriptsBeforePaint <= BUDGETS.scriptsBeforePaint,
      `${menu.name}: ${menu.scriptsBeforePaint} script(s) before the first menu paint; budget ${BUDGETS.scriptsBeforePaint} (qr-menu.js)`,
    );
    check(
      menu.lighthouseRuns === runs,
      `${menu.name}: ${menu.lighthouseRuns} Lighthouse run(s) measured; the budgets are medians of ${runs}`,
    );
    check(
      menu.lcpMs <= BUDGETS.lcpMs,
      `${menu.name}: Largest Contentful Paint ${ms(menu.lcpMs)} (Lighthouse mobile, median of ${runs}); budget ${ms(BUDGETS.lcpMs)}`,
    );
    check(
      menu.cls <= BUDGETS.cls,
      `${menu.name}: Cumulative Layout Shift ${menu.cls.toFixed(3)} (median of ${runs}); budget ${BUDGETS.cls}`,
    );
  }
  check(
    input.firstScreenBytes <= BUDGETS.firstScreenBytes,
    `Demo Cafe: first screen transfers ${kb(input.firstScreenBytes)} with images (Lighthouse mobile, median of ${runs}); budget ${kb(BUDGETS.firstScreenBytes)}`,
  );
  if (input.photos.length === 0) check(false, 'image pipeline: no photo was measured');
  for (const photo of input.photos) {
    check(
      photo.outputBytes <= BUDGETS.storedPhotoBytes,
      `${photo.label}: a ${kb(photo.inputBytes)} photo is stored as ${kb(photo.outputBytes)}; budget "a few hundred KB" (${kb(BUDGETS.storedPhotoBytes)})`,
    );
  }
  return verdicts;
}

/** The verdicts as the Markdown list RESULTS.md and docs/guide/performance.md show. */
export function verdictLines(verdicts: readonly Verdict[]): string[] {
  return verdicts.map(({ ok, line }) => `- ${ok ? 'PASS' : 'FAIL'}: ${line}`);
}
