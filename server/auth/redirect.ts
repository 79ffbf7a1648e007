// Where confirmation links send people back to. Only this server's own origin and SITE_URL are
// accepted, so a sign-up cannot turn our mail into an open redirect to someone else's site.
import type { RequestContext } from '../http/context.ts';

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * This server's origin as the caller reached it. The Host header is the caller's to choose, so it is
 * only believed for loopback names or SITE_URL's own host: a forged Host must never put someone
 * else's site into a confirmation link (that would leak the token).
 */
export function apiOrigin(ctx: RequestContext): string {
  const site = new URL(ctx.config.siteUrl);
  const host = ctx.req.headers.host ?? '';
  try {
    const reached = new URL(`${site.protocol}//${host}`);
    if (reached.host === host && (LOOPBACK.has(reached.hostname) || reached.host === site.host)) {
      return reached.origin;
    }
  } catch {
    // A malformed Host header: fall back to SITE_URL.
  }
  return site.origin;
}

/** The requested redirect when it is on an allowed origin, SITE_URL otherwise (as GoTrue falls back). */
export function safeRedirect(ctx: RequestContext, requested: string | null | undefined): string {
  const allowed = new Set([apiOrigin(ctx), originOf(ctx.config.siteUrl)]);
  if (requested) {
    const origin = originOf(requested);
    if (origin && allowed.has(origin)) return requested;
  }
  return ctx.config.siteUrl;
}

/** `target` with its fragment replaced by these parameters (GoTrue's implicit-flow redirect). */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}
