// A least-recently-used map bounded by the memory its values hold, for the server's in-memory caches
// (public_menu's answers, rendered pages). Sizes are counted as memory, not as bytes on the wire: a
// JavaScript string holds 2 bytes per UTF-16 unit (memoryOf), a Buffer its length. An entry larger
// than a share of the budget is not kept (the caller still serves it): one 5,000-dish menu or a
// crawler's huge page cannot push every other entry out on each request and then out itself.

/** What a string costs in memory: 2 bytes per UTF-16 code unit (V8 may store Latin-1 in 1, but
 * a menu with Arabic text is two-byte, and the bound must hold for the worst case). */
export function memoryOf(text: string): number {
  return text.length * 2;
}

export interface ByteCacheOptions {
  /** The most bytes all entries together may hold. */
  maxBytes: number;
  /** An entry above this share of maxBytes is not kept (0.25: a quarter). */
  maxShare?: number;
  /** At most this many entries, whatever their size. */
  maxEntries?: number;
}

export class ByteCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  private budget: number;
  private readonly maxShare: number;
  private readonly maxEntries: number;

  constructor(options: ByteCacheOptions) {
    this.budget = options.maxBytes;
    this.maxShare = options.maxShare ?? 0.25;
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  }

  /** The most bytes all entries together may hold. */
  get maxBytes(): number {
    return this.budget;
  }

  /** The most bytes one entry may hold and be kept. */
  get maxEntryBytes(): number {
    return Math.floor(this.budget * this.maxShare);
  }

  /** A new budget (the server's configuration): entries leave until it holds. */
  resize(maxBytes: number): void {
    this.budget = maxBytes;
    this.deleteWhere((_value, key) => (this.entries.get(key)?.bytes ?? 0) > this.maxEntryBytes);
    this.evict();
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, without touching its place. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps the value under the key (replacing what was there) unless it is larger than an entry may
   * be; then older entries leave until the budget holds. False when it was not kept.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxEntryBytes) return false;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
    return this.entries.get(key)?.value === value;
  }

  /** The value under the key grew (a compressed form was added) or shrank (a negative count: a
   * text let go): counted, if it is still kept. */
  grew(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    entry.bytes += bytes;
    this.total += bytes;
    if (entry.bytes > this.maxEntryBytes) this.delete(key);
    else this.evict();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Removes every entry the test picks. */
  deleteWhere(test: (value: V, key: string) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (test(entry.value, key)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private evict(): void {
    while (this.total > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string | undefined;
      if (oldest === undefined) return;
      this.delete(oldest);
    }
  }
}
