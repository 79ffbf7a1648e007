// The product's own server for the bench, in the bench's data directory, on PGlite or on a
// throw-away PostgreSQL 15, with the demo data and the generated 200-item menu.
import { rm } from 'node:fs/promises';
import { bootServer, type RunningServer } from '../../server/boot.ts';
import { readServerConfig, type ServerConfig } from '../../server/config.ts';
import { freePort, startPostgres15 } from '../../server/testing/postgres15.ts';
import { GENEROUS_RATE_LIMIT_ENV } from '../../server/testing/rate-limit-env.ts';
import { seedLargeMenu, type LargeMenu } from './seed-large-menu.ts';

export type Engine = 'pglite' | 'postgres';

export interface BenchBackend {
  engine: Engine;
  /** Where the server listens, e.g. http://127.0.0.1:40123. */
  url: string;
  running: RunningServer;
  config: ServerConfig;
  large: LargeMenu;
  /** PostgreSQL 15's data directory (its CPU is read from there); undefined on PGlite. */
  postgresDataDir: string | undefined;
  stop(): Promise<void>;
}

/**
 * The settings of the bench's server, in-process here or in a process of its own
 * (server-process.ts), and of the by-hand check (bench/hand-check.sh spells them out).
 */
export function benchServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    AUTH_AUTOCONFIRM: 'true',
    ...GENEROUS_RATE_LIMIT_ENV,
    // The load generator's 50 connections are 50 customers, all from 127.0.0.1. The abuse step
    // puts the production limit back for its attackers.
    REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: '10000',
  };
}

export async function startBackend(options: {
  engine: Engine;
  dataDir: string;
  /** The origin stored in image URLs (the bench's front server when pages are loaded through it). */
  siteUrl?: string;
  /** More server settings (e.g. limits a step's many clients from one address would reach). */
  env?: Record<string, string>;
}): Promise<BenchBackend> {
  await rm(options.dataDir, { recursive: true, force: true });
  const pg = options.engine === 'postgres' ? await startPostgres15() : undefined;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = readServerConfig({
      ...benchServerEnv(port, options.dataDir),
      SITE_URL: options.siteUrl ?? url,
      ...options.env,
      ...(pg ? { DATABASE_URL: await pg.createDatabase('bench') } : {}),
    });
    const running = await bootServer(config, { host: '127.0.0.1' });
    const large = await seedLargeMenu(running.db, config);
    return {
      engine: options.engine,
      url,
      running,
      config,
      large,
      postgresDataDir: pg?.dataDir,
      async stop() {
        await running.stop();
        await pg?.stop();
        // Only a run's figures are kept; its data directory would just grow .data/.
        await rm(options.dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await pg?.stop();
    throw error;
  }
}
