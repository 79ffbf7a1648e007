// Several server processes on one PostgreSQL behave as one Realtime: what a client of one process
// broadcasts (socket or HTTP API) and the presences it tracks reach the clients of every other
// process, carried by NOTIFY on a channel of our own. A NOTIFY payload must stay under 8000 bytes:
// a larger message is stored in realtime.relay and its id notified, as hosted Realtime stores
// database broadcasts in realtime.messages. Database broadcasts (realtime.send) need nothing of
// this: every process reads the change queue for itself (feed.ts).
//
// Each process announces itself every heartbeatMs; one not heard of for expireMs is gone (killed,
// or cut off from the database), and the presences it held leave every other process. A process
// that starts (or listens again after losing its connection) says hello, and the others answer
// with every presence they hold, so a late joiner sees the same presence_state. What arrives from
// another process is delivered here and never relayed again: no loop, no amplification. Remote
// presences are charged to this process's realtime memory and the per-channel presence cap like
// our own; one that does not fit is not held here.
//
// PGlite is one process by nature: no cluster there.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Hub, Relay, RoomMessage } from './hub.ts';
import { presenceBytes, type RealtimeMemory } from './memory.ts';
import type { Meta } from './presence.ts';

export const CLUSTER_CHANNEL = 'qrmenu_realtime_cluster';
/** NOTIFY's limit is 8000 bytes; larger batches and messages go through a realtime.relay row. */
export const MAX_NOTIFY_BYTES = 7000;
/**
 * What may wait to be sent to the other processes (the database slower than the broadcasts):
 * past it, client broadcasts are dropped (fire and forget, as under hosted's own load), presence
 * changes are still queued (a process's presences are bounded by its own memory ceiling).
 */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
/** Relay rows are read within a moment of their notification; older ones are deleted. */
const RELAY_RETAIN_SECONDS = 60;

export interface ClusterOptions {
  /** How often a process says it is alive (REALTIME_CLUSTER_HEARTBEAT_MS, 5000). */
  heartbeatMs: number;
  /** A process not heard of for this long is gone, with its presences (3 heartbeats). */
  expireMs: number;
}

export function clusterOptionsFromEnv(env: Record<string, string | undefined>): ClusterOptions {
  const value = Number(env.REALTIME_CLUSTER_HEARTBEAT_MS);
  const heartbeatMs = Number.isFinite(value) && value >= 50 ? value : 5000;
  return { heartbeatMs, expireMs: 3 * heartbeatMs };
}

type Item =
  | { t: 'hello' | 'alive' | 'bye' }
  | { t: 'json'; r: string; e: string; p: Record<string, unknown> }
  | { t: 'user'; r: string; e: string; enc: 'json' | 'binary'; d: string }
  | { t: 'track'; r: string; i: number; k: string; m: Meta }
  | { t: 'untrack'; r: string; i: number; k: string }
  /** Every presence the sender holds for its own clients (an answer to hello). */
  | { t: 'state'; list: [room: string, tracker: number, key: string, meta: Meta][] };

interface Envelope {
  /** The sending process. */
  o: string;
  /** Items, in the order they happened there. */
  m?: Item[];
  /** Or a realtime.relay row holding them. */
  ref?: number;
}

interface RemotePresence {
  room: string;
  tracker: string;
  key: string;
  ref: string;
  cost: number;
}

interface Peer {
  seen: number;
  /** `${room}\n${tracker}` -> its presence held here. */
  presences: Map<string, RemotePresence>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMeta(value: unknown): value is Meta {
  return isRecord(value) && typeof value.phx_ref === 'string';
}

export class RealtimeCluster implements Relay {
  /** This process, as the others know it. */
  readonly origin = randomBytes(6).toString('base64url');
  readonly #db: Queryable;
  readonly #peers = new Map<string, Peer>();
  /** This process's presences: `${room}\n${tracker}` -> what the others are told. */
  readonly #local = new Map<string, { room: string; tracker: number; key: string; meta: Meta }>();
  #pending: { item: Item; json: string }[] = [];
  #pendingBytes = 0;
  #sending: Promise<void> | undefined;
  #receiving: Promise<void> = Promise.resolve();
  #unlisten: (() => Promise<void>) | undefined;
  #timers: NodeJS.Timeout[] = [];
  #closed = false;
  #helloAt = 0;

  private constructor(
    db: Database,
    readonly hub: Hub,
    readonly memory: RealtimeMemory,
    readonly maxPresences: () => number,
    readonly options: ClusterOptions,
  ) {
    this.#db = db.uncounted ?? db;
  }

