// What all realtime state on this process may hold: sockets, joined channels, presence payloads
// and frames written but not yet taken by the network. Each is charged when it is created and
// given back when it ends; what would pass the ceiling (REALTIME_MAX_MEMORY_BYTES) is refused,
// so no mix of clients can grow the process without bound. The charges are estimates of the heap
// each thing holds, not measurements; they keep the sum proportional to what clients send.

/** A socket: ws's parser and sender, the connection's maps and timers. */
export const SOCKET_BYTES = 32 * 1024;
/** A joined channel: its object, room membership and timers. */
export const CHANNEL_BYTES = 4 * 1024;
/** A parsed presence payload holds about twice its JSON in the heap, plus its meta and ref. */
export function presenceBytes(json: string): number {
  return 2 * json.length + 256;
}

export class RealtimeMemory {
  #used = 0;

  constructor(readonly limit: number) {}

  get used(): number {
    return this.#used;
  }

  /** Charges bytes when they fit under the ceiling; false (nothing charged) when they do not. */
  reserve(bytes: number): boolean {
    if (this.#used + bytes > this.limit) return false;
    this.#used += bytes;
    return true;
  }

  /** Charges bytes whatever the ceiling (a frame to a client that keeps up with its reading). */
  force(bytes: number): void {
    this.#used += bytes;
  }

  release(bytes: number): void {
    this.#used = Math.max(0, this.#used - bytes);
  }
}
