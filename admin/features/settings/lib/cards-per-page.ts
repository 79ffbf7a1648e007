/** The layouts an A4 sheet of table cards offers: 1 (1x1), 2 (1x2), 4 (2x2), 6 (2x3), 8 (2x4). */
export const CARDS_PER_PAGE = [1, 2, 4, 6, 8] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE)[number];
export const DEFAULT_CARDS_PER_PAGE: CardsPerPage = 6;

/** The `?perPage=` value of the sheet's address, or the default when it is missing or not offered. */
export function parseCardsPerPage(value: string | null): CardsPerPage {
  return CARDS_PER_PAGE.find((n) => String(n) === value) ?? DEFAULT_CARDS_PER_PAGE;
}
