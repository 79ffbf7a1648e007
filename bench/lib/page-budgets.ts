// The hosted page's budgets of ARCHITECTURE.md, judged on median Lighthouse loads
// (`npm run bench -- --pages`): LCP at most 1.2 s and CLS 0 on each menu, the first screen of Demo
// Cafe at most 300 KB with images.
import type { PageLoad } from '../steps/lighthouse.ts';
import { BUDGETS } from './budgets.ts';
import { kb } from './sizes.ts';
import { markdownTable, ms } from './table.ts';

// The numbers live once, in budgets.ts, for the full run and this one alike.
export const PAGES_LCP_BUDGET_MS = BUDGETS.lcpMs;
export const PAGES_FIRST_SCREEN_BUDGET_BYTES = BUDGETS.firstScreenBytes;

export interface PagesVerdict {
  table: string;
  budgets: string[];
  failed: string[];
}

/** The table rows and budget lines of the median loads of both menus. */
export function judgePages(
  loads: { name: string; load: PageLoad; bytesBudget: boolean }[],
): PagesVerdict {
  const budgets: string[] = [];
  const failed: string[] = [];
  const check = (ok: boolean, line: string) => {
    budgets.push(`- ${ok ? 'PASS' : 'FAIL'}: ${line}`);
    if (!ok) failed.push(line);
  };
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
      load.lcpMs <= PAGES_LCP_BUDGET_MS,
      `${name}: LCP ${ms(load.lcpMs)}; budget ${ms(PAGES_LCP_BUDGET_MS)}`,
    );
    check(load.cls <= BUDGETS.cls, `${name}: CLS ${load.cls.toFixed(3)}; budget ${BUDGETS.cls}`);
    if (bytesBudget)
      check(
        load.bytes <= PAGES_FIRST_SCREEN_BUDGET_BYTES,
        `${name}: first screen ${kb(load.bytes)} with images; budget ${kb(PAGES_FIRST_SCREEN_BUDGET_BYTES)}`,
      );
  }
  const table = markdownTable(
    ['Hosted page (median of 5)', 'LCP', 'CLS', 'bytes (with images)', 'FCP', 'requests'],
    rows,
  );
  return { table, budgets, failed };
}
