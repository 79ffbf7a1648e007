// The pure pieces of request handling: the client address behind proxies, one path per
// route, and the JSON nesting bound.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';
import { jsonDepth, JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from './json.ts';
import { normalisePath } from './normalise-path.ts';

function req(remoteAddress: string, headers: Record<string, string | string[]> = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', () => {
    const proxy = { rateLimitHeader: undefined, trustedProxies: 0 };
    expect(clientAddress(req('192.0.2.1', { 'x-forwarded-for': '10.0.0.1' }), proxy)).toBe(
      '192.0.2.1',
    );
  });

  it('is the right-most hop the trusted proxies did not write', () => {
    const one = { rateLimitHeader: undefined, trustedProxies: 1 };
    const two = { rateLimitHeader: 'X-Forwarded-For', trustedProxies: 2 };
    const spoofed = { 'x-forwarded-for': 'evil, 198.51.100.7' };
    expect(clientAddress(req('127.0.0.1', spoofed), one)).toBe('198.51.100.7');
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    const chain = { 'x-forwarded-for': 'evil, 198.51.100.7, 10.1.1.1' };
    expect(clientAddress(req('127.0.0.1', chain), two)).toBe('198.51.100.7');
    // Header lines repeated are one list.
    const lines = { 'x-forwarded-for': ['evil', '198.51.100.8'] };
    expect(clientAddress(req('127.0.0.1', lines), one)).toBe('198.51.100.8');
    // Without the header (a direct connection), the socket.
    expect(clientAddress(req('192.0.2.9'), one)).toBe('192.0.2.9');
  });

  it('reads the configured header', () => {
    const proxy = { rateLimitHeader: 'X-Real-IP', trustedProxies: 1 };
    expect(
      clientAddress(
        req('127.0.0.1', { 'x-real-ip': '198.51.100.9', 'x-forwarded-for': 'x' }),
        proxy,
      ),
    ).toBe('198.51.100.9');
  });
});

describe('normalisePath', () => {
  it('gives every spelling of a route one path', () => {
    for (const spelling of [
      '/rest/v1/rpc/record_menu_event',
      '/rest/v1/rpc/record_menu_event/',
      '/rest/v1//rpc//record_menu_event',
      '/rest/v1/rpc/record%5Fmenu%5fevent',
      '/rest/%76%31/rpc/record_menu_event',
    ]) {
      expect(normalisePath(spelling), spelling).toBe('/rest/v1/rpc/record_menu_event');
    }
    expect(normalisePath('/')).toBe('/');
  });

  it('keeps reserved characters encoded and refuses climbing segments', () => {
    expect(normalisePath('/storage/v1/object/a%2Fb')).toBe('/storage/v1/object/a%2Fb');
    expect(normalisePath('/a/%2e%2e/b')).toBeUndefined();
    expect(normalisePath('/a/./b')).toBeUndefined();
  });
});

describe('parseJson', () => {
  it('parses documents up to the bound and refuses deeper ones', () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(() => parseJson(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeepError);
    expect(() => parseJson(nested(1_000_000))).toThrow(JsonTooDeepError);
  });

  it('does not count brackets inside strings', () => {
    const text = JSON.stringify({ name: '['.repeat(1000), quote: '\\"[[' });
    expect(jsonDepth(text)).toBe(1);
    expect(parseJson(text)).toEqual({ name: '['.repeat(1000), quote: '\\"[[' });
  });
});
