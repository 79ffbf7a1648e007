// The server's environment, read and checked once at start-up so a bad value fails with a message
// naming the variable (bulletproof-react's config/env.ts), not with a confusing error later.
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './auth/rate-limit.ts';
import { readRequestLimits, type RequestLimits } from './http/limits.ts';

/** The Supabase CLI's local JWT secret: the well-known local anon and service keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface ServerConfig {
  port: number;
  /** Absolute path; PGlite data lives in `${dataDir}/pgdata`, storage files in `${dataDir}/storage`. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded one, when set. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Where confirmation links send the user back to by default. */
  siteUrl: string;
  /** Sign-ups are confirmed at once, without mail. */
  authAutoconfirm: boolean;
  /** Load the demo business on a fresh database. */
  seedDemo: boolean;
  /**
   * Per-address limits of sign-in/sign-up, token refresh, verify links, mail-sending endpoints and
   * customer menu events (rpc/record_menu_event).
   */
  rateLimits: RateLimits;
  /** The header holding the client address behind a trusted proxy (e.g. X-Forwarded-For). */
  rateLimitHeader: string | undefined;
  /** Connection, body, embed and response bounds (issue 27, http/limits.ts). */
  limits: RequestLimits;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (raw === undefined || raw === '') return 54321;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${raw}").`);
  }
  return port;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(
      `${name} must be an http(s) URL such as http://localhost:54321 (got "${raw}").`,
    );
  }
  return raw.replace(/\/+$/, '');
}

const RATE_LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  signInSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  verify: 'AUTH_RATE_LIMIT_VERIFY',
  emailSent: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  menuEvents: 'EVENT_RATE_LIMIT',
};

// "30" keeps the default window; "30/300" is 30 requests per 300 seconds.
function readRateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)(?:\/(\d+))?$/.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = match?.[2] === undefined ? fallback.windowSeconds : Number(match[2]);
  if (!match || max < 1 || windowSeconds < 1) {
    throw new ConfigError(
      `${name} must be a number of requests, optionally per a number of seconds, such as 30 or 30/300 (got "${raw}").`,
    );
  }
  return { max, windowSeconds };
}

function readRateLimits(env: Env): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_VARIABLES) as (keyof RateLimits)[]) {
    limits[key] = readRateLimit(env, RATE_LIMIT_VARIABLES[key], DEFAULT_RATE_LIMITS[key]);
  }
  return limits;
}

/** Reads the server configuration from the environment, throwing ConfigError on a bad value. */
export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = readPort(env);
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || '.data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must be a postgres:// connection string (got "${databaseUrl}"); leave it unset for the embedded database.`,
    );
  }
  const jwtSecret = env.JWT_SECRET?.length ? env.JWT_SECRET : DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  return {
    port,
    dataDir,
    databaseUrl,
    jwtSecret,
    siteUrl: readUrl(env, 'SITE_URL', `http://localhost:${port}`),
    authAutoconfirm: readBool(env, 'AUTH_AUTOCONFIRM', false),
    // A real database may hold someone's data: only seed it when asked to.
    seedDemo: readBool(env, 'SEED_DEMO', databaseUrl === undefined),
    rateLimits: readRateLimits(env),
    rateLimitHeader: env.AUTH_RATE_LIMIT_HEADER?.trim() || undefined,
    limits: readRequestLimits(env, (message) => new ConfigError(message)),
  };
}
