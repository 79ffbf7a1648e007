// GoTrue's per-address limits on the endpoints an attacker would hammer (password guessing, sign-up
// spam, mail bombing, link guessing), and the customer menu's anonymous events, kept in
// memory like GoTrue's own limiter: a restart forgets. One limiter per server counts them all.
import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../http/context.ts';
import { AuthError } from './errors.ts';
import { clientAddress, type ProxySettings } from '../http/client-address.ts';

export interface RateLimit {
  /** Requests allowed per window and client address. */
  max: number;
  windowSeconds: number;
}

export type RateLimitName =
  'signInSignUps' | 'tokenRefresh' | 'verify' | 'emailSent' | 'menuEvents';

export type RateLimits = Record<RateLimitName, RateLimit>;

/** Supabase Auth's defaults (Authentication > Rate Limits), per client address, and ours for events. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInSignUps: { max: 30, windowSeconds: 300 },
  tokenRefresh: { max: 150, windowSeconds: 300 },
  verify: { max: 30, windowSeconds: 300 },
  emailSent: { max: 30, windowSeconds: 3600 },
  // Menu events (rpc/record_menu_event): a busy table of phones behind one café Wi-Fi fits.
  menuEvents: { max: 120, windowSeconds: 60 },
};

interface Window {
  startedAt: number;
  count: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

// Beyond this many tracked addresses, expired windows are swept so memory stays bounded.
const SWEEP_AT = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `client` against the named limit. */
  take(name: RateLimitName, client: string): RateDecision {
    const { max, windowSeconds } = this.limits[name];
    const windowMs = windowSeconds * 1000;
    const now = this.now();
    const key = `${name}\u0000${client}`;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= max) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
      };
    }
    window.count += 1;
    return { ok: true };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      const name = key.slice(0, key.indexOf('\u0000')) as RateLimitName;
      if (now - window.startedAt >= this.limits[name].windowSeconds * 1000)
        this.windows.delete(key);
    }
  }
}

/** Which limit a request to /auth/v1 counts against, if any. */
export function rateLimitFor(ctx: RequestContext, route: string): RateLimitName | undefined {
  if (route === '/token') {
    const grant = ctx.url.searchParams.get('grant_type');
    return grant === 'refresh_token' ? 'tokenRefresh' : 'signInSignUps';
  }
  if (route === '/signup') return 'signInSignUps';
  if (route === '/verify') return 'verify';
  if (route === '/resend' || route === '/recover' || route === '/otp') return 'emailSent';
  // An email change (PUT /user with an email) is counted where the body is read (update-user.ts).
  if (route === '/reauthenticate') return 'emailSent';
  return undefined;
}

export interface OverLimit {
  /** "Try again in N seconds.", appended to the message: supabase-js passes on only the message. */
  wait: string;
  headers: { 'retry-after': string };
}

/** Counts the request against the named limit: null when allowed, else how to say the wait. */
export function overLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  req: IncomingMessage,
  proxy: ProxySettings,
): OverLimit | null {
  const decision = limiter.take(name, clientAddress(req, proxy));
  if (decision.ok) return null;
  const seconds = decision.retryAfterSeconds;
  return {
    wait: `Try again in ${seconds} seconds.`,
    headers: { 'retry-after': String(seconds) },
  };
}

/** Throws GoTrue's 429 (with Retry-After) when the request is over its limit. */
export function enforceRateLimit(limiter: RateLimiter, ctx: RequestContext, route: string): void {
  const name = rateLimitFor(ctx, route);
  if (name) enforceNamedLimit(limiter, ctx, name);
}

/** Counts the request against one limit, throwing GoTrue's 429 when over it. */
export function enforceNamedLimit(
  limiter: RateLimiter,
  ctx: RequestContext,
  name: RateLimitName,
): void {
  const over = overLimit(limiter, name, ctx.req, ctx.config);
  if (!over) return;
  // GoTrue's codes and messages, with the wait the app tells the user.
  const { wait, headers } = over;
  throw name === 'emailSent'
    ? new AuthError(
        429,
        'over_email_send_rate_limit',
        `Email rate limit exceeded. ${wait}`,
        {},
        headers,
      )
    : new AuthError(
        429,
        'over_request_rate_limit',
        `Request rate limit reached. ${wait}`,
        {},
        headers,
      );
}
