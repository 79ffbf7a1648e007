// Who is asking, as far as the network can tell. Behind proxies, each one appends the address it
// saw to X-Forwarded-For; entries to the left of those it appended are whatever the client wrote,
// so the client is the right-most hop that none of the TRUSTED_PROXIES is.
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';

export type ProxySettings = Pick<ServerConfig, 'rateLimitHeader' | 'trustedProxies'>;

/** The client's address: the socket's, or the right-most untrusted hop of the proxy header. */
export function clientAddress(req: IncomingMessage, proxy: ProxySettings): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (proxy.trustedProxies <= 0) return socket;
  const raw = req.headers[(proxy.rateLimitHeader ?? 'x-forwarded-for').toLowerCase()];
  const listed = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...listed, socket];
  return hops[Math.max(0, hops.length - 1 - proxy.trustedProxies)] ?? socket;
}

// Headers a reverse proxy adds: a request carrying one came through a proxy, whatever its socket.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

export function cameThroughProxy(req: IncomingMessage): boolean {
  return PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
}

export function fromLoopbackSocket(req: IncomingMessage): boolean {
  const remote = req.socket.remoteAddress ?? '';
  return remote === '::1' || /^(::ffff:)?127\./.test(remote);
}

/** The `Host` header's name, lower-case, without the port ("[::1]" keeps its brackets). */
export function hostName(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The names the server answers to: SITE_URL's, loopback's and ALLOWED_HOSTS. */
export function allowedHostNames(
  config: Pick<ServerConfig, 'siteUrl' | 'allowedHosts'>,
): Set<string> {
  return new Set([
    new URL(config.siteUrl).hostname.toLowerCase(),
    ...LOOPBACK_NAMES,
    ...config.allowedHosts,
  ]);
}

/**
 * Only this machine, asking directly: a loopback socket, no proxy on the way, a loopback `Host`
 * (a rebinding page's request names its own host) and, from a page, that same origin.
 */
export function fromThisMachine(req: IncomingMessage): boolean {
  if (!fromLoopbackSocket(req) || cameThroughProxy(req)) return false;
  const name = hostName(req);
  if (name === undefined || !LOOPBACK_NAMES.includes(name)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
