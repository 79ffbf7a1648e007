// Who is joined where, on this server: rooms of joined channels (a public and a private channel of
// the same name are different rooms, as hosted Realtime keeps them) and their presence. With
// several server processes on one PostgreSQL, a relay (cluster.ts) carries what this process's
// clients send to the others, and their clients' presences are held here beside our own.
import { PresenceTopic, type Meta, type PresenceDiff, type Tracker } from './presence.ts';
import type { OutboundFrame, UserBroadcast } from './serializer.ts';

/** A message for a room: a Phoenix broadcast (a JSON payload) or a user broadcast. */
export type RoomMessage = (
  | { kind: 'json'; event: string; payload: Record<string, unknown> }
  | { kind: 'user'; broadcast: UserBroadcast }
) & {
  /** The frame per serializer and topic, encoded once for every member that shares them. */
  encoded?: Map<string, OutboundFrame | undefined>;
};

export interface RoomMember {
  readonly id: number;
  /** Receives broadcasts (a private join whose broadcast read policy passed, or any public one). */
  readonly receivesBroadcasts: boolean;
  /** Receives presence diffs. */
  readonly receivesPresence: boolean;
  deliver(message: RoomMessage): void;
}

/** Carries this process's client broadcasts and presences to the other processes. */
export interface Relay {
  broadcast(room: string, message: RoomMessage): void;
  track(room: string, tracker: number, key: string, meta: Meta): void;
  untrack(room: string, tracker: number, key: string): void;
}

export function roomKey(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

export class Hub {
  readonly #rooms = new Map<string, Set<RoomMember>>();
  readonly #presence = new Map<string, PresenceTopic>();
  /** Set when other processes share the database (cluster.ts); what comes from them is not relayed. */
  relay: Relay | undefined;

  add(room: string, member: RoomMember): void {
    let members = this.#rooms.get(room);
    if (!members) {
      members = new Set();
      this.#rooms.set(room, members);
    }
    members.add(member);
  }

  remove(room: string, member: RoomMember): void {
    const members = this.#rooms.get(room);
    if (!members) return;
    members.delete(member);
    if (members.size === 0) this.#rooms.delete(room);
  }

  /** Sends to every member of room that reads broadcasts, except `except` (broadcast self: false). */
  broadcast(room: string, message: RoomMessage, except?: RoomMember): void {
    const members = this.#rooms.get(room);
    if (!members) return;
    for (const member of members) {
      if (member !== except && member.receivesBroadcasts) member.deliver(message);
    }
  }

  /**
   * A broadcast from a client of this process (a socket or the HTTP API): delivered here, and
   * relayed to the other processes, whose clients get it through broadcast().
   */
  publish(room: string, message: RoomMessage, except?: RoomMember): void {
    this.broadcast(room, message, except);
    this.relay?.broadcast(room, message);
  }

  presenceState(room: string): ReturnType<PresenceTopic['state']> {
    return this.#presence.get(room)?.state() ?? {};
  }

  /** Whether tracker may track under key in room: an update, or a new presence under the cap. */
  mayTrack(room: string, tracker: Tracker, key: string, maxPresences: number): boolean {
    const presence = this.#presence.get(room);
    if (!presence) return maxPresences > 0;
    return presence.has(tracker, key) || presence.size < maxPresences;
  }

  track(room: string, tracker: number, key: string, payload: Record<string, unknown>): void {
    let presence = this.#presence.get(room);
    if (!presence) {
      presence = new PresenceTopic();
      this.#presence.set(room, presence);
    }
    const diff = presence.track(tracker, key, payload);
    this.#sendDiff(room, diff);
    const meta = diff.joins[key]?.metas[0];
    if (meta) this.relay?.track(room, tracker, key, meta);
  }

  untrack(room: string, tracker: number, key: string): void {
    if (this.#untrack(room, tracker, key)) this.relay?.untrack(room, tracker, key);
  }

  /** A presence another process tracked (tracker "origin/id"), as it gave it: not relayed. */
  trackRemote(room: string, tracker: string, key: string, meta: Meta): void {
    let presence = this.#presence.get(room);
    if (!presence) {
      presence = new PresenceTopic();
      this.#presence.set(room, presence);
    }
    this.#sendDiff(room, presence.put(tracker, key, meta));
  }

  /** A presence another process untracked, or that left with its process: not relayed. */
  untrackRemote(room: string, tracker: string, key: string): void {
    this.#untrack(room, tracker, key);
  }

  #untrack(room: string, tracker: Tracker, key: string): boolean {
    const presence = this.#presence.get(room);
    const diff = presence?.untrack(tracker, key);
    if (presence?.empty) this.#presence.delete(room);
    if (diff) this.#sendDiff(room, diff);
    return diff !== undefined;
  }

  #sendDiff(room: string, diff: PresenceDiff): void {
    const members = this.#rooms.get(room);
    if (!members) return;
    const message: RoomMessage = {
      kind: 'json',
      event: 'presence_diff',
      payload: diff as unknown as Record<string, unknown>,
    };
    for (const member of members) if (member.receivesPresence) member.deliver(message);
  }
}
