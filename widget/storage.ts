// localStorage for the widget (the cart per business, the chosen language). Storage can be missing
// or throw (private mode, sandboxed iframes, quota): then nothing is remembered past the page,
// which still leaves a working menu.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores value under key, or removes the key for null. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See the top of this file: not persisting is the only sensible fallback.
  }
}
