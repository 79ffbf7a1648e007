import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adoptingFetch,
  earlyFetch,
  EARLY_READ_TTL_MS,
  pendingEarlyReads,
  requestKey,
} from './early-reads.ts';

// A real HTTP server that answers each request with how many it has seen, so an adopted answer and
// a fresh one tell themselves apart.
let server: Server;
let base = '';
let served = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    served += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ served, auth: request.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const as = (token: string, extra: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, ...extra },
});
const body = async (answer: Promise<Response>) =>
  // JSON boundary: the test server's answer.
  (await (await answer).json()) as { served: number; auth: string | null };

describe('early reads', () => {
  it('answer the same request once with the early response, then go to the network', async () => {
    const url = `${base}/rest/v1/items?select=id&order=name.asc`;
    const early = await body(earlyFetch(url, as('a')));
    const adopted = await body(adoptingFetch(url, as('a')));
    expect(adopted.served).toBe(early.served);
    const again = await body(adoptingFetch(url, as('a')));
    expect(again.served).toBe(early.served + 1);
  });

  it("never answer another token's request, nor other filters, headers or bodies", async () => {
    const url = `${base}/rest/v1/items?select=id&business_id=eq.1`;
    const early = await body(earlyFetch(url, as('owner-a')));
    const other = await body(adoptingFetch(url, as('owner-b')));
    expect(other.served).not.toBe(early.served);
    expect(other.auth).toBe('Bearer owner-b');
    for (const [input, init] of [
      [`${base}/rest/v1/items?select=id&business_id=eq.2`, as('owner-a')],
      [url, as('owner-a', { Prefer: 'count=exact' })],
      [url, { ...as('owner-a'), method: 'POST', body: '{}' }],
    ] as const) {
      expect(requestKey(input, init)).not.toBe(requestKey(url, as('owner-a')));
    }
    // The early read still waits for its own request, in any order of the address's parameters.
    const adopted = await body(
      adoptingFetch(`${base}/rest/v1/items?business_id=eq.1&select=id`, as('owner-a')),
    );
    expect(adopted.served).toBe(early.served);
    expect(pendingEarlyReads()).toBe(0);
  });

  it('are not adopted once older than EARLY_READ_TTL_MS', async () => {
    const url = `${base}/rest/v1/old`;
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_000);
    const early = await body(earlyFetch(url, as('a')));
    now.mockReturnValue(1_000 + EARLY_READ_TTL_MS + 1);
    const late = await body(adoptingFetch(url, as('a')));
    now.mockRestore();
    expect(late.served).toBe(early.served + 1);
    expect(pendingEarlyReads()).toBe(0);
  });
});
