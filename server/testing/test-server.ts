// A whole backend for one test file: fresh data directory, free port, PGlite or a database of its
// own on the run's PostgreSQL 15, migrated like `npm start` does. Seeding is off unless env says SEED_DEMO=true.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBool, readServerConfig, type Env, type ServerConfig } from '../config.ts';
import { bootServer } from '../boot.ts';
import type { Database } from '../db/database.ts';
import type { RealtimeServer } from '../realtime/socket.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import { GENEROUS_RATE_LIMIT_ENV, PATIENT_PAGE_ENV } from './rate-limit-env.ts';
import { DEV_TOKEN_ENV } from './dev-token.ts';

export type Engine = 'pglite' | 'postgres';

export const ENGINES: Engine[] = ['pglite', 'postgres'];

export interface TestServer {
  url: string;
  anonKey: string;
  serviceKey: string;
  db: Database;
  realtime: RealtimeServer;
  config: ServerConfig;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  options: {
    engine?: Engine;
    env?: Env;
    distDir?: string;
    /** PostgreSQL: another server's database (several processes on one database), kept at stop. */
    databaseUrl?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-server-'));
  // Loaded only for PostgreSQL: it needs vitest, and a Playwright journey starts PGlite servers.
  // A seeded server must start from an empty database (seeding happens on the first start only).
  const seeded = readBool(options.env ?? {}, 'SEED_DEMO', false);
  const pg = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : options.engine === 'postgres'
      ? await (await import('./shared-postgres15.ts')).testDatabase({ empty: seeded })
      : undefined;
  try {
    const env: Env = {
      SEED_DEMO: 'false',
      AUTH_AUTOCONFIRM: 'false',
      ...GENEROUS_RATE_LIMIT_ENV,
      ...PATIENT_PAGE_ENV,
      ...DEV_TOKEN_ENV,
      ...options.env,
      PORT: '0',
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    const config = readServerConfig(env);
    if (!pg && !config.seedDemo) await copyPgliteTemplate(dataDir);
    const running = await bootServer(config, {
      host: '127.0.0.1',
      ...(options.distDir ? { distDir: options.distDir } : {}),
    });
    const url = `http://127.0.0.1:${running.port}`;
    // SITE_URL defaults to the listening port, which is only known now.
    if (!options.env?.SITE_URL) config.siteUrl = url;
    return {
      url,
      anonKey: running.anonKey,
      serviceKey: running.serviceKey,
      db: running.db,
      realtime: running.realtime,
      config,
      dataDir,
      async stop() {
        await running.stop();
        await pg?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
