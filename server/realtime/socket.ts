// The Realtime websocket at /realtime/v1/websocket, on the product's own HTTP server: Phoenix's
// socket protocol as realtime-js speaks it (vsn 1.0.0 and 2.0.0), heartbeats on "phoenix",
// channels on "realtime:<name>", and the bounds one client cannot push past (message size,
// channels per socket, joins and messages per second, sockets, joins and presence messages per
// address) and all of them together cannot (the process's realtime memory, memory.ts).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { clientAddress, hostName } from '../http/client-address.ts';
import { connectionKey } from '../http/connections.ts';
import type { RequestLimits } from '../http/limits.ts';
import { JoinedChannel, type ChannelContext } from './channel.ts';
import { RealtimeCluster } from './cluster.ts';
import { Hub, roomKey, type RoomMessage } from './hub.ts';
import { CHANNEL_BYTES, RealtimeMemory, SOCKET_BYTES } from './memory.ts';
import {
  decodeFrame,
  encodeMessage,
  MalformedFrameError,
  VSNS,
  type InboundMessage,
  type OutboundFrame,
  type UserBroadcast,
  type Vsn,
} from './serializer.ts';
import { verifyRealtimeToken } from './token.ts';
import type { RealtimeFeed } from './types.ts';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;
/** Frames waiting to be sent to a slow reader before the server gives up on it. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/**
 * At the memory ceiling, a socket with this much still unsent is cut off rather than given more:
 * a client that reads what it is sent keeps getting it, one that does not read stops costing.
 */
const BEHIND_AT_CEILING_BYTES = 64 * 1024;

export type RealtimeLimits = Pick<
  RequestLimits,
  | 'realtimeMaxMessageBytes'
  | 'realtimeMaxPresenceBytes'
  | 'realtimeMaxPresencesPerChannel'
  | 'realtimeMaxChannelsPerSocket'
  | 'realtimeMaxJoinsPerSecond'
  | 'realtimeMaxJoinsPerSecondPerAddress'
  | 'realtimeMaxPresencePerSecondPerAddress'
  | 'realtimeMaxEventsPerSecond'
  | 'realtimeMaxSocketsPerAddress'
  | 'realtimeMaxMemoryBytes'
>;

/** What one client address (an IPv6 /64) holds and spends, over all its sockets. */
interface AddressState {
  sockets: number;
  joins: PerSecond;
  presence: PerSecond;
}

