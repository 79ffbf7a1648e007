// The environment is checked once at start-up, with messages that name the variable.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './auth/rate-limit.ts';
import { ConfigError, DEFAULT_JWT_SECRET, readServerConfig } from './config.ts';
import { DEFAULT_REQUEST_LIMITS } from './http/limits.ts';
import { configProblems, guessableSecret } from './production.ts';

describe('readServerConfig', () => {
  it('has working local defaults', () => {
    const config = readServerConfig({}, '/srv/app');
    // A fresh random token for /_dev/* each start.
    expect(config.devToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readServerConfig({}, '/srv/app').devToken).not.toBe(config.devToken);
    expect(config).toEqual({
      devToken: config.devToken,
      port: 54321,
      // Only this machine can reach a default start.
      host: '127.0.0.1',
      production: false,
      dataDir: '/srv/app/.data',
      databaseUrl: undefined,
      // Twice the cores, at least 4: no more reads at once than the machine can run.
      dbPoolSize: Math.max(4, 2 * availableParallelism()),
      jwtSecret: DEFAULT_JWT_SECRET,
      siteUrl: 'http://localhost:54321',
      siteUrlSet: false,
      devEndpoints: true,
      allowedHosts: [],
      backupSecret: undefined,
      authAutoconfirm: false,
      seedDemo: true,
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitHeader: undefined,
      trustedProxies: 0,
      limits: DEFAULT_REQUEST_LIMITS,
      restSchemas: ['public'],
      // The database's own order limits.
      orderRateLimits: { perAddress: undefined, perTable: undefined },
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        DEV_ENDPOINTS: 'false',
        ALLOWED_HOSTS: 'www.menu.example, Menu.Example:8443',
        BACKUP_SECRET: 'b'.repeat(32),
        TRUSTED_PROXIES: '2',
        DATA_DIR: '/var/qr',
        DATABASE_URL: 'postgres://u@h/db',
        DB_POOL_SIZE: '12',
        JWT_SECRET: 'x'.repeat(40),
        SITE_URL: 'https://menu.example/',
        AUTH_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '5/60',
        AUTH_RATE_LIMIT_TOKEN_REFRESH: '10',
        AUTH_RATE_LIMIT_VERIFY: '7/30',
        AUTH_RATE_LIMIT_EMAIL_SENT: '2/3600',
        AUTH_RATE_LIMIT_HEADER: 'X-Forwarded-For',
        EVENT_RATE_LIMIT: '300',
        MAX_CONNECTIONS_PER_ADDRESS: '32',
        REST_MAX_EMBED_DEPTH: '3',
        REST_MAX_RESPONSE_BYTES: '1000000',
        REST_MAX_ANON_RESPONSE_BYTES: '500000',
        REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: '8',
        DEV_TOKEN: 'dev-token-0123456789',
        BODY_IDLE_TIMEOUT_MS: '5000',
        MAX_SLOW_BODIES_PER_ADDRESS: '4',
        REALTIME_MAX_MEMORY_BYTES: '134217728',
        REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS: '30',
        REST_SCHEMAS: 'public, api,public',
        ORDER_RATE_LIMIT_PER_ADDRESS: '60',
        ORDER_RATE_LIMIT_PER_TABLE: '20',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      production: true,
      dataDir: '/var/qr',
      databaseUrl: 'postgres://u@h/db',
      dbPoolSize: 12,
      jwtSecret: 'x'.repeat(40),
      siteUrl: 'https://menu.example',
      siteUrlSet: true,
      devEndpoints: false,
      devToken: 'dev-token-0123456789',
      allowedHosts: ['www.menu.example', 'menu.example'],
      backupSecret: 'b'.repeat(32),
      authAutoconfirm: true,
      // A real database is only seeded when asked.
      seedDemo: false,
      rateLimits: {
        signInSignUps: { max: 5, windowSeconds: 60 },
        tokenRefresh: { max: 10, windowSeconds: 300 },
        verify: { max: 7, windowSeconds: 30 },
        emailSent: { max: 2, windowSeconds: 3600 },
        menuEvents: { max: 300, windowSeconds: 60 },
      },
      rateLimitHeader: 'X-Forwarded-For',
      trustedProxies: 2,
      limits: {
        ...DEFAULT_REQUEST_LIMITS,
        maxConnectionsPerAddress: 32,
        maxEmbedDepth: 3,
        maxResponseBytes: 1_000_000,
        maxAnonResponseBytes: 500_000,
        maxReadsInFlightPerAddress: 8,
        bodyIdleTimeoutMs: 5000,
        maxSlowBodiesPerAddress: 4,
        realtimeMaxMemoryBytes: 128 * 1024 * 1024,
        realtimeMaxJoinsPerSecondPerAddress: 30,
      },
      restSchemas: ['public', 'api'],
      orderRateLimits: { perAddress: 60, perTable: 20 },
    });
    expect(() => readServerConfig({ REST_MAX_EMBED_DEPTH: 'deep' })).toThrow(
      'REST_MAX_EMBED_DEPTH must be a whole number above 0 (got "deep").',
    );
    expect(
      readServerConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(readServerConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names the variable that is wrong', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'eighty' }, /^PORT /],
      [{ REST_SCHEMAS: 'public,"x;drop"' }, /^REST_SCHEMAS /],
      [{ REST_SCHEMAS: 'public,pg_catalog' }, /^REST_SCHEMAS /],
      [{ PORT: '70000' }, /^PORT /],
      [{ JWT_SECRET: 'short' }, /^JWT_SECRET /],
      [{ SITE_URL: 'menu.example' }, /^SITE_URL /],
      [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL /],
      [{ AUTH_AUTOCONFIRM: 'sometimes' }, /^AUTH_AUTOCONFIRM /],
      [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO /],
      [{ AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: 'lots' }, /^AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS /],
      [{ AUTH_RATE_LIMIT_VERIFY: '0' }, /^AUTH_RATE_LIMIT_VERIFY /],
      [{ AUTH_RATE_LIMIT_EMAIL_SENT: '3/0' }, /^AUTH_RATE_LIMIT_EMAIL_SENT /],
      [{ EVENT_RATE_LIMIT: 'many' }, /^EVENT_RATE_LIMIT /],
      [{ ORDER_RATE_LIMIT_PER_ADDRESS: '0' }, /^ORDER_RATE_LIMIT_PER_ADDRESS /],
      [{ ORDER_RATE_LIMIT_PER_TABLE: 'lots' }, /^ORDER_RATE_LIMIT_PER_TABLE /],
      [{ HOST: 'a b' }, /^HOST /],
      [{ TRUSTED_PROXIES: 'two' }, /^TRUSTED_PROXIES /],
      [{ DB_POOL_SIZE: '0' }, /^DB_POOL_SIZE /],
      [{ DB_POOL_SIZE: 'many' }, /^DB_POOL_SIZE /],
      [{ DEV_ENDPOINTS: 'sometimes' }, /^DEV_ENDPOINTS /],
      [{ BACKUP_SECRET: 'short' }, /^BACKUP_SECRET /],
    ];
    for (const [env, message] of cases) {
      expect(() => readServerConfig(env)).toThrow(ConfigError);
      expect(() => readServerConfig(env)).toThrow(message);
    }
  });

  it('is in production mode beyond loopback or with NODE_ENV=production, and only then', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      const config = readServerConfig({ HOST: host });
      expect(config.production, host).toBe(false);
      expect(config.devEndpoints, host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const config = readServerConfig({ HOST: host });
      expect(config.production, host).toBe(true);
      // No mailbox, no demo data on a fresh embedded database.
      expect(config.devEndpoints, host).toBe(false);
      expect(config.seedDemo, host).toBe(false);
    }
    expect(readServerConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'test' }).production).toBe(false);
    // Read whatever its case or spaces.
    for (const spelling of ['Production', 'PRODUCTION', ' production ']) {
      expect(readServerConfig({ NODE_ENV: spelling }).production, spelling).toBe(true);
      expect(readServerConfig({ NODE_ENV: spelling }).devEndpoints, spelling).toBe(false);
    }
  });

  it('takes DEV_TOKEN for /_dev/* when it is long enough, and refuses a short one', () => {
    expect(readServerConfig({ DEV_TOKEN: 'a-dev-token-of-enough-length' }).devToken).toBe(
      'a-dev-token-of-enough-length',
    );
    expect(() => readServerConfig({ DEV_TOKEN: 'short' })).toThrow(/DEV_TOKEN must be 16 to 128/);
  });

  it('calls a JWT_SECRET of repeated or few different characters guessable, and a random one not', () => {
    for (const weak of [
      'a'.repeat(36),
      'ab'.repeat(20),
      'secret'.repeat(6),
      '0123456789'.repeat(4),
      'aaaabbbbccccddddaaaabbbbccccdddd1',
    ]) {
      expect(guessableSecret(weak), weak).toBe(true);
      expect(
        configProblems({ ...readServerConfig({ JWT_SECRET: weak }), siteUrlSet: true }),
      ).toEqual([
        expect.stringMatching(
          /JWT_SECRET is a repeated pattern or has too few different characters/,
        ),
      ]);
    }
    for (let i = 0; i < 50; i++) {
      expect(guessableSecret(randomBytes(16).toString('hex'))).toBe(false);
      expect(guessableSecret(randomBytes(32).toString('base64'))).toBe(false);
    }
    expect(guessableSecret(DEFAULT_JWT_SECRET)).toBe(false);
  });

  it('trusts one proxy when only AUTH_RATE_LIMIT_HEADER is set', () => {
    expect(readServerConfig({ AUTH_RATE_LIMIT_HEADER: 'X-Real-IP' }).trustedProxies).toBe(1);
    expect(
      readServerConfig({ AUTH_RATE_LIMIT_HEADER: 'X-Real-IP', TRUSTED_PROXIES: '0' })
        .trustedProxies,
    ).toBe(0);
  });
});
