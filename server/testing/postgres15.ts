import { execFile, spawnSync } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** Superuser URL of the maintenance database. */
  url: string;
  /** Its data directory (the bench reads the server's CPU through postmaster.pid). */
  dataDir: string;
  /** Creates an empty database and returns its superuser URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function assertPostgres15Installed(): void {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 is not installed (no ${PG_BIN}/initdb). On Debian: apt-get install -y postgresql`,
    );
  }
}

/**
 * Starts a throw-away PostgreSQL 15 in a temporary directory on a free port. Postgres refuses to
 * run as root, so under root the server runs as the `postgres` user the Debian package creates.
 */
export async function startPostgres15(): Promise<TestPostgres> {
  assertPostgres15Installed();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const exec = async (bin: string, args: string[]) => {
    const file = path.join(PG_BIN, bin);
    if (asRoot) return run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: dir });
    return run(file, args, { cwd: dir });
  };
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    await chown(dir, uid, gid);
  }
  await chmod(dir, 0o700);
  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await exec('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=400`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    url,
    dataDir,
    async createDatabase(name = `t_${process.pid}_${Date.now()}_${counter++}`) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/[^a-z0-9_]/gi, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
