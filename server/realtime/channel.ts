// One joined channel (a topic on one socket), as hosted Realtime's RealtimeChannel runs it: the join
// checks (token, private-channel read policies, postgres_changes bindings), broadcast with
// `self` and `ack`, presence track/untrack, access_token updates and the shutdown on an expired
// or refused token (a `system` error message, then phx_close).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { RequestLimits } from '../http/limits.ts';
import { canWrite, readPolicies, type ReadPolicies } from './authorization.ts';
import { roomKey, type Hub, type RoomMember, type RoomMessage } from './hub.ts';
import { CHANNEL_BYTES, presenceBytes, type RealtimeMemory } from './memory.ts';
import {
  encodeMessage,
  encodeUserBroadcast,
  type InboundMessage,
  type OutboundFrame,
  type Vsn,
} from './serializer.ts';
import { expiredMessage, verifyRealtimeToken } from './token.ts';
import type {
  Claims,
  PostgresChangesBinding,
  PostgresChangesBindingReply,
  PostgresChangesJoin,
  RealtimeFeed,
} from './types.ts';

/** What a channel needs from its socket and server. */
export interface ChannelContext {
  readonly vsn: Vsn;
  readonly db: Database;
  readonly hub: Hub;
  readonly feed: RealtimeFeed;
  readonly jwtSecret: string;
  readonly limits: Pick<
    RequestLimits,
    'realtimeMaxPresenceBytes' | 'realtimeMaxPresencesPerChannel'
  >;
  /** The process's realtime memory: a channel's CHANNEL_BYTES were charged at its join. */
  readonly memory: RealtimeMemory;
  /** Counts one presence message against the client address's rate; false when over it. */
  takePresence(): boolean;
  /** The socket's token (its apikey), used when a join carries no access_token. */
  readonly socketToken: string | undefined;
  send(frame: OutboundFrame): void;
  /** The channel ended on the server's side (phx_close sent): forget it. */
  closed(channel: JoinedChannel): void;
}

type Reply = { status: 'ok' | 'error'; response: Record<string, unknown> };

let nextId = 1;
const MAX_TIMER_MS = 2 ** 31 - 1;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function bindingsOf(config: Record<string, unknown>): PostgresChangesBinding[] {
  const list = config.postgres_changes;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item) => typeof item === 'object' && item !== null,
  ) as PostgresChangesBinding[];
}

/** The anon role with no claims but its role, when neither the socket nor the join has a token. */
const ANON: Claims = { role: 'anon' };

export class JoinedChannel implements RoomMember {
  readonly id = nextId++;
  readonly room: string;
  readonly presenceKey: string;
  #claims: Claims;
  #token: string | undefined;
  #policies: ReadPolicies | undefined;
  #canWriteBroadcast: boolean | undefined;
  #canWritePresence: boolean | undefined;
  #tracked = false;
  #lastTrack: string | undefined;
  /** What the tracked payload is charged in the process's realtime memory. */
  #presenceCost = 0;
  #timer: NodeJS.Timeout | undefined;
  #postgres: Extract<PostgresChangesJoin, { ok: true }> | undefined;
  #ended = false;

  private constructor(
    readonly ctx: ChannelContext,
    readonly topic: string,
    readonly subTopic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly self: boolean,
    readonly ack: boolean,
    presenceKey: string,
    readonly presenceEnabled: boolean,
    claims: Claims,
    token: string | undefined,
    exp: number | undefined,
  ) {
    this.room = roomKey(subTopic, isPrivate);
    this.presenceKey = presenceKey || randomUUID();
    this.#claims = claims;
    this.#token = token;
    this.#watchExpiry(exp);
  }

  get receivesBroadcasts(): boolean {
    return !this.isPrivate || this.#policies?.broadcast === true;
  }

  get receivesPresence(): boolean {
    return !this.isPrivate || this.#policies?.presence === true;
  }

