import { describe, expect, it } from 'vitest';
import { moveCategory } from './reorder.ts';

const list = [
  { id: 'a', sort_order: 0 },
  { id: 'b', sort_order: 0 },
  { id: 'c', sort_order: 0 },
];

describe('moveCategory', () => {
  it('renumbers every row when orders were all equal', () => {
    expect(moveCategory(list, 2, -1)).toEqual([
      { id: 'c', sort_order: 1 },
      { id: 'b', sort_order: 2 },
    ]);
  });

  it('only changes the swapped rows of a normalized list', () => {
    const normal = [
      { id: 'a', sort_order: 0 },
      { id: 'b', sort_order: 1 },
      { id: 'c', sort_order: 2 },
    ];
    expect(moveCategory(normal, 0, 1)).toEqual([
      { id: 'b', sort_order: 0 },
      { id: 'a', sort_order: 1 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveCategory(list, 0, -1)).toEqual([]);
    expect(moveCategory(list, 2, 1)).toEqual([]);
  });
});
