import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetVerdicts, verdictLines } from './budgets.ts';
import { median } from './stats.ts';
import { compressedSize, addSizes, firstPaintFiles, kb, staticImports } from './sizes.ts';
import { markdownTable, ratio } from './table.ts';
import { END_MARKER, START_MARKER, replaceBetweenMarkers } from './readme.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores values that are not numbers and is NaN when nothing is left', () => {
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('compressedSize', () => {
  it('counts the raw bytes and real gzip output, and brotli beats gzip on repetitive text', () => {
    const text = 'qr-menu '.repeat(2000);
    const size = compressedSize(text);
    expect(size.raw).toBe(16000);
    expect(size.gzip).toBeLessThan(size.raw);
    expect(size.brotli).toBeLessThanOrEqual(size.gzip);
    expect(addSizes([size, size]).gzip).toBe(size.gzip * 2);
  });

  it('prints kilobytes of 1024 bytes with one decimal', () => {
    expect(kb(15 * 1024)).toBe('15.0 KB');
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell so the terminal and Markdown agree', () => {
    const table = markdownTable(
      ['Measure', 'Value'],
      [
        ['a', '123456'],
        ['longer name', '1'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| Measure     | Value  |',
      '| ----------- | ------ |',
      '| a           | 123456 |',
      '| longer name | 1      |',
    ]);
  });

  it('gives the ratio of reference to ours, and nothing when it cannot be computed', () => {
    expect(ratio(140, 14)).toBe('10.0x');
    expect(ratio(1, 0)).toBe('');
  });
});

describe('replaceBetweenMarkers', () => {
  it('swaps only what sits between the markers and leaves a file without them alone', () => {
    const text = `# Title\n\n${START_MARKER}\nold table\n${END_MARKER}\n\nAfter.\n`;
    expect(replaceBetweenMarkers(text, '| new |')).toBe(
      `# Title\n\n${START_MARKER}\n\n| new |\n\n${END_MARKER}\n\nAfter.\n`,
    );
    expect(replaceBetweenMarkers('# No markers\n', '| new |')).toBeUndefined();
  });
});

describe('firstPaintFiles', () => {
  const built: Record<string, string> = {
    'qr-menu.js':
      'import{a as t}from"./chunks/core.js";import"./side.js";const u=new URL(import.meta.url);' +
      'const p=()=>import("./cart-panel.js");export{t};',
    'chunks/core.js': 'import{b}from"../shared.js";export const a=b;',
    'shared.js': 'export const b=1;',
    'side.js': 'console.log(1)',
    'cart-panel.js': 'import{a}from"./chunks/core.js";export default a;',
  };
  const read = (file: string) => {
    const code = built[file];
    if (code === undefined) throw new Error(`no such file ${file}`);
    return code;
  };

  it('finds static imports and export-froms but not dynamic import() or import.meta', () => {
    expect(staticImports(built['qr-menu.js'] ?? '')).toEqual(['./chunks/core.js', './side.js']);
    expect(staticImports('export{x}from"./y.js";')).toEqual(['./y.js']);
  });

  it('follows static imports transitively and leaves on-demand chunks out', () => {
    expect(firstPaintFiles('qr-menu.js', read).sort()).toEqual([
      'chunks/core.js',
      'qr-menu.js',
      'shared.js',
      'side.js',
    ]);
  });
});

describe('budgetVerdicts', () => {
  const menu = {
    name: 'Demo Cafe',
    dataBeforePaint: 1,
    scriptsBeforePaint: 1,
    lcpMs: 900,
    cls: 0,
    bytes: 100_000,
    lighthouseRuns: BUDGETS.lighthouseRuns,
  };
  const withinBudget = {
    firstPaint: { gzip: 14_000, what: 'its HTML alone' },
    menus: [menu],
    firstScreenBytes: 100_000,
    photos: [{ label: 'banner', inputBytes: 4_000_000, outputBytes: 200_000 }],
  };
  const failed = (input: Parameters<typeof budgetVerdicts>[0]) =>
    budgetVerdicts(input)
      .filter((verdict) => !verdict.ok)
      .map((verdict) => verdict.line);

  it('passes every budget a page meets, one line each', () => {
    const verdicts = budgetVerdicts(withinBudget);
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true);
    expect(verdictLines(verdicts)[0]).toMatch(
      /^- PASS: what the hosted menu page's first paint waits for/,
    );
  });

  it('fails while LCP is above 1.2 s', () => {
    const lines = failed({ ...withinBudget, menus: [{ ...menu, lcpMs: 1300 }] });
    expect(lines).toEqual([
      'Demo Cafe: Largest Contentful Paint 1300 ms (Lighthouse mobile, median of 5); budget 1200 ms',
    ]);
  });

  it('fails on layout shift, first-screen bytes, requests, scripts and the widget size', () => {
    const lines = failed({
      ...withinBudget,
      firstPaint: { gzip: BUDGETS.firstPaintGzip + 1, what: 'page HTML + qr-menu.js' },
      firstScreenBytes: BUDGETS.firstScreenBytes + 1,
      menus: [{ ...menu, cls: 0.02, dataBeforePaint: 2, scriptsBeforePaint: 3 }],
    });
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).toMatch(/Cumulative Layout Shift 0\.020/);
    expect(lines.join('\n')).toMatch(/first screen transfers/);
  });

  it('fails what could not be measured and a run count other than 5', () => {
    const lines = failed({
      ...withinBudget,
      menus: [{ ...menu, lcpMs: Number.NaN, cls: Number.NaN, lighthouseRuns: 3 }],
      photos: [],
    });
    expect(lines).toEqual([
      'Demo Cafe: 3 Lighthouse run(s) measured; the budgets are medians of 5',
      'Demo Cafe: Largest Contentful Paint n/a (Lighthouse mobile, median of 5); budget 1200 ms',
      'Demo Cafe: Cumulative Layout Shift NaN (median of 5); budget 0',
      'image pipeline: no photo was measured',
    ]);
  });
});
