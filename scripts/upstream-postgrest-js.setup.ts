// postgrest-js's tests are Jest tests: `jest.fn()`/`jest.spyOn()` are Vitest's `vi` here.
// They hard-code http://localhost:54321/rest/v1; the runner's server listens on
// UPSTREAM_POSTGREST_PORT, so requests to that address go there instead (nothing else changes).
import { vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

const port = process.env.UPSTREAM_POSTGREST_PORT;
if (port && port !== '54321') {
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('http://localhost:54321/')) {
      const moved = url.replace('http://localhost:54321/', `http://127.0.0.1:${port}/`);
      return realFetch(
        typeof input === 'string' || input instanceof URL ? moved : new Request(moved, input),
        init,
      );
    }
    return realFetch(input, init);
  }) as typeof fetch;
}
