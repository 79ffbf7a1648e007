// The fixed badges an owner can tick per item; their labels live in each face's
// dictionary. Its own small file: the customer menu's first paint needs it, the option rules not.
export const BADGES = ['vegetarian', 'vegan', 'spicy', 'new', 'popular', 'contains_nuts'] as const;
export type Badge = (typeof BADGES)[number];

export function isBadge(value: unknown): value is Badge {
  return typeof value === 'string' && (BADGES as readonly string[]).includes(value);
}