/** Counts events in the current one-second window. */
class PerSecond {
  #window = 0;
  #count = 0;
  constructor(readonly limit: number) {}
  /** Counts one; false when over the limit for this second. */
  take(): boolean {
    const now = Math.floor(Date.now() / 1000);
    if (now !== this.#window) {
      this.#window = now;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count <= this.limit;
  }
}

class Connection {
  readonly channels = new Map<string, JoinedChannel>();
  readonly joins: PerSecond;
  readonly events: PerSecond;
  #queue: Promise<void> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;
  #closed = false;
  /** Bytes handed to ws and not yet written out (charged in the process's realtime memory). */
  #unsent = 0;
  readonly ctx: ChannelContext;

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    token: string | undefined,
    readonly realtime: RealtimeServer,
    readonly address: AddressState,
  ) {
    this.joins = new PerSecond(realtime.limits.realtimeMaxJoinsPerSecond);
    this.events = new PerSecond(realtime.limits.realtimeMaxEventsPerSecond);
    this.ctx = {
      vsn,
      db: realtime.db,
      hub: realtime.hub,
      feed: realtime.feed,
      jwtSecret: realtime.config.jwtSecret,
      limits: realtime.limits,
      memory: realtime.memory,
      takePresence: () => address.presence.take(),
      socketToken: token,
      send: (frame) => this.send(frame),
      closed: (channel) => {
        if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
      },
    };
    ws.on('message', (data, isBinary) => this.#received(data, isBinary));
    ws.on('close', () => {
      this.#gone();
      // Frames still queued will not be written; what they were charged goes back once.
      realtime.memory.release(this.#unsent);
      this.#unsent = 0;
    });
    ws.on('error', () => this.#gone());
    this.#touch();
  }

  send(frame: OutboundFrame): void {
    if (this.#closed || this.ws.readyState !== this.ws.OPEN) return;
    // A client that does not read its messages must not make the server hold them all.
    const behind = this.ws.bufferedAmount;
    if (behind > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    const size = frame.data.length;
    const memory = this.realtime.memory;
    if (!memory.reserve(size)) {
      if (behind > BEHIND_AT_CEILING_BYTES) {
        this.ws.terminate();
        return;
      }
      memory.force(size);
    }
    this.#unsent += size;
    this.ws.send(frame.data, { binary: frame.binary }, () => {
      // After close, the close handler gave back everything still unsent.
      if (this.#unsent < size) return;
      this.#unsent -= size;
      memory.release(size);
    });
  }

  #touch(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), IDLE_TIMEOUT_MS);
    this.#idle.unref();
  }

  #received(data: RawData, isBinary: boolean): void {
    if (this.#closed) return;
    this.#touch();
    const buffer = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    let message: InboundMessage;
    try {
      message = decodeFrame(this.vsn, buffer, isBinary);
    } catch (error) {
      // What realtime-js never sends: the socket closes (1003 unsupported data), nobody else notices.
      if (error instanceof MalformedFrameError) this.ws.close(1003, error.message.slice(0, 100));
      else this.ws.terminate();
      return;
    }
    if (!this.events.take()) {
      this.ws.close(1008, 'Too many messages per second');
      return;
    }
    // One message at a time, in order: a broadcast sent right after a join finds the channel.
    this.#queue = this.#queue
      .then(() => this.#handle(message))
      .catch((error: unknown) => {
        console.error('realtime: message handling failed:', error);
        this.ws.terminate();
      });
  }

  #reply(message: InboundMessage, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.send(
      encodeMessage(this.vsn, message.joinRef, message.ref, message.topic, 'phx_reply', {
        status,
        response,
      }),
    );
  }

  async #handle(message: InboundMessage): Promise<void> {
    if (this.#closed) return;
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.#reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') return this.#join(message);
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && channel.joinRef !== message.joinRef)) {
      // Phoenix's answer to a message for a topic this socket has not joined.
      if (message.event !== 'phx_leave' || message.ref !== null) {
        this.#reply(message, 'error', { reason: 'unmatched topic' });
      }
      return;
    }
    try {
      await channel.handle(message);
    } catch (error) {
      // A channel that fails is ended alone, as Phoenix ends a crashed channel: phx_error.
      console.error(`realtime: ${message.event} on ${message.topic} failed:`, error);
      channel.dispose();
      this.channels.delete(message.topic);
      this.send(
        encodeMessage(this.vsn, channel.joinRef, channel.joinRef, channel.topic, 'phx_error', {}),
      );
    }
  }

  async #join(message: InboundMessage): Promise<void> {
    if (!message.topic.startsWith('realtime:')) {
      this.#reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    // Joining a topic again replaces the earlier join (Phoenix closes the duplicate).
    const existing = this.channels.get(message.topic);
    if (existing) {
      existing.dispose();
      this.channels.delete(message.topic);
    }
    // The socket's rate, then its address's (all its sockets together), as hosted words both.
    if (!this.joins.take() || !this.address.joins.take()) {
      this.#reply(message, 'error', {
        reason: 'ClientJoinRateLimitReached: Too many joins per second',
      });
      return;
    }
    if (this.channels.size >= this.realtime.limits.realtimeMaxChannelsPerSocket) {
      this.#reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    // The process is at its realtime ceiling: hosted's refusal when it holds all it can.
    if (!this.realtime.memory.reserve(CHANNEL_BYTES)) {
      this.#reply(message, 'error', {
        reason: 'ConnectionRateLimitReached: Too many connected users',
      });
      return;
    }
    let joined: Awaited<ReturnType<typeof JoinedChannel.join>>;
    try {
      joined = await JoinedChannel.join(this.ctx, message);
    } catch (error) {
      this.realtime.memory.release(CHANNEL_BYTES);
      throw error;
    }
    const { reply, channel } = joined;
    // A refused join holds nothing; a joined channel gives its bytes back when it is disposed.
    if (!channel) this.realtime.memory.release(CHANNEL_BYTES);
    if (this.#closed) {
      channel?.dispose();
      return;
    }
    this.#reply(message, reply.status, reply.response);
    if (!channel) return;
    this.channels.set(message.topic, channel);
    channel.start();
  }

  #gone(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#idle) clearTimeout(this.#idle);
    for (const channel of this.channels.values()) channel.dispose();
    this.channels.clear();
    this.realtime.forget(this);
  }
}

export interface RealtimeServerOptions {
  config: ServerConfig;
  db: Database;
  feed: RealtimeFeed;
}

export class RealtimeServer {
  readonly hub = new Hub();
  readonly memory: RealtimeMemory;
  readonly config: ServerConfig;
  readonly db: Database;
  readonly feed: RealtimeFeed;
  readonly #wss: WebSocketServer;
  readonly #connections = new Set<Connection>();
  readonly #perAddress = new Map<string, AddressState>();
  readonly #stopFeed: () => void;
  #cluster: RealtimeCluster | undefined;

