// GoTrue's per-address limits on the endpoints an attacker would hammer (password guessing, sign-up
// spam, mail bombing, link guessing), and the customer menu's anonymous events. On PGlite (one
// process by nature) they are kept in memory like GoTrue's own limiter: a restart forgets. On
// PostgreSQL they are counted in auth.request_rate_limits (server/db/bootstrap.sql), so every
// server process on the database counts the same window: two processes behind one proxy do not
// let an address through twice as often.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
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

/** Counts one hit of key in a window of windowSeconds that allows max hits. */
export type RateStore = (key: string, windowSeconds: number, max: number) => Promise<RateDecision>;

/** Windows older than the longest limit's are deleted this often (by whichever take comes due). */
const PRUNE_MS = 10 * 60 * 1000;

/**
 * The windows in the database: one row per limit and address. A window starts at its first hit and
 * lasts windowSeconds; hits past max are not counted further (the row stays at max + 1).
 */
export function databaseRateStore(db: Database, limits: RateLimits): RateStore {
  // Counting writes: through the writes lane, beside the sign-in it guards.
  const lane: Queryable = db.writes ?? db;
  const longest = Math.max(...Object.values(limits).map((limit) => limit.windowSeconds));
  let prunedAt = Date.now();
  return async (key, windowSeconds, max) => {
    if (Date.now() - prunedAt > PRUNE_MS) {
      prunedAt = Date.now();
      lane
        .query(
          'delete from auth.request_rate_limits where started_at < now() - make_interval(secs => $1)',
          [longest],
        )
        .catch(() => undefined);
    }
    const { rows } = await lane.query<{ hits: number; wait: number }>(
      `insert into auth.request_rate_limits as r (key, started_at, hits) values ($1, now(), 1)
       on conflict (key) do update set
         started_at = case when r.started_at <= now() - make_interval(secs => $2) then now()
                           else r.started_at end,
         hits = case when r.started_at <= now() - make_interval(secs => $2) then 1
                     else least(r.hits + 1, $3 + 1) end
       returning r.hits,
         ceil(extract(epoch from r.started_at + make_interval(secs => $2) - now()))::int as wait`,
      [key, windowSeconds, max],
    );
    const row = rows[0];
    if (!row || row.hits <= max) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Number(row.wait)) };
  };
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
    /** Counts in the database instead of memory (PostgreSQL: every process counts alike). */
    private readonly store?: RateStore,
  ) {}

  /** Counts one request of `client` against the named limit. */
  async take(name: RateLimitName, client: string): Promise<RateDecision> {
    if (this.store) {
      const { max, windowSeconds } = this.limits[name];
      try {
        return await this.store(`${name} ${client}`, windowSeconds, max);
      } catch (error) {
        // The database did not answer: this process's own count stands in meanwhile.
        console.error('rate limit: counting in the database failed:', error);
      }
    }
    return this.takeInMemory(name, client);
  }

  private takeInMemory(name: RateLimitName, client: string): RateDecision {
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
export async function overLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  req: IncomingMessage,
  proxy: ProxySettings,
): Promise<OverLimit | null> {
  const decision = await limiter.take(name, clientAddress(req, proxy));
  if (decision.ok) return null;
  const seconds = decision.retryAfterSeconds;
  return {
    wait: `Try again in ${seconds} seconds.`,
    headers: { 'retry-after': String(seconds) },
  };
}

/** Throws GoTrue's 429 (with Retry-After) when the request is over its limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  ctx: RequestContext,
  route: string,
): Promise<void> {
  const name = rateLimitFor(ctx, route);
  if (name) await enforceNamedLimit(limiter, ctx, name);
}

/** Counts the request against one limit, throwing GoTrue's 429 when over it. */
export async function enforceNamedLimit(
  limiter: RateLimiter,
  ctx: RequestContext,
  name: RateLimitName,
): Promise<void> {
  const over = await overLimit(limiter, name, ctx.req, ctx.config);
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
