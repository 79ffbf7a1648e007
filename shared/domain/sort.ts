// How a list of items may be sorted (docs/guide/product.md section 5). No imports: the admin's
// early read of a cold open (admin/early-read.ts) loads it without the rest of validation.ts.

export const SORT_FIELDS = ['name', 'price', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** docs/guide/product.md section 5: sort is limited to name, price, created_at; anything else (e.g. from a URL) is name. */
export function normalizeSort(field: unknown): SortField {
  return SORT_FIELDS.find((allowed) => allowed === field) ?? 'name';
}

/** asc or desc; anything else is asc. */
export function normalizeDirection(direction: unknown): SortDirection {
  return direction === 'desc' ? 'desc' : 'asc';
}
