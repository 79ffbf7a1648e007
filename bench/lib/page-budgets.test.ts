import { describe, expect, it } from 'vitest';
import type { PageLoad } from '../steps/lighthouse.ts';
import { judgePages } from './page-budgets.ts';

const load = (overrides: Partial<PageLoad>): PageLoad => ({
  score: 99,
  fcpMs: 800,
  lcpMs: 1100,
  tbtMs: 0,
  cls: 0,
  bytes: 200 * 1024,
  requests: 10,
  ...overrides,
});

describe('judgePages', () => {
  it('passes loads within every budget', () => {
    const verdict = judgePages([
      { name: 'Demo Cafe', load: load({}), bytesBudget: true },
      { name: '200-item menu', load: load({ bytes: 900 * 1024 }), bytesBudget: false },
    ]);
    expect(verdict.failed).toEqual([]);
    expect(verdict.budgets).toHaveLength(5);
    expect(verdict.table).toContain('| Demo Cafe ');
  });

  it('fails a slow paint, any layout shift, a heavy first screen and a missing figure', () => {
    const verdict = judgePages([
      { name: 'Demo Cafe', load: load({ lcpMs: 1201, bytes: 301 * 1024 }), bytesBudget: true },
      { name: '200-item menu', load: load({ cls: 0.001, lcpMs: Number.NaN }), bytesBudget: false },
    ]);
    expect(verdict.failed).toEqual([
      'Demo Cafe: LCP 1201 ms; budget 1200 ms',
      'Demo Cafe: first screen 301.0 KB with images; budget 300.0 KB',
      expect.stringMatching(/^200-item menu: LCP .*; budget 1200 ms$/),
      '200-item menu: CLS 0.001; budget 0',
    ]);
  });
});
