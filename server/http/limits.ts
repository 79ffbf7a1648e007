// Bounds that keep one client from holding the server (connections, headers, bodies,
// embeds, responses). Read once at start-up from the environment, like the rest of config.ts.
import type { Env } from '../config.ts';

export interface RequestLimits {
  /** Open connections one client address may hold (an IPv6 /64 counts as one address). */
  maxConnectionsPerAddress: number;
  /** Open connections in all. */
  maxConnections: number;
  /** A connection must send a request's complete headers within this time. */
  headersTimeoutMs: number;
  /** A request must arrive whole (headers and body) within this time. */
  requestTimeoutMs: number;
  /**
   * A request body that receives no byte for this long (while the server waits for one) is given
   * up and its connection closed: a body sent a byte a minute holds a connection for no one.
   */
  bodyIdleTimeoutMs: number;
  /**
   * Requests whose body is still arriving that one client address may have at once (an IPv6 /64
   * counts as one address); more are answered 429 and their connection closed.
   */
  maxSlowBodiesPerAddress: number;
  /** The largest JSON body `/rest/v1` reads. */
  maxRestBodyBytes: number;
  /**
   * How deeply `/rest/v1` embeds may nest: `businesses(id)` is 1, `businesses(menu_items(id))` 2.
   * Two levels are what the owner's item list needs (items, their option groups, their choices);
   * each level more lets one request multiply a table by itself once more.
   */
  maxEmbedDepth: number;
  /** The largest response body a `/rest/v1` read may build. */
  maxResponseBytes: number;
  /** The largest response body an anonymous `/rest/v1` read may build (the smaller of the two). */
  maxAnonResponseBytes: number;
  /**
   * `/rest/v1` reads (GET and HEAD) one client address may have in flight at once (an IPv6 /64
   * counts as one address); more are answered 429 at once.
   */
  maxReadsInFlightPerAddress: number;
  /** The largest realtime websocket message, and the largest /realtime/v1/api/broadcast body. */
  realtimeMaxMessageBytes: number;
  /** The largest presence payload one join may track (its JSON). */
  realtimeMaxPresenceBytes: number;
  /** Presences (one per tracking join) one channel topic may hold. */
  realtimeMaxPresencesPerChannel: number;
  /** Channels one realtime socket may have joined at once (hosted's default is 100). */
  realtimeMaxChannelsPerSocket: number;
  /** Channel joins one realtime socket may send per second. */
  realtimeMaxJoinsPerSecond: number;
  /** Channel joins all the sockets of one client address may send per second. */
  realtimeMaxJoinsPerSecondPerAddress: number;
  /** Presence messages (track, untrack) all the sockets of one client address may send per second. */
  realtimeMaxPresencePerSecondPerAddress: number;
  /** All realtime state of this process: sockets, channels, presences, frames being sent. */
  realtimeMaxMemoryBytes: number;
  /** Messages (heartbeats included) one realtime socket may send per second. */
  realtimeMaxEventsPerSecond: number;
  /** Open realtime sockets one client address may hold (an IPv6 /64 counts as one address). */
  realtimeMaxSocketsPerAddress: number;
  /**
   * How long the hosted page waits for the database's answer (is the cached menu still current?)
   * before answering from the version it has: a busy database delays a customer's page by at most
   * this, at the price of a version as old as the busy spell.
   */
  pageBusyAfterMs: number;
  /**
   * The most bytes the cache of public_menu's answers holds: four fifths for the answers (their
   * compressed forms, a small menu's text until then, parsed businesses), one fifth for parsed
   * whole menus and the answers notices retired (their dish texts serve the next answer); least recently used first out (rest/menu-cache.ts).
   */
  menuCacheBytes: number;
  /** The most bytes the cache of rendered hosted pages holds (static/page-cache.ts). */
  pageCacheBytes: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxConnectionsPerAddress: 128,
  maxConnections: 4096,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  bodyIdleTimeoutMs: 10_000,
  maxSlowBodiesPerAddress: 16,
  maxRestBodyBytes: 2 * 1024 * 1024,
  maxEmbedDepth: 2,
  maxResponseBytes: 16 * 1024 * 1024,
  maxAnonResponseBytes: 2 * 1024 * 1024,
  maxReadsInFlightPerAddress: 16,
  realtimeMaxMessageBytes: 256 * 1024,
  realtimeMaxPresenceBytes: 16 * 1024,
  realtimeMaxPresencesPerChannel: 100,
  realtimeMaxChannelsPerSocket: 100,
  realtimeMaxJoinsPerSecond: 20,
  realtimeMaxJoinsPerSecondPerAddress: 50,
  realtimeMaxPresencePerSecondPerAddress: 50,
  realtimeMaxMemoryBytes: 256 * 1024 * 1024,
  realtimeMaxEventsPerSecond: 200,
  realtimeMaxSocketsPerAddress: 64,
  pageBusyAfterMs: 100,
  // Together 128 MB: 10,000 small cafes' answers and pages (about 3.5 and 6.5 KB each).
  menuCacheBytes: 48 * 1024 * 1024,
  pageCacheBytes: 80 * 1024 * 1024,
};