  constructor(options: RealtimeServerOptions) {
    this.config = options.config;
    this.db = options.db;
    this.feed = options.feed;
    this.memory = new RealtimeMemory(this.limits.realtimeMaxMemoryBytes);
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.realtimeMaxMessageBytes,
      perMessageDeflate: false,
    });
    this.#stopFeed = this.feed.onDatabaseBroadcast((message) => {
      const payload = {
        type: 'broadcast',
        event: message.event,
        payload: message.payload,
      };
      this.broadcast(message.topic, message.private, { kind: 'json', event: 'broadcast', payload });
    });
  }

  /**
   * On PostgreSQL, joins the other server processes on the same database (cluster.ts), so their
   * clients and ours share broadcasts and presence. Nothing on PGlite.
   */
  async joinCluster(): Promise<void> {
    this.#cluster ??= await RealtimeCluster.start({
      db: this.db,
      hub: this.hub,
      memory: this.memory,
      maxPresences: () => this.limits.realtimeMaxPresencesPerChannel,
    });
  }

  /** The cluster this process joined (PostgreSQL), if any. */
  get cluster(): RealtimeCluster | undefined {
    return this.#cluster;
  }

  get limits(): RealtimeLimits {
    return this.config.limits;
  }

  /**
   * Sends a broadcast to a topic's room on this process only: a database broadcast, which every
   * process reads from the change queue for itself.
   */
  broadcast(subTopic: string, isPrivate: boolean, message: RoomMessage): void {
    this.hub.broadcast(roomKey(subTopic, isPrivate), message);
  }

  /** A broadcast sent through the HTTP API: to this process's room and every other process's. */
  publish(subTopic: string, isPrivate: boolean, message: RoomMessage): void {
    this.hub.publish(roomKey(subTopic, isPrivate), message);
  }

  broadcastUser(subTopic: string, isPrivate: boolean, broadcast: UserBroadcast): void {
    this.publish(subTopic, isPrivate, { kind: 'user', broadcast });
  }

  /** Takes an HTTP upgrade; false when it is not for the realtime path (the caller refuses it). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '');
    if (path !== WEBSOCKET_PATH) return false;
    void this.#upgrade(req, socket, head, url);
    return true;
  }

  async #upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const refuse = (status: number, message: string) => {
      const body = JSON.stringify({ error: message });
      socket.end(
        `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 429 ? 'Too Many Requests' : 'Bad Request'}\r\n` +
          `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    };
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (!(VSNS as readonly string[]).includes(vsnParam)) {
      refuse(400, `Unsupported serializer version: ${vsnParam}`);
      return;
    }
    const address = connectionKey(clientAddress(req, this.config));
    let state = this.#perAddress.get(address);
    if (state && state.sockets >= this.limits.realtimeMaxSocketsPerAddress) {
      refuse(429, 'Too many connections from this address');
      return;
    }
    if (!this.memory.reserve(SOCKET_BYTES)) {
      refuse(429, 'Too many connected users');
      return;
    }
    if (!state) {
      state = {
        sockets: 0,
        joins: new PerSecond(this.limits.realtimeMaxJoinsPerSecondPerAddress),
        presence: new PerSecond(this.limits.realtimeMaxPresencePerSecondPerAddress),
      };
      this.#perAddress.set(address, state);
    }
    const held = state;
    // Counted before the token check so a burst of upgrades cannot pass the limit meanwhile.
    held.sockets += 1;
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      this.memory.release(SOCKET_BYTES);
      held.sockets -= 1;
      // The address's rates are kept while it has a socket; a new one starts afresh after that.
      if (held.sockets <= 0 && this.#perAddress.get(address) === held) {
        this.#perAddress.delete(address);
      }
    };
    const apikey = url.searchParams.get('apikey') ?? headerValue(req, 'apikey');
    // No key is the anon role here (the local server's widget sends none); a bad one is refused.
    if (apikey && !apikey.startsWith('sb_')) {
      const verified = await verifyRealtimeToken(apikey, this.config.jwtSecret);
      if (!verified.ok) {
        release();
        refuse(401, verified.connectMessage);
        return;
      }
    }
    if (socket.destroyed) {
      release();
      return;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(
        ws,
        vsnParam as Vsn,
        apikey && !apikey.startsWith('sb_') ? apikey : undefined,
        this,
        held,
      );
      this.#connections.add(connection);
      ws.once('close', release);
    });
  }

  forget(connection: Connection): void {
    this.#connections.delete(connection);
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Closes every socket (1001 going away) and stops listening to the database. */
  async close(): Promise<void> {
    this.#stopFeed();
    // First: the other processes drop this one's presences at once, not after expiry.
    await this.#cluster?.close();
    const closing = [...this.#connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.ws.readyState === connection.ws.CLOSED) return resolve();
          connection.ws.once('close', () => resolve());
          connection.ws.close(1001, 'server shutting down');
          // A peer that never answers the close handshake is cut off.
          setTimeout(() => {
            connection.ws.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    await Promise.all(closing);
    await this.feed.close();
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Attaches realtime to server's upgrades; other upgrade paths are refused, and so is a Host the
 * server does not answer for (DNS rebinding), as app.ts refuses it for requests.
 */
export function attachRealtime(
  server: Server,
  realtime: RealtimeServer,
  allowedHosts: () => Set<string>,
): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const name = hostName(req);
    if (name !== undefined && !allowedHosts().has(name)) {
      socket.end(
        'HTTP/1.1 421 Misdirected Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n',
      );
      return;
    }
    if (!realtime.handleUpgrade(req, socket, head)) {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    }
  });
}