  /** Joins the other processes on db (PostgreSQL with LISTEN); undefined on PGlite. */
  static async start(options: {
    db: Database;
    hub: Hub;
    memory: RealtimeMemory;
    maxPresences: () => number;
    cluster?: ClusterOptions;
  }): Promise<RealtimeCluster | undefined> {
    const { db } = options;
    if (db.kind !== 'postgres' || !db.listen) return undefined;
    const cluster = new RealtimeCluster(
      db,
      options.hub,
      options.memory,
      options.maxPresences,
      options.cluster ?? clusterOptionsFromEnv(process.env),
    );
    let lost = false;
    cluster.#unlisten = await db.listen(
      CLUSTER_CHANNEL,
      (payload) => cluster.#notified(payload),
      (live) => {
        if (!live) lost = true;
        else if (lost) {
          // Messages sent meanwhile are lost: ask everyone for their presences again.
          lost = false;
          cluster.#hello();
        }
      },
    );
    options.hub.relay = cluster;
    cluster.#hello();
    const { heartbeatMs } = cluster.options;
    cluster.#timers = [
      setInterval(() => {
        cluster.#enqueue({ t: 'alive' }, true);
        cluster.#expire();
      }, heartbeatMs),
      setInterval(() => {
        cluster.#db
          .query(
            `delete from realtime.relay where created_at < now() - make_interval(secs => $1)`,
            [RELAY_RETAIN_SECONDS],
          )
          .catch(() => undefined);
      }, RELAY_RETAIN_SECONDS * 1000),
    ];
    for (const timer of cluster.#timers) timer.unref();
    return cluster;
  }

  /** Other processes heard of and not expired. */
  get peers(): number {
    return this.#peers.size;
  }

  // Relay: what this process's clients do -------------------------------------------------

  broadcast(room: string, message: RoomMessage): void {
    if (this.#peers.size === 0) return;
    if (message.kind === 'json') {
      this.#enqueue({ t: 'json', r: room, e: message.event, p: message.payload }, false);
    } else {
      const { event, encoding, data } = message.broadcast;
      this.#enqueue(
        { t: 'user', r: room, e: event, enc: encoding, d: data.toString('base64') },
        false,
      );
    }
  }

