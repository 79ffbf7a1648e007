// Presence as Phoenix.Presence keeps it for one channel topic: each key holds one meta per tracking
// channel ({ ...tracked payload, phx_ref }); a change is a presence_diff { joins, leaves } and a
// new member gets the whole state as presence_state, both keyed by presence key.
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: Meta[] }>;

/** Who tracks: a joined channel of this process (its id), or one of another process ("origin/id"). */
export type Tracker = number | string;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

function newRef(): string {
  return randomBytes(9).toString('base64url');
}

export class PresenceTopic {
  /** key -> tracker (a joined channel's id) -> meta */
  readonly #entries = new Map<string, Map<Tracker, Meta>>();
  /** Metas held, over all keys (one per tracking join). */
  #size = 0;

  get empty(): boolean {
    return this.#entries.size === 0;
  }

  get size(): number {
    return this.#size;
  }

  has(tracker: Tracker, key: string): boolean {
    return this.#entries.get(key)?.has(tracker) === true;
  }

  state(): PresenceMap {
    const state: PresenceMap = {};
    for (const [key, trackers] of this.#entries) state[key] = { metas: [...trackers.values()] };
    return state;
  }

  /** Tracks (or updates) tracker's payload under key; the diff to send, or undefined for no change. */
  track(tracker: Tracker, key: string, payload: Record<string, unknown>): PresenceDiff {
    return this.put(tracker, key, { ...payload, phx_ref: newRef() });
  }

  /**
   * Holds meta as it is (a presence another process tracked keeps the phx_ref it gave, so every
   * process shows the same one); the diff to send.
   */
  put(tracker: Tracker, key: string, given: Meta): PresenceDiff {
    let trackers = this.#entries.get(key);
    if (!trackers) {
      trackers = new Map();
      this.#entries.set(key, trackers);
    }
    const previous = trackers.get(tracker);
    const meta: Meta = { ...given };
    if (previous) meta.phx_ref_prev = previous.phx_ref;
    else {
      delete meta.phx_ref_prev;
      this.#size += 1;
    }
    trackers.set(tracker, meta);
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [key]: { metas: [previous] } } : {},
    };
  }

  /** Removes tracker's meta under key; undefined when it was not tracked. */
  untrack(tracker: Tracker, key: string): PresenceDiff | undefined {
    const trackers = this.#entries.get(key);
    const previous = trackers?.get(tracker);
    if (!trackers || !previous) return undefined;
    trackers.delete(tracker);
    this.#size -= 1;
    if (trackers.size === 0) this.#entries.delete(key);
    return { joins: {}, leaves: { [key]: { metas: [previous] } } };
  }
}
