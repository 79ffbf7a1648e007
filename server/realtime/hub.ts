// Who is joined where, on this server: rooms of joined channels (a public and a private channel of
// the same name are different rooms, as hosted Realtime keeps them) and their presence.
import { PresenceTopic, type PresenceDiff } from './presence.ts';
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

export function roomKey(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

export class Hub {
  readonly #rooms = new Map<string, Set<RoomMember>>();
  readonly #presence = new Map<string, PresenceTopic>();

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

  presenceState(room: string): ReturnType<PresenceTopic['state']> {
    return this.#presence.get(room)?.state() ?? {};
  }

  /** Whether tracker may track under key in room: an update, or a new presence under the cap. */
  mayTrack(room: string, tracker: number, key: string, maxPresences: number): boolean {
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
    this.#sendDiff(room, presence.track(tracker, key, payload));
  }

  untrack(room: string, tracker: number, key: string): void {
    const presence = this.#presence.get(room);
    const diff = presence?.untrack(tracker, key);
    if (presence?.empty) this.#presence.delete(room);
    if (diff) this.#sendDiff(room, diff);
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