  track(room: string, tracker: number, key: string, meta: Meta): void {
    this.#local.set(`${room}\n${tracker}`, { room, tracker, key, meta });
    if (this.#peers.size > 0)
      this.#enqueue({ t: 'track', r: room, i: tracker, k: key, m: meta }, true);
  }

  untrack(room: string, tracker: number, key: string): void {
    this.#local.delete(`${room}\n${tracker}`);
    if (this.#peers.size > 0) this.#enqueue({ t: 'untrack', r: room, i: tracker, k: key }, true);
  }

  // Sending ------------------------------------------------------------------------------------

  /** Asks every process for its presences, and tells them this one's. */
  #hello(): void {
    this.#helloAt = Date.now();
    this.#enqueue({ t: 'hello' }, true);
    this.#enqueue(this.#state(), true);
  }

  #state(): Item {
    return {
      t: 'state',
      list: [...this.#local.values()].map(({ room, tracker, key, meta }) => [
        room,
        tracker,
        key,
        meta,
      ]),
    };
  }

  #enqueue(item: Item, keep: boolean): void {
    if (this.#closed) return;
    const json = JSON.stringify(item);
    if (!keep && this.#pendingBytes + json.length > MAX_PENDING_BYTES) return;
    this.#pending.push({ item, json });
    this.#pendingBytes += json.length;
    this.#sending ??= this.#flush().finally(() => (this.#sending = undefined));
  }

  /** Sends what is pending, in order, as few notifications as fit; one query at a time. */
  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      this.#pendingBytes = 0;
      const prefix = `{"o":${JSON.stringify(this.origin)},"m":[`;
      let parts: string[] = [];
      let size = prefix.length + 2;
      const payloads: string[] = [];
      const close = () => {
        if (parts.length > 0) payloads.push(`${prefix}${parts.join(',')}]}`);
        parts = [];
        size = prefix.length + 2;
      };
      for (const { json } of batch) {
        if (size + json.length + 1 > MAX_NOTIFY_BYTES) close();
        parts.push(json);
        size += json.length + 1;
      }
      close();
      for (const payload of payloads) {
        try {
          if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) {
            await this.#db.query('select pg_notify($1, $2)', [CLUSTER_CHANNEL, payload]);
          } else {
            // One message past NOTIFY's limit: stored, and its id notified in the same statement
            // (the notification goes out at commit, when the row can be read).
            await this.#db.query(
              `with stored as (insert into realtime.relay (body) values ($2::jsonb) returning id)
               select pg_notify($1, json_build_object('o', $3::text, 'ref', id)::text) from stored`,
              [CLUSTER_CHANNEL, payload, this.origin],
            );
          }
        } catch (error) {
          if (!this.#closed) console.error('realtime: relaying to other processes failed:', error);
        }
      }
    }
  }

  // Receiving ----------------------------------------------------------------------------------

  #notified(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (!isRecord(envelope) || typeof envelope.o !== 'string' || envelope.o === this.origin) return;
    // In order: a stored message is read before the notifications after it are handled.
    this.#receiving = this.#receiving
      .then(async () => {
        let items = envelope.m;
        if (typeof envelope.ref === 'number') {
          const { rows } = await this.#db.query<{ body: Envelope }>(
            'select body from realtime.relay where id = $1',
            [envelope.ref],
          );
          items = rows[0]?.body.m;
        }
        if (!Array.isArray(items) || this.#closed) return;
        const greeted = items.some((item) => isRecord(item) && item.t === 'hello');
        const peer = this.#peer(envelope.o, greeted);
        for (const item of items) if (isRecord(item)) this.#apply(envelope.o, peer, item);
      })
      .catch((error: unknown) => {
        if (!this.#closed) console.error('realtime: a relayed message failed:', error);
      });
  }

  /** The sending process, known from now on; `greeted`: its message says hello. */
  #peer(origin: string, greeted: boolean): Peer {
    let peer = this.#peers.get(origin);
    if (!peer) {
      peer = { seen: Date.now(), presences: new Map() };
      this.#peers.set(origin, peer);
      // A process heard of for the first time without its hello (it came while this process was
      // not listening): ask for everyone's presences, at most once a heartbeat. A hello is
      // answered with this process's presences (#apply), which is all the newcomer needs.
      if (!greeted && Date.now() - this.#helloAt > this.options.heartbeatMs) this.#hello();
    }
    peer.seen = Date.now();
    return peer;
  }

  #apply(origin: string, peer: Peer, item: Item): void {
    switch (item.t) {
      case 'hello':
        // Someone new (or back): tell it every presence this process holds, hello or not.
        this.#enqueue(this.#state(), true);
        return;
      case 'alive':
        return;
      case 'bye':
        this.#forget(origin, peer);
        return;
      case 'json':
        if (typeof item.r === 'string' && typeof item.e === 'string' && isRecord(item.p)) {
          this.hub.broadcast(item.r, { kind: 'json', event: item.e, payload: item.p });
        }
        return;
      case 'user':
        if (
          typeof item.r === 'string' &&
          typeof item.e === 'string' &&
          typeof item.d === 'string'
        ) {
          this.hub.broadcast(item.r, {
            kind: 'user',
            broadcast: {
              event: item.e,
              encoding: item.enc === 'binary' ? 'binary' : 'json',
              data: Buffer.from(item.d, 'base64'),
            },
          });
        }
        return;
      case 'track':
        this.#track(origin, peer, item.r, item.i, item.k, item.m);
        return;
      case 'untrack':
        this.#untrack(peer, `${item.r}\n${origin}/${item.i}`);
        return;
      case 'state': {
        if (!Array.isArray(item.list)) return;
        const named = new Set<string>();
        for (const entry of item.list) {
          if (!Array.isArray(entry)) continue;
          const [room, tracker, key, meta] = entry;
          named.add(`${room}\n${origin}/${tracker}`);
          this.#track(origin, peer, room, tracker, key, meta);
        }
        for (const id of [...peer.presences.keys()]) if (!named.has(id)) this.#untrack(peer, id);
        return;
      }
    }
  }

  #track(
    origin: string,
    peer: Peer,
    room: unknown,
    tracker: unknown,
    key: unknown,
    meta: unknown,
  ): void {
    if (typeof room !== 'string' || typeof tracker !== 'number' || typeof key !== 'string') return;
    if (!isMeta(meta)) return;
    const id = `${room}\n${origin}/${tracker}`;
    const held = peer.presences.get(id);
    if (held?.ref === meta.phx_ref) return;
    const remote = `${origin}/${tracker}`;
    if (!held && !this.hub.mayTrack(room, remote, key, this.maxPresences())) return;
    const cost = presenceBytes(JSON.stringify(meta));
    if (!this.memory.reserve(cost)) return;
    if (held) this.memory.release(held.cost);
    peer.presences.set(id, { room, tracker: remote, key, ref: meta.phx_ref, cost });
    this.hub.trackRemote(room, remote, key, meta);
  }

  #untrack(peer: Peer, id: string): void {
    const held = peer.presences.get(id);
    if (!held) return;
    peer.presences.delete(id);
    this.memory.release(held.cost);
    this.hub.untrackRemote(held.room, held.tracker, held.key);
  }

  /** A process gone: its presences leave. */
  #forget(origin: string, peer: Peer): void {
    for (const id of [...peer.presences.keys()]) this.#untrack(peer, id);
    this.#peers.delete(origin);
  }

  #expire(): void {
    const before = Date.now() - this.options.expireMs;
    for (const [origin, peer] of this.#peers) if (peer.seen < before) this.#forget(origin, peer);
  }

  /** Says goodbye (the others drop this process's presences at once) and stops listening. */
  async close(): Promise<void> {
    if (this.#closed) return;
    for (const timer of this.#timers) clearInterval(timer);
    if (this.hub.relay === this) this.hub.relay = undefined;
    this.#enqueue({ t: 'bye' }, true);
    await this.#sending;
    this.#closed = true;
    await this.#unlisten?.();
    await this.#receiving;
  }
}
