// Opens, migrates and (on a fresh database) seeds, then serves: shared by `npm start` and the
// test server so both run exactly the same start-up.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { startAutoAnalyze } from './db/auto-analyze.ts';
import { migrate, oneAtATime } from './db/migrate.ts';
import { loadRoleTimeouts } from './db/request-role.ts';
import { listenForSchemaReloads } from './rest/handler.ts';
import { createApp } from './app.ts';
import { apiKeys, type ApiKeys } from './http/keys.ts';
import { seedDemo } from './seed/demo.ts';
import { checkProduction } from './production.ts';
import { sweepLeftovers } from './backup/sweep.ts';
import { ensureBackupToken } from './backup/token.ts';
import { RealtimeServer } from './realtime/socket.ts';
import { createRealtimeFeed } from './realtime/feed.ts';
import { applyOrderRateLimits, startOrderRetention } from './orders/retention.ts';
import { sizeMenuCache, watchMenuVersions } from './rest/menu-cache.ts';
import { pageCacheOf } from './static/page-cache.ts';

/** `${dataDir}/server.json`: the pid and port of the server that has the data directory open. */
export const RUNNING_MARKER = 'server.json';

export interface RunningServer extends ApiKeys {
  url: string;
  port: number;
  db: Database;
  server: Server;
  realtime: RealtimeServer;
  /** Stops accepting requests, waits for open ones, then closes the database. */
  stop(): Promise<void>;
}

async function hasAppliedMigrations(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ applied: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as applied`,
  );
  if (!rows[0]?.applied) return false;
  const count = await db.query<{ n: number }>(
    'select count(*)::int as n from supabase_migrations.schema_migrations',
  );
  return (count.rows[0]?.n ?? 0) > 0;
}

export async function bootServer(
  config: ServerConfig,
  options: { host?: string; log?: (line: string) => void; distDir?: string } = {},
): Promise<RunningServer> {
  const log = options.log ?? (() => undefined);
  await mkdir(config.dataDir, { recursive: true });
  // On PostgreSQL other processes may share DATA_DIR and be mid-upload: an hour-old file is left over.
  const swept = await sweepLeftovers(config.dataDir, config.databaseUrl ? 60 * 60 * 1000 : 0);
  if (swept.length) log(`Removed ${swept.length} leftover(s) of interrupted backups and uploads.`);
  const backupSecret = config.backupSecret ?? (await ensureBackupToken(config.dataDir));
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  let server: Server | undefined;
  let realtime: RealtimeServer | undefined;
  let unlistenSchema: (() => Promise<void>) | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  try {
    // Several processes starting together on one PostgreSQL: one migrates, the others wait.
    await oneAtATime(db, async () => {
      const fresh = !(await hasAppliedMigrations(db));
      const applied = await migrate(db);
      if (applied.length)
        log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
      if (fresh && config.seedDemo) {
        const seeded = await seedDemo(db, config);
        if (seeded.created) {
          const logins = seeded.logins
            .map((l) => `${l.role} ${l.email} / ${l.password}`)
            .join(', ');
          log(`Loaded the demo data: ${logins}; menu at ${seeded.menuUrl}`);
        }
      }
    });
    await checkProduction(config, db);
    await applyOrderRateLimits(db, config.orderRateLimits);
    await loadRoleTimeouts(db);
    // `NOTIFY pgrst, 'reload schema'` as PostgREST listens for it (rest/handler.ts).
    unlistenSchema = await listenForSchemaReloads(db);
    // After the migrations (their trigger sends the notices): cached menus and pages are served
    // without a query per scan while this listens.
    sizeMenuCache(db, config.limits.menuCacheBytes);
    pageCacheOf(db).resize(config.limits.pageCacheBytes);
    stopWatching = await watchMenuVersions(db);
    // After the migrations: the feed puts capture triggers on the tables they published.
    realtime = new RealtimeServer({ config, db, feed: await createRealtimeFeed(db) });
    await realtime.joinCluster();
    const app = createApp(config, db, {
      backupSecret,
      realtime,
      ...(options.distDir ? { distDir: options.distDir } : {}),
    });
    server = app;
    await new Promise<void>((resolve, reject) => {
      app.once('error', reject);
      app.listen(config.port, options.host ?? config.host, () => {
        app.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await unlistenSchema?.().catch(() => undefined);
    await stopWatching?.().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const keys = await apiKeys(config.jwtSecret);
  // Tells `npm run backup` (and anything else) that this data directory is open, and where.
  const marker = path.join(config.dataDir, RUNNING_MARKER);
  await writeFile(marker, JSON.stringify({ pid: process.pid, port }));
  const running = server;
  const live = realtime as RealtimeServer;
  const stopRetention = startOrderRetention(db, log);
  // PGlite has no autovacuum: its tables' statistics are taken again as they grow.
  const stopAnalyze = startAutoAnalyze(db, log);
  const unwatch = stopWatching ?? (async () => undefined);
  let stopping: Promise<void> | undefined;
  return {
    ...keys,
    url: `http://localhost:${port}`,
    port,
    db,
    server: running,
    realtime: live,
    stop() {
      stopping ??= (async () => {
        stopRetention();
        stopAnalyze();
        const closed = new Promise<void>((resolve) => {
          running.close(() => resolve());
          // Keep-alive sockets would hold close() open; idle ones can go now, busy ones finish first.
          running.closeIdleConnections();
        });
        // Websockets are connections too: closed (1001, going away) so close() can finish.
        await live.close();
        await closed;
        await unlistenSchema?.().catch(() => undefined);
        await unwatch();
        await db.close();
        await rm(marker, { force: true });
      })();
      return stopping;
    },
  };
}
