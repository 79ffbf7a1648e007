// Reordering rewrites sort_order as 0..n-1 so categories with equal (default) orders still move.

export interface Ordered {
  id: string;
  sort_order: number;
}

export interface SortOrderChange {
  id: string;
  sort_order: number;
}

/** Moves the entry at `index` by `delta` places; returns only the rows whose sort_order changes. */
export function moveCategory<T extends Ordered>(
  list: readonly T[],
  index: number,
  delta: -1 | 1,
): SortOrderChange[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (!moved) return [];
  next.splice(target, 0, moved);
  return next.flatMap((entry, position) =>
    entry.sort_order === position ? [] : [{ id: entry.id, sort_order: position }],
  );
}
