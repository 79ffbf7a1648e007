// Reads started before the admin app has loaded (admin/early-read.ts, on a cold open of
// /admin/menu), and the fetch the app's Supabase client uses, which answers a request with such a
// read's response when it is the very same request: same method, address, token, Accept, Prefer and
// body. Anything else (another token after a refresh, other filters, a read older than
// EARLY_READ_TTL_MS or one already used) goes to the network as before, so a wrong or stale early
// read is never shown. No imports: this module is part of the early read's small chunk.

/** How long an unused early read may still answer the app's first request for it. */
export const EARLY_READ_TTL_MS = 10_000;

interface EarlyRead {
  startedAt: number;
  response: Promise<Response>;
}

const GLOBAL_NAME = '__qrMenuEarlyReads';
type WithReads = typeof globalThis & { [GLOBAL_NAME]?: Map<string, EarlyRead> };

/** The reads, on the window: the early chunk and the app's chunks share them however Vite splits. */
function reads(): Map<string, EarlyRead> {
  const scope = globalThis as WithReads;
  scope[GLOBAL_NAME] ??= new Map();
  return scope[GLOBAL_NAME];
}

/** What makes two requests the same read; undefined for a request that is never adopted. */
export function requestKey(input: RequestInfo | URL, init?: RequestInit): string | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined;
  const body = init?.body ?? '';
  if (typeof body !== 'string') return undefined;
  const url = new URL(input, globalThis.location?.href);
  url.searchParams.sort();
  const headers = new Headers(init?.headers);
  return JSON.stringify([
    (init?.method ?? 'GET').toUpperCase(),
    url.href,
    headers.get('authorization'),
    headers.get('accept'),
    headers.get('prefer'),
    body,
  ]);
}

/** Starts a request and keeps a copy of its response for the app's first same request. */
export const earlyFetch: typeof fetch = (input, init) => {
  const response = fetch(input, init);
  const key = requestKey(input, init);
  if (key) {
    const copy = response.then((answer) => answer.clone());
    // A failed early read is the app's to retry; nothing here reports it.
    copy.catch(() => undefined);
    reads().set(key, { startedAt: performance.now(), response: copy });
  }
  return response;
};

/** The app's fetch: a pending or finished early read of the same request, once, else the network. */
export const adoptingFetch: typeof fetch = (input, init) => {
  const key = requestKey(input, init);
  const early = key === undefined ? undefined : reads().get(key);
  if (key !== undefined && early) {
    reads().delete(key);
    if (performance.now() - early.startedAt <= EARLY_READ_TTL_MS) {
      return early.response.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
};

/** How many early reads wait for the app (tests). */
export function pendingEarlyReads(): number {
  return reads().size;
}
