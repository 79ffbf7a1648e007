// The server's environment, read and checked once at start-up so a bad value fails with a message
// naming the variable (bulletproof-react's config/env.ts), not with a confusing error later.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './auth/rate-limit.ts';
import { readRequestLimits, type RequestLimits } from './http/limits.ts';

/** The Supabase CLI's local JWT secret: the well-known local anon and service keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface ServerConfig {
  port: number;
  /** The address to listen on (HOST): loopback unless told otherwise. */
  host: string;
  /**
   * Production mode: listening beyond loopback, or NODE_ENV=production (behind a proxy on the same
   * machine). The server then refuses the well-known local secret, the demo passwords and a guessed
   * SITE_URL, and /_dev/* is off unless DEV_ENDPOINTS says otherwise.
   */
  production: boolean;
  /** Absolute path; PGlite data lives in `${dataDir}/pgdata`, storage files in `${dataDir}/storage`. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded one, when set. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: sessions of the main pool, which reads share (DB_POOL_SIZE; default twice the
   * cores, at least 4). More sessions than cores only make each read slower: a flood of heavy reads
   * would take the CPU from a customer's order. Writes and the hosted page have sessions of their own.
   */
  dbPoolSize: number;
  jwtSecret: string;
  /** Where confirmation links send the user back to by default. */
  siteUrl: string;
  /** SITE_URL was set, not guessed from the port. */
  siteUrlSet: boolean;
  /** `/_dev/mail` and `/_dev/csp-report` are served (DEV_ENDPOINTS; default on in development only). */
  devEndpoints: boolean;
  /**
   * What reading `/_dev/*` needs, even from this machine (X-Dev-Token header or ?token=): DEV_TOKEN,
   * else a random one per start, printed on the console.
   */
  devToken: string;
  /** Extra `Host` names the server answers (ALLOWED_HOSTS), beside SITE_URL's and loopback's. */
  allowedHosts: string[];
  /** The secret `POST /_backup` needs (BACKUP_SECRET); unset: a token file in DATA_DIR (see boot.ts). */
  backupSecret: string | undefined;
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
  /**
   * How many proxies in front of the server append to that header (TRUSTED_PROXIES): the client is
   * the right-most hop none of them is; entries further left are whatever the client sent.
   */
  trustedProxies: number;
  /** Connection, body, embed and response bounds (http/limits.ts). */
  limits: RequestLimits;
  /**
   * The schemas `/rest/v1` exposes (REST_SCHEMAS, comma-separated; PostgREST's db-schemas): the
   * first is the default, the others are chosen with Accept-Profile / Content-Profile.
   */
  restSchemas: string[];
  /**
   * place_order's limits written into public.app_limits at start (ORDER_RATE_LIMIT_PER_ADDRESS,
   * ORDER_RATE_LIMIT_PER_TABLE, per 10 minutes); unset: the database's own (30 and 15).
   */
  orderRateLimits: { perAddress?: number | undefined; perTable?: number | undefined };
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

/** Addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

function readHost(env: Env): string {
  const raw = env.HOST?.trim();
  if (raw === undefined || raw === '') return '127.0.0.1';
  if (!/^[\w.:[\]-]+$/.test(raw)) {
    throw new ConfigError(`HOST must be an address such as 127.0.0.1 or 0.0.0.0 (got "${raw}").`);
  }
  return raw.replace(/^\[|\]$/g, '');
}

function readCount(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 16) {
    throw new ConfigError(`${name} must be a whole number from 0 to 16 (got "${raw}").`);
  }
  return Number(raw);
}

function readPoolSize(env: Env): number {
  const raw = env.DB_POOL_SIZE?.trim();
  if (raw === undefined || raw === '') return Math.max(4, 2 * availableParallelism());
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 200) {
    throw new ConfigError(`DB_POOL_SIZE must be a whole number from 1 to 200 (got "${raw}").`);
  }
  return Number(raw);
}

function readHostList(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      try {
        // "menu.example", "menu.example:8443" or a URL: the name is what counts.
        return new URL(entry.includes('//') ? entry : `http://${entry}`).hostname.toLowerCase();
      } catch {
        throw new ConfigError(`${name} must be host names separated by commas (got "${entry}").`);
      }
    });
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
  const dbPoolSize = readPoolSize(env);
  const jwtSecret = env.JWT_SECRET?.length ? env.JWT_SECRET : DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const host = readHost(env);
  // "Production", "PRODUCTION" and " production " are production too.
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production' || !isLoopbackHost(host);
  const devToken = env.DEV_TOKEN?.trim() || randomBytes(18).toString('base64url');
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(devToken)) {
    throw new ConfigError(
      'DEV_TOKEN must be 16 to 128 letters, digits, "-" or "_"; leave it unset for a random one per start.',
    );
  }
  const rateLimitHeader = env.AUTH_RATE_LIMIT_HEADER?.trim() || undefined;
  const backupSecret = env.BACKUP_SECRET?.length ? env.BACKUP_SECRET : undefined;
  if (backupSecret !== undefined && backupSecret.length < 32) {
    throw new ConfigError('BACKUP_SECRET must be at least 32 characters long.');
  }
  return {
    port,
    host,
    production,
    dataDir,
    databaseUrl,
    dbPoolSize,
    jwtSecret,
    siteUrl: readUrl(env, 'SITE_URL', `http://localhost:${port}`),
    siteUrlSet: Boolean(env.SITE_URL?.trim()),
    devEndpoints: readBool(env, 'DEV_ENDPOINTS', !production),
    devToken,
    allowedHosts: readHostList(env, 'ALLOWED_HOSTS'),
    backupSecret,
    authAutoconfirm: readBool(env, 'AUTH_AUTOCONFIRM', false),
    // A real database may hold someone's data, and a production one must not get the demo
    // passwords: only seed those when asked to.
    seedDemo: readBool(env, 'SEED_DEMO', databaseUrl === undefined && !production),
    rateLimits: readRateLimits(env),
    rateLimitHeader,
    // A header named without a count is one proxy's: its right-most entry, the one it appended.
    trustedProxies: readCount(env, 'TRUSTED_PROXIES', rateLimitHeader ? 1 : 0),
    limits: readRequestLimits(env, (message) => new ConfigError(message)),
    restSchemas: readSchemaList(env, 'REST_SCHEMAS'),
    orderRateLimits: {
      perAddress: readOrderLimit(env, 'ORDER_RATE_LIMIT_PER_ADDRESS'),
      perTable: readOrderLimit(env, 'ORDER_RATE_LIMIT_PER_TABLE'),
    },
  };
}

/** A comma-separated list of schema names (plain identifiers), `public` when unset. */
function readSchemaList(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return ['public'];
  const schemas = raw.split(',').map((s) => s.trim());
  for (const schema of schemas) {
    if (!/^[a-z_][a-z0-9_$]{0,62}$/.test(schema) || /^(pg_|information_schema$)/.test(schema)) {
      throw new ConfigError(
        `${name} must list schema names separated by commas, such as "public,api" (got "${raw}").`,
      );
    }
  }
  return [...new Set(schemas)];
}

function readOrderLimit(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000) {
    throw new ConfigError(`${name} must be a whole number from 1 to 1000000 (got "${raw}").`);
  }
  return Number(raw);
}
