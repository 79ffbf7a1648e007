import { describe, expect, it } from 'vitest';
import { homeOf, mayOpen, pageOfPath } from './roles.ts';

describe('what each role may open in the admin', () => {
  it('gives the kitchen the board, its display, read-only settings and its account only', () => {
    const pages = ['orders', 'kitchen', 'settings', 'account'] as const;
    for (const page of pages) expect(mayOpen('kitchen', page)).toBe(true);
    for (const page of ['dashboard', 'menu', 'team', 'profile', 'table-cards'] as const) {
      expect(mayOpen('kitchen', page)).toBe(false);
    }
  });
  it('keeps the team page for owners and managers and the board for a board device', () => {
    expect(mayOpen('owner', 'team')).toBe(true);
    expect(mayOpen('manager', 'team')).toBe(true);
    expect(mayOpen('cashier', 'team')).toBe(false);
    expect(mayOpen('board', 'orders')).toBe(true);
    expect(mayOpen('board', 'account')).toBe(false);
    expect(homeOf('board')).toBe('/admin/orders');
  });
  it('keeps the day report for owners and managers', () => {
    expect(mayOpen('owner', 'report')).toBe(true);
    expect(mayOpen('manager', 'report')).toBe(true);
    for (const role of ['cashier', 'kitchen', 'board'] as const) {
      expect(mayOpen(role, 'report')).toBe(false);
    }
  });
  it('keeps the Branches page for the owner alone', () => {
    expect(mayOpen('owner', 'branches')).toBe(true);
    for (const role of ['manager', 'cashier', 'kitchen', 'board'] as const) {
      expect(mayOpen(role, 'branches')).toBe(false);
    }
    expect(pageOfPath('/admin/branches')).toBe('branches');
  });
  it('names the page of a path', () => {
    expect(pageOfPath('/admin/orders/kitchen')).toBe('kitchen');
    expect(pageOfPath('/admin/orders/history')).toBe('history');
    expect(pageOfPath('/admin/orders/report')).toBe('report');
    expect(pageOfPath('/admin/team/')).toBe('team');
    expect(pageOfPath('/admin')).toBeNull();
  });
});
