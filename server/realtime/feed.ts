// The database's changes reach the server without logical replication (PGlite has none): the
// capture trigger (server/db/bootstrap.sql, realtime.capture_change) queues each change of a
// published table, and each row inserted into realtime.messages, in realtime.change_log and
// notifies its id on `realtime_changes`. Notifications arrive after commit, in commit order;
// a poll of the queue catches what a dropped LISTEN connection missed. Every server process
// on the same database reads the queue for itself; rows leave it by age.
import type { Database } from '../db/database.ts';
import { PostgresChangesRouter, type Change } from './postgres-changes.ts';
import type { DatabaseBroadcast, RealtimeFeed } from './types.ts';

export interface FeedOptions {
  /** How often the queue is read besides notifications (REALTIME_POLL_MS, 1000). */
  pollMs: number;
  /** How often capture triggers are matched to the publication (REALTIME_SYNC_MS, 5000). */
  syncMs: number;
  /** How long a queued change is kept (REALTIME_RETAIN_SECONDS, 300). */
  retainSeconds: number;
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

export function feedOptionsFromEnv(env: Record<string, string | undefined>): FeedOptions {
  return {
    pollMs: positive(env.REALTIME_POLL_MS, 1000),
    syncMs: positive(env.REALTIME_SYNC_MS, 5000),
    retainSeconds: positive(env.REALTIME_RETAIN_SECONDS, 300),
  };
}

/** An id skipped by a transaction still open (or rolled back) is waited for this long. */
const GAP_MS = 60_000;
/** At most this many skipped ids are remembered (a sequence jump is not a thousand gaps). */
const MAX_GAPS = 1000;
const PRUNE_MS = 60_000;

interface QueueRow {
  id: string | number;
  committed_at: Date | string;
  schema_name: string;
  table_name: string;
  type: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

const COLUMNS = 'id, committed_at, schema_name, table_name, type, record, old_record';

export interface Feed extends RealtimeFeed {
  readonly router: PostgresChangesRouter;
  /** Installs or removes capture triggers to match the publication now. */
  sync(): Promise<void>;
  /** Reads the queue now (what the poll does). */
  poll(): Promise<void>;
}

export async function createRealtimeFeed(
  db: Database,
  options: FeedOptions = feedOptionsFromEnv(process.env),
): Promise<Feed> {
  let closed = false;
  let syncing: Promise<void> | undefined;
  // Reading the queue and matching triggers change no menu: not counted as this process's writes.
  const reader = db.uncounted ?? db;
  const sync = (): Promise<void> => {
    syncing ??= reader
      .query<{ changed: number }>('select realtime.sync_capture() as changed')
      .then(({ rows }) => {
        if (Number(rows[0]?.changed) > 0) router.invalidate();
      })
      // Another server process on the same database may have created the same trigger.
      .catch((error: unknown) => {
        if (!closed) console.error('realtime: matching capture triggers failed:', error);
      })
      .finally(() => (syncing = undefined));
    return syncing;
  };
  const router = new PostgresChangesRouter(db, sync);
  const broadcastListeners = new Set<(message: DatabaseBroadcast) => void>();

  await sync();
  const start = await reader.query<{ max: string | number }>(
    'select coalesce(max(id), 0) as max from realtime.change_log',
  );
  /** Every id up to here was delivered or is a gap. */
  let maxId = Number(start.rows[0]?.max ?? 0);
  const gaps = new Map<number, number>();
  const notified: { id: number; schema: string; table: string }[] = [];

  /** Marks an id as handled; false when it already was. */
  const take = (id: number): boolean => {
    if (id > maxId) {
      const now = Date.now();
      for (let gap = Math.max(maxId + 1, id - MAX_GAPS); gap < id; gap++) gaps.set(gap, now);
      maxId = id;
      return true;
    }
    return gaps.delete(id);
  };

  const deliver = async (row: QueueRow): Promise<void> => {
    const id = Number(row.id);
    if (!take(id)) return;
    if (row.type === 'BROADCAST') {
      const record = row.record ?? {};
      const message: DatabaseBroadcast = {
        topic: String(record.topic ?? ''),
        event: String(record.event ?? ''),
        payload: record.payload ?? null,
        private: record.private === true,
      };
      for (const listener of broadcastListeners) listener(message);
      return;
    }
    const change: Change = {
      id,
      committedAt: new Date(row.committed_at),
      schema: row.schema_name,
      table: row.table_name,
      type: row.type as Change['type'],
      record: row.record,
      oldRecord: row.old_record,
    };
    await router.deliver(change).catch((error: unknown) => {
      if (!closed) console.error('realtime: delivering a change failed:', error);
    });
  };

  // One reader at a time, so changes go out in the order they were read.
  let reading: Promise<void> = Promise.resolve();
  const read = (work: () => Promise<void>): Promise<void> => {
    reading = reading.then(work).catch((error: unknown) => {
      if (!closed) console.error('realtime: reading the change queue failed:', error);
    });
    return reading;
  };

  const readNotified = () =>
    read(async () => {
      const ids: number[] = [];
      for (const { id, schema, table } of notified.splice(0)) {
        if (!(id > maxId || gaps.has(id))) continue;
        const wanted =
          schema === '*' ||
          (schema === 'realtime' && table === 'messages'
            ? broadcastListeners.size > 0
            : router.follows(schema, table));
        // Nobody here follows that table: the change is passed over without reading it.
        if (wanted) ids.push(id);
        else take(id);
      }
      if (ids.length === 0) return;
      const { rows } = await reader.query<QueueRow>(
        `select ${COLUMNS} from realtime.change_log where id = any($1::bigint[])`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      // Notification order is commit order.
      for (const id of ids) {
        const row = byId.get(id);
        if (row) await deliver(row);
      }
    });

  const poll = () =>
    read(async () => {
      const now = Date.now();
      for (const [gap, since] of gaps) if (now - since > GAP_MS) gaps.delete(gap);
      const { rows } = await reader.query<QueueRow>(
        `select ${COLUMNS} from realtime.change_log where id > $1 or id = any($2::bigint[]) order by id`,
        [maxId, [...gaps.keys()]],
      );
      for (const row of rows) await deliver(row);
    });

  const unlisten = await db
    .listen?.('realtime_changes', (payload) => {
      // "<id> <schema> <table>" (the names cannot hold a space unquoted; if one does, read it).
      const [first = '', schema = '', table = '', ...rest] = payload.split(' ');
      const id = Number(first);
      if (!Number.isSafeInteger(id)) return;
      notified.push(rest.length === 0 ? { id, schema, table } : { id, schema: '*', table: '*' });
      if (notified.length === 1) void readNotified();
    })
    .catch((error: unknown) => {
      console.error('realtime: LISTEN failed, reading the change queue by polling:', error);
      return undefined;
    });

  const timers = [
    setInterval(() => void poll(), options.pollMs),
    setInterval(() => void sync(), options.syncMs),
    setInterval(() => {
      db.query(
        `delete from realtime.change_log where queued_at < now() - make_interval(secs => $1)`,
        [options.retainSeconds],
      ).catch(() => undefined);
    }, PRUNE_MS),
  ];
  for (const timer of timers) timer.unref();

  return {
    router,
    sync,
    poll,
    subscribePostgresChanges: (subscription) => router.subscribe(subscription),
    onDatabaseBroadcast(listener) {
      broadcastListeners.add(listener);
      return () => void broadcastListeners.delete(listener);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await unlisten?.();
      await reading;
      await syncing;
    },
  };
}
