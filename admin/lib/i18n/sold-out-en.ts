// Texts of the sold-out page, in English (sold-out-ar.ts has the Arabic).
export const soldOutEn = {
  nav: 'Sold out',
  title: 'Sold out today',
  pageTitle: (name: string) => `Sold out · ${name} · QR Menu`,
  lead: 'Mark a dish sold out when the kitchen runs out of it: customers see it greyed and cannot order it. Mark it available again when it is back.',
  loadFailed: 'The dishes could not be loaded.',
  empty: 'No dishes on the menu yet.',
  noCategory: 'Without a category',
  available: 'Available',
  markSoldOut: 'Sold out',
  markAvailable: 'Available again',
  markSoldOutOf: (name: string) => `${name}: mark sold out`,
  markAvailableOf: (name: string) => `${name}: mark available again`,
  saveFailed: (name: string) => `${name} could not be changed.`,
};

export type SoldOutDictionary = typeof soldOutEn;
