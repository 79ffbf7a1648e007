// "Share my location" (delivery): the browser's geolocation, asked only when the customer taps the
// button, so no permission prompt appears before. Part of the cart chunk.
import type { SharedLocation } from '../shared/domain/order-message.ts';

/** The place, or why there is none: refused (by the customer, the browser or the page) or failed. */
export type LocateResult =
  { ok: true; location: SharedLocation } | { ok: false; problem: 'refused' | 'failed' };

/** One reading; a page whose Permissions-Policy forbids geolocation is "refused" by the browser. */
export function locate(): Promise<LocateResult> {
  return new Promise((resolve) => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      resolve({ ok: false, problem: 'failed' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ ok: true, location: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) =>
        resolve({
          ok: false,
          problem: error.code === error.PERMISSION_DENIED ? 'refused' : 'failed',
        }),
      // A phone outdoors needs a few seconds for a good fix; a reading from the last minute will do.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}
