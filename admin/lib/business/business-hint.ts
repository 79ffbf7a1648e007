// The business a user last worked on in this browser, by user id: what lets the early read of a
// cold open (admin/early-read.ts) ask for the menu screen's reads at once instead of after the read
// of the business. Only a hint: those reads are the app's own requests, which the app adopts only
// when it asks for the very same business; a stale one is a wasted read that row level security
// answers as it answers any. No imports: part of the early read's small chunk.

const STORAGE_PREFIX = 'qrmenu.business.';

/** The main business id the user last worked on here, or null. */
export function readBusinessHint(userId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + userId);
  } catch {
    return null;
  }
}

/** Remembers the main business id the admin shows this user (the guard's answer). */
export function storeBusinessHint(userId: string, businessId: string): void {
  try {
    if (window.localStorage.getItem(STORAGE_PREFIX + userId) === businessId) return;
    window.localStorage.setItem(STORAGE_PREFIX + userId, businessId);
  } catch {
    // A browser that keeps nothing reads the business first next time.
  }
}

/** Forgets every user's hint (signing out: the next person at this browser starts without one). */
export function forgetBusinessHints(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(STORAGE_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