  /** Runs phx_join: the reply to send, and the channel when it joined. */
  static async join(
    ctx: ChannelContext,
    message: InboundMessage,
  ): Promise<{ reply: Reply; channel?: JoinedChannel }> {
    const refused = (reason: string) => ({
      reply: { status: 'error' as const, response: { reason } },
    });
    const subTopic = message.topic.slice('realtime:'.length);
    if (!subTopic) return refused('You must provide a topic name');
    const params = record(message.payload);
    const config = record(params.config);
    const broadcast = record(config.broadcast);
    const presence = record(config.presence);
    const isPrivate = config.private === true;
    const token =
      typeof params.access_token === 'string'
        ? params.access_token
        : typeof params.user_token === 'string'
          ? params.user_token
          : ctx.socketToken;
    let claims = ANON;
    let exp: number | undefined;
    // An opaque key (sb_...) stands for the socket's own token, as hosted reads it.
    const effective = token?.startsWith('sb_') ? ctx.socketToken : token;
    if (effective) {
      const verified = await verifyRealtimeToken(effective, ctx.jwtSecret);
      if (!verified.ok) return refused(verified.channelMessage);
      claims = verified.claims;
      exp = verified.exp;
    }
    const presenceEnabled = presence.enabled === true;
    const channel = new JoinedChannel(
      ctx,
      message.topic,
      subTopic,
      message.joinRef,
      isPrivate,
      broadcast.self === true,
      broadcast.ack === true,
      typeof presence.key === 'string' ? presence.key : '',
      presenceEnabled,
      claims,
      effective,
      exp,
    );
    if (isPrivate) {
      channel.#policies = await readPolicies(ctx.db, subTopic, claims, presenceEnabled);
      if (!channel.#policies.broadcast && !channel.#policies.presence) {
        channel.#stopTimer();
        return refused(`You do not have permissions to read from this Channel topic: ${subTopic}`);
      }
    }
    const bindings = bindingsOf(config);
    let postgres: PostgresChangesBindingReply[] = [];
    let postgresError: string | undefined;
    if (bindings.length > 0) {
      const joined = await ctx.feed.subscribePostgresChanges({
        claims,
        bindings,
        push: (payload) => channel.push('postgres_changes', payload),
      });
      if (joined.ok) {
        channel.#postgres = joined;
        postgres = joined.reply;
      } else {
        postgresError = joined.message;
        postgres = bindings.map((binding, index) => ({ ...binding, id: index + 1 }));
      }
    }
    channel.#postgresStatus = bindings.length > 0 ? { error: postgresError } : undefined;
    return { reply: { status: 'ok', response: { postgres_changes: postgres } }, channel };
  }

  #postgresStatus: { error: string | undefined } | undefined;

  /**
   * After the join reply: into the room, then what hosted sends next (presence_state, the
   * postgres_changes status).
   */
  start(): void {
    this.ctx.hub.add(this.room, this);
    if (this.presenceEnabled && this.receivesPresence) {
      this.push('presence_state', this.ctx.hub.presenceState(this.room));
    }
    const status = this.#postgresStatus;
    if (status) {
      this.push('system', {
        extension: 'postgres_changes',
        status: status.error ? 'error' : 'ok',
        message: status.error ?? 'Subscribed to PostgreSQL',
        channel: this.subTopic,
      });
    }
  }