const VARIABLES: Record<keyof RequestLimits, string> = {
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  maxConnections: 'MAX_CONNECTIONS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  bodyIdleTimeoutMs: 'BODY_IDLE_TIMEOUT_MS',
  maxSlowBodiesPerAddress: 'MAX_SLOW_BODIES_PER_ADDRESS',
  maxRestBodyBytes: 'REST_MAX_BODY_BYTES',
  maxEmbedDepth: 'REST_MAX_EMBED_DEPTH',
  maxResponseBytes: 'REST_MAX_RESPONSE_BYTES',
  maxAnonResponseBytes: 'REST_MAX_ANON_RESPONSE_BYTES',
  maxReadsInFlightPerAddress: 'REST_MAX_READS_IN_FLIGHT_PER_ADDRESS',
  realtimeMaxMessageBytes: 'REALTIME_MAX_MESSAGE_BYTES',
  realtimeMaxPresenceBytes: 'REALTIME_MAX_PRESENCE_BYTES',
  realtimeMaxPresencesPerChannel: 'REALTIME_MAX_PRESENCES_PER_CHANNEL',
  realtimeMaxChannelsPerSocket: 'REALTIME_MAX_CHANNELS_PER_SOCKET',
  realtimeMaxJoinsPerSecond: 'REALTIME_MAX_JOINS_PER_SECOND',
  realtimeMaxJoinsPerSecondPerAddress: 'REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS',
  realtimeMaxPresencePerSecondPerAddress: 'REALTIME_MAX_PRESENCE_PER_SECOND_PER_ADDRESS',
  realtimeMaxMemoryBytes: 'REALTIME_MAX_MEMORY_BYTES',
  realtimeMaxEventsPerSecond: 'REALTIME_MAX_EVENTS_PER_SECOND',
  realtimeMaxSocketsPerAddress: 'REALTIME_MAX_SOCKETS_PER_ADDRESS',
  pageBusyAfterMs: 'PAGE_BUSY_AFTER_MS',
  menuCacheBytes: 'MENU_CACHE_BYTES',
  pageCacheBytes: 'PAGE_CACHE_BYTES',
};

/** The limits from the environment; `fail` turns a bad value into the caller's error type. */
export function readRequestLimits(env: Env, fail: (message: string) => Error): RequestLimits {
  const limits = { ...DEFAULT_REQUEST_LIMITS };
  for (const key of Object.keys(VARIABLES) as (keyof RequestLimits)[]) {
    const name = VARIABLES[key];
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1) {
      throw fail(`${name} must be a whole number above 0 (got "${raw}").`);
    }
    limits[key] = value;
  }
  return limits;
}
