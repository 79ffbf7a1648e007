import { describe, expect, it } from 'vitest';
import {
  ALL,
  UNCATEGORIZED,
  firstItems,
  groupMenu,
  menuChips,
  visibleGroups,
} from './menu-groups.ts';
import type { MenuItem, PublicMenu } from './menu-types.ts';

function item(id: string, category_id: string | null): MenuItem {
  return {
    id,
    name: id,
    name_ar: '',
    description: null,
    description_ar: null,
    price: 1,
    image_url: null,
    category_id,
  };
}

const menu: PublicMenu = {
  business: {
    id: 'b',
    name: 'Cafe',
    slug: 'cafe',
    category: null,
    description: null,
    whatsapp: '96890000000',
    banner_url: null,
    headline: null,
    name_ar: '',
    description_ar: null,
    headline_ar: null,
    languages: ['en'],
    primary_language: 'en',
  },
  // Deliberately out of order: the widget sorts by sort_order, then name.
  categories: [
    { id: 'food', name: 'Food', name_ar: '', sort_order: 2 },
    { id: 'tea', name: 'Tea', name_ar: '', sort_order: 1 },
    { id: 'cake', name: 'Cake', name_ar: '', sort_order: 2 },
    { id: 'empty', name: 'Empty', name_ar: '', sort_order: 3 },
  ],
  items: [item('karak', 'tea'), item('water', null), item('bread', 'food'), item('ghost', 'gone')],
};

describe('groupMenu', () => {
  it('orders groups by sort_order then name, and ends with Uncategorized', () => {
    const withCake = { ...menu, items: [...menu.items, item('sponge', 'cake')] };
    expect(
      groupMenu(withCake, 'Uncategorized').map((g) => [g.name, g.items.map((i) => i.id)]),
    ).toEqual([
      ['Tea', ['karak']],
      ['Cake', ['sponge']],
      ['Food', ['bread']],
      ['Uncategorized', ['water', 'ghost']],
    ]);
  });

  it('leaves out categories without a dish (no empty heading)', () => {
    expect(groupMenu(menu, 'Uncategorized').map((g) => g.id)).toEqual([
      'tea',
      'food',
      UNCATEGORIZED,
    ]);
  });

  it('has no Uncategorized group when every item has a known category', () => {
    const tidy = { ...menu, items: [item('karak', 'tea')] };
    expect(groupMenu(tidy, 'Uncategorized').some((g) => g.id === UNCATEGORIZED)).toBe(false);
  });
});

describe('menuChips', () => {
  it('starts with All, then every category with a dish, then Uncategorized', () => {
    expect(menuChips(groupMenu(menu, 'Uncategorized'), 'All').map((c) => c.name)).toEqual([
      'All',
      'Tea',
      'Food',
      'Uncategorized',
    ]);
  });
});

describe('visibleGroups', () => {
  const groups = groupMenu(menu, 'Uncategorized');

  it('shows every non-empty group for All', () => {
    expect(visibleGroups(groups, ALL).map((g) => g.name)).toEqual(['Tea', 'Food', 'Uncategorized']);
  });

  it('shows only the chosen group', () => {
    expect(visibleGroups(groups, 'food').map((g) => g.name)).toEqual(['Food']);
  });
});

describe('firstItems', () => {
  const groups = [
    { id: 'tea', name: 'Tea', items: [item('t1', 'tea'), item('t2', 'tea'), item('t3', 'tea')] },
    { id: 'empty', name: 'Empty', items: [] },
    { id: 'food', name: 'Food', items: [item('f1', 'food'), item('f2', 'food')] },
  ];
  const ids = (kept: { items: MenuItem[] }[]) => kept.map((g) => g.items.map((i) => i.id));
  it('keeps the first items in menu order and drops the groups left empty', () => {
    const { groups: kept, cut } = firstItems(groups, 4);
    expect(ids(kept)).toEqual([['t1', 't2', 't3'], ['f1']]);
    expect(cut).toBe(true);
  });
  it('cuts nothing when the menu fits, however exactly', () => {
    expect(firstItems(groups, 5)).toEqual({ groups: [groups[0], groups[2]], cut: false });
    expect(firstItems(groups, 50).cut).toBe(false);
  });
  it('cuts a whole group that starts past the limit', () => {
    const { groups: kept, cut } = firstItems(groups, 3);
    expect(ids(kept)).toEqual([['t1', 't2', 't3']]);
    expect(cut).toBe(true);
  });
});
