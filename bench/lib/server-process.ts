// The product's server in a process of its own, started as a person starts it (`server/main.ts`
// under Node with tsx), for the throughput figures: a server inside the bench's process shares its
// heap, its garbage collections and its event loop with the bench and with any reference started
// there, which no deployed server does. Same settings as the in-process server (backend.ts).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort, startPostgres15 } from '../../server/testing/postgres15.ts';
import { benchServerEnv, type Engine } from './backend.ts';
import { readUntil, stopChild } from './replay.ts';

const MAIN = path.join(import.meta.dirname, '..', '..', 'server', 'main.ts');

export interface ServerProcess {
  engine: Engine;
  url: string;
  anonKey: string;
  pid: number;
  /** PostgreSQL 15's data directory (its CPU is read from there); undefined on PGlite. */
  postgresDataDir: string | undefined;
  stop(): Promise<void>;
}

/** The anon key in main.ts's banner (`  anon key:         eyJ...`). */
export function anonKeyOf(banner: string): string | undefined {
  return /^\s*anon key:\s+(\S+)\s*$/m.exec(banner)?.[1];
}

export async function startServerProcess(options: {
  engine: Engine;
  dataDir: string;
}): Promise<ServerProcess> {
  await rm(options.dataDir, { recursive: true, force: true });
  const pg = options.engine === 'postgres' ? await startPostgres15() : undefined;
  const port = await freePort();
  const env = {
    ...process.env,
    ...benchServerEnv(port, options.dataDir),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(pg ? { DATABASE_URL: await pg.createDatabase('bench') } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    await pg?.stop();
    await rm(options.dataDir, { recursive: true, force: true });
  };
  try {
    // The banner ends with an empty line after its last setting.
    const banner = await readUntil(child.stdout, (text) => /email confirm:.*\n/.test(text));
    const anonKey = anonKeyOf(banner);
    if (!anonKey || child.pid === undefined) throw new Error(`no anon key in:\n${banner}`);
    child.stdout.resume();
    return {
      engine: options.engine,
      url: `http://127.0.0.1:${port}`,
      anonKey,
      pid: child.pid,
      postgresDataDir: pg?.dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
