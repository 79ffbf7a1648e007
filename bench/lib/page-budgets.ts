// The hosted page's budgets of docs/architecture.md, judged on median Lighthouse loads
// (`npm run bench -- --pages`): LCP at most 1.2 s and CLS 0 on each menu, the first screen of Demo
// Cafe at most 300 KB with images.
import type { PageLoad } from '../steps/lighthouse.ts';
import { BUDGETS, verdictLines, type Verdict } from './budgets.ts';
import { kb } from './sizes.ts';
import { markdownTable, ms } from './table.ts';

// The numbers and the verdict lines live once, in budgets.ts, for the full run and this one alike.

export interface PagesVerdict {
  table: string;
  budgets: string[];
  failed: string[];
}

/** The table rows and budget lines of the median loads of both menus. */
export function judgePages(
  loads: { name: string; load: PageLoad; bytesBudget: boolean }[],
): PagesVerdict {
  const verdicts: Verdict[] = [];
  const check = (ok: boolean, line: string) => verdicts.push({ ok, line });
  const rows: string[][] = [];
  for (const { name, load, bytesBudget } of loads) {
    rows.push([
      name,
      ms(load.lcpMs),
      load.cls.toFixed(3),
      kb(load.bytes),
      ms(load.fcpMs),
      String(load.requests),
    ]);
    check(
      load.lcpMs <= BUDGETS.lcpMs,
      `${name}: LCP ${ms(load.lcpMs)}; budget ${ms(BUDGETS.lcpMs)}`,
    );
    check(load.cls <= BUDGETS.cls, `${name}: CLS ${load.cls.toFixed(3)}; budget ${BUDGETS.cls}`);
    if (bytesBudget)
      check(
        load.bytes <= BUDGETS.firstScreenBytes,
        `${name}: first screen ${kb(load.bytes)} with images; budget ${kb(BUDGETS.firstScreenBytes)}`,
      );
  }
  const table = markdownTable(
    ['Hosted page (median of 5)', 'LCP', 'CLS', 'bytes (with images)', 'FCP', 'requests'],
    rows,
  );
  return {
    table,
    budgets: verdictLines(verdicts),
    failed: verdicts.filter((v) => !v.ok).map((v) => v.line),
  };
}
