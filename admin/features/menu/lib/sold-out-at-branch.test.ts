import { describe, expect, it } from 'vitest';
import type { SoldOutRow } from '../hooks/use-sold-out-page.ts';
import { atBranch } from './sold-out-at-branch.ts';

const dish = (id: string, soldOut = false): SoldOutRow => ({
  id,
  name: id,
  name_ar: null,
  price: 1,
  sold_out: soldOut,
  sold_out_until: null,
  category_id: null,
  categories: null,
});

describe('the sold-out page at one branch', () => {
  it("shows the branch's own marks over the menu's, and leaves out what the branch hides", () => {
    const rows = [dish('latte'), dish('cake'), dish('tea', true), dish('juice')];
    const branch = [
      {
        menu_item_id: 'cake',
        sold_out: true,
        sold_out_until: '2026-12-01T04:00:00Z',
        hidden: false,
      },
      { menu_item_id: 'juice', sold_out: false, sold_out_until: null, hidden: true },
      { menu_item_id: 'tea', sold_out: false, sold_out_until: null, hidden: false },
    ];
    expect(atBranch(rows, branch)).toEqual([
      dish('latte'),
      { ...dish('cake', true), sold_out_until: '2026-12-01T04:00:00Z' },
      // Sold out on the whole menu stays sold out at every branch.
      dish('tea', true),
    ]);
    expect(atBranch(rows, [])).toEqual(rows);
  });
});