  push(event: string, payload: unknown): void {
    if (this.#ended) return;
    this.ctx.send(encodeMessage(this.ctx.vsn, this.joinRef, null, this.topic, event, payload));
  }

  deliver(message: RoomMessage): void {
    if (this.#ended) return;
    // A room's members share a topic; with a thousand of them, encode once per serializer.
    const key = `${this.ctx.vsn} ${this.topic}`;
    message.encoded ??= new Map();
    let frame = message.encoded.get(key);
    if (!message.encoded.has(key)) {
      frame =
        message.kind === 'json'
          ? encodeMessage(this.ctx.vsn, null, null, this.topic, message.event, message.payload)
          : encodeUserBroadcast(this.ctx.vsn, this.topic, message.broadcast);
      message.encoded.set(key, frame);
    }
    if (frame) this.ctx.send(frame);
  }

  #reply(message: InboundMessage, reply: Reply): void {
    this.ctx.send(
      encodeMessage(this.ctx.vsn, this.joinRef, message.ref, this.topic, 'phx_reply', reply),
    );
  }

  /** A message for this joined topic. */
  async handle(message: InboundMessage): Promise<void> {
    switch (message.event) {
      case 'broadcast':
        return this.#broadcast(message);
      case 'presence':
        return this.#presence(message);
      case 'access_token':
        return this.#accessToken(message);
      case 'phx_leave':
        this.#reply(message, { status: 'ok', response: {} });
        this.close();
        return;
      default:
        // Hosted Realtime ignores events it does not know (no reply).
        return;
    }
  }

  async #broadcast(message: InboundMessage): Promise<void> {
    if (this.isPrivate) {
      this.#canWriteBroadcast ??= await canWrite(this.ctx.db, this.subTopic, this.#claims);
      // Refused: hosted drops the message without a reply (an ack waits until it times out).
      if (!this.#canWriteBroadcast) return;
    }
    const payload = record(message.payload);
    let roomMessage: RoomMessage;
    if (message.userBroadcast) {
      roomMessage = { kind: 'user', broadcast: message.userBroadcast };
    } else {
      roomMessage = { kind: 'json', event: 'broadcast', payload };
    }
    this.ctx.hub.publish(this.room, roomMessage, this.self ? undefined : this);
    if (this.ack) this.#reply(message, { status: 'ok', response: {} });
  }

  async #presence(message: InboundMessage): Promise<void> {
    // Hosted counts every presence message of a client before looking at it, and ends the
    // channel past the rate.
    if (!this.ctx.takePresence()) {
      this.shutdown('Too many presence messages per second');
      return;
    }
    const payload = record(message.payload);
    if (payload.event === 'untrack') {
      this.#untrack();
      this.#reply(message, { status: 'ok', response: {} });
      return;
    }
    if (payload.event !== 'track') {
      this.#reply(message, { status: 'ok', response: {} });
      return;
    }
    const tracked = payload.payload;
    if (typeof tracked !== 'object' || tracked === null || Array.isArray(tracked)) {
      this.#reply(message, {
        status: 'error',
        response: { reason: 'Presence track payload must be a map' },
      });
      return;
    }
    const serialised = JSON.stringify(tracked);
    // Hosted's answer to a payload over its size: the channel ends with this system message.
    if (Buffer.byteLength(serialised) > this.ctx.limits.realtimeMaxPresenceBytes) {
      this.shutdown('Track message size exceeded');
      return;
    }
    if (this.isPrivate) {
      this.#canWritePresence ??= await canWrite(
        this.ctx.db,
        this.subTopic,
        this.#claims,
        'presence',
      );
      if (!this.#canWritePresence) {
        this.#reply(message, { status: 'error', response: {} });
        return;
      }
    }
    // The same payload again changes nothing (hosted: no diff).
    if (serialised !== this.#lastTrack) {
      const max = this.ctx.limits.realtimeMaxPresencesPerChannel;
      if (!this.ctx.hub.mayTrack(this.room, this.id, this.presenceKey, max)) {
        this.#reply(message, {
          status: 'error',
          response: { reason: `TooManyPresences: Too many presences in this channel (${max})` },
        });
        return;
      }
      const cost = presenceBytes(serialised);
      // Past the process's ceiling: hosted's answer when it cannot track (an error, no reason).
      if (!this.ctx.memory.reserve(cost)) {
        this.#reply(message, { status: 'error', response: {} });
        return;
      }
      this.ctx.memory.release(this.#presenceCost);
      this.#presenceCost = cost;
      this.ctx.hub.track(this.room, this.id, this.presenceKey, tracked as Record<string, unknown>);
      this.#tracked = true;
      this.#lastTrack = serialised;
    }
    this.#reply(message, { status: 'ok', response: {} });
  }

  #untrack(): void {
    if (this.#tracked) this.ctx.hub.untrack(this.room, this.id, this.presenceKey);
    this.#tracked = false;
    this.#lastTrack = undefined;
    this.ctx.memory.release(this.#presenceCost);
    this.#presenceCost = 0;
  }

  async #accessToken(message: InboundMessage): Promise<void> {
    const token = record(message.payload).access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.#token) return;
    const verified = await verifyRealtimeToken(token, this.ctx.jwtSecret);
    if (!verified.ok) {
      const reasons = {
        expired: verified.channelMessage.replace(/^InvalidJWTToken: /, ''),
        missing_claims: 'Fields `role` and `exp` are required in JWT',
        malformed: 'The token provided is not a valid JWT',
        signature: ':signature_error',
      };
      this.shutdown(reasons[verified.kind]);
      return;
    }
    const previous = this.#policies;
    this.#claims = verified.claims;
    this.#token = token;
    this.#canWriteBroadcast = undefined;
    this.#canWritePresence = undefined;
    this.#watchExpiry(verified.exp);
    if (this.isPrivate) {
      const policies = await readPolicies(
        this.ctx.db,
        this.subTopic,
        verified.claims,
        this.presenceEnabled,
      );
      if (!policies.broadcast && !policies.presence) {
        this.shutdown(
          `You do not have permissions to read from this Channel topic: ${this.subTopic}`,
        );
        return;
      }
      if (
        (previous?.broadcast && !policies.broadcast) ||
        (previous?.presence && !policies.presence)
      ) {
        this.shutdown(
          `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
        );
        return;
      }
      this.#policies = policies;
    }
    this.#postgres?.setClaims(verified.claims);
  }

  #watchExpiry(exp: number | undefined): void {
    this.#stopTimer();
    if (exp === undefined) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - Date.now()) + 1000);
    this.#timer = setTimeout(() => this.shutdown(expiredMessage(exp)), wait);
    this.#timer.unref();
  }

  #stopTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Ends the channel from the server's side: a system error message, then phx_close. */
  shutdown(reason: string): void {
    if (this.#ended) return;
    this.push('system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: this.subTopic,
    });
    this.close();
  }

  /** Leaves the room and tells the client the channel closed (phx_close, ref = join_ref). */
  close(): void {
    if (this.#ended) return;
    this.ctx.send(
      encodeMessage(this.ctx.vsn, this.joinRef, this.joinRef, this.topic, 'phx_close', {}),
    );
    this.dispose();
    this.ctx.closed(this);
  }

  /** Forgets the channel without telling the client (its socket is gone, or it joined again). */
  dispose(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#stopTimer();
    this.ctx.hub.remove(this.room, this);
    this.#untrack();
    this.ctx.memory.release(CHANNEL_BYTES);
    this.#postgres?.unsubscribe();
    this.#postgres = undefined;
  }
}
