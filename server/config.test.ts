// The environment is checked once at start-up, with messages that name the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JWT_SECRET, readServerConfig } from './config.ts';

describe('readServerConfig', () => {
  it('has working local defaults', () => {
    expect(readServerConfig({}, '/srv/app')).toEqual({
      port: 54321,
      dataDir: '/srv/app/.data',
      databaseUrl: undefined,
      jwtSecret: DEFAULT_JWT_SECRET,
      siteUrl: 'http://localhost:54321',
      authAutoconfirm: false,
      seedDemo: true,
      eventRateLimit: 120,
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/qr',
        DATABASE_URL: 'postgres://u@h/db',
        JWT_SECRET: 'x'.repeat(40),
        SITE_URL: 'https://menu.example/',
        AUTH_AUTOCONFIRM: 'true',
        EVENT_RATE_LIMIT: '0',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/qr',
      databaseUrl: 'postgres://u@h/db',
      jwtSecret: 'x'.repeat(40),
      siteUrl: 'https://menu.example',
      authAutoconfirm: true,
      // A real database is only seeded when asked.
      seedDemo: false,
      eventRateLimit: 0,
    });
    expect(
      readServerConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(readServerConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names the variable that is wrong', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'eighty' }, /^PORT /],
      [{ PORT: '70000' }, /^PORT /],
      [{ JWT_SECRET: 'short' }, /^JWT_SECRET /],
      [{ SITE_URL: 'menu.example' }, /^SITE_URL /],
      [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL /],
      [{ AUTH_AUTOCONFIRM: 'sometimes' }, /^AUTH_AUTOCONFIRM /],
      [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO /],
    ];
    for (const [env, message] of cases) {
      expect(() => readServerConfig(env)).toThrow(ConfigError);
      expect(() => readServerConfig(env)).toThrow(message);
    }
  });
});
