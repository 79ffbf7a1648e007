// A text served many times (a cached public_menu answer, a cached hosted page) and its brotli and
// gzip forms, each made once, on first need, in libuv's thread pool: the event loop keeps answering
// other requests while a 5,000-dish menu is compressed. Shared by rest/menu-cache.ts and
// static/page-html.ts.
//
// The text is kept as UTF-8 bytes (one byte per ASCII character, where a JavaScript string may
// take two), and a small one is let go once its best brotli form is made: nearly every phone asks
// for brotli, and the rare request for the plain text (or for gzip) gets it back from that form in
// a fraction of a millisecond. A server holding ten thousand small menus then keeps about a
// quarter of the bytes it would with the texts beside their forms.
import { brotliDecompressSync } from 'node:zlib';
import { encodeOffThread, encodeQuick, type Encoding } from './compress.ts';

export interface CompressedFormsOptions {
  /** brotli's best effort takes a pool thread for seconds on a big text; `fast` makes the form a
   * waiting request needs quickly. */
  effort: (bytes: number) => 'best' | 'fast';
  /** Below this many bytes the plain text is sent (a compressed answer would save less than its
   * headers cost). */
  minLength?: number;
  /** Hears the bytes each change adds (a new form) or frees (a negative count: a quick form
   * replaced, the plain text let go); a cache counts its memory with it. */
  onMade?: (bytes: number) => void;
  /** Up to this many bytes, readyOrQuick makes a quick form on the spot while the best one is made
   * (a fraction of a millisecond for a menu of tens of dishes). */
  quickBelow?: number;
  /** Up to this many bytes, the plain text is let go once the best brotli form is made. */
  dropPlainBelow?: number;
  /**
   * With this, a text answered with its quick form (readyOrQuick, readyOrShared) gets its best
   * form started only by a request this long after the first quick answer, not by the first
   * request: the burst that follows a change (every open menu re-reading at once) is answered
   * while no pool thread spends a core on brotli's best effort, a few hundred times the quick
   * form's CPU (184 ms against 0.6 for a 200-dish menu). A text nobody asks for again after the
   * burst (dropped by the next change) is never compressed at its best at all.
   */
  bestAfterMs?: number;
}

/**
 * The buffer on a memory of its own, exactly its size. zlib hands back a short result as a slice
 * of its 16 KB or larger output chunk, which the slice keeps alive: 10,000 kept forms of a
 * kilobyte each held over 300 MB.
 */
export function ownBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

export class CompressedForms {
  private readonly forms = new Map<Encoding, Buffer | Promise<Buffer | undefined>>();
  /** Quick forms (made on the event loop, or shared from the pool), each kept until its best
   * form is made. */
  private readonly quick = new Map<Encoding, Buffer>();
  /** Quick forms being made in the pool for the requests waiting for them (readyOrShared). */
  private readonly sharing = new Map<Encoding, Promise<Buffer | undefined>>();
  /** The text's UTF-8 bytes; undefined once let go (the best brotli form holds them). */
  private plainBytes: Buffer | undefined;
  /** The text's length in UTF-8 bytes. */
  readonly byteLength: number;
  private held: number;
  /** When the first quick form was handed out (bestAfterMs counts from there). */
  private quickSince: number | undefined;

  constructor(
    text: string | Buffer,
    private readonly options: CompressedFormsOptions,
  ) {
    this.plainBytes = ownBuffer(typeof text === 'string' ? Buffer.from(text) : text);
    this.byteLength = this.plainBytes.length;
    this.held = this.byteLength;
  }

  /** The memory this holds now: the plain bytes while kept, and every form made. */
  get bytes(): number {
    return this.held;
  }

  /** Whether compressing is worth it at all. */
  get worthIt(): boolean {
    return this.byteLength >= (this.options.minLength ?? 0);
  }

  /** Whether the plain bytes are still held (tests and diagnostics). */
  get holdsPlain(): boolean {
    return this.plainBytes !== undefined;
  }

  /** The text's UTF-8 bytes, from its brotli form when they were let go. */
  plain(): Buffer {
    if (this.plainBytes) return this.plainBytes;
    // Let go only once a brotli form was made: the best one, or until then the quick one.
    const best = this.forms.get('br');
    return brotliDecompressSync(best instanceof Buffer ? best : (this.quick.get('br') as Buffer));
  }

  /**
   * Lets a small text go now, keeping a quick brotli form in its place (made here, a fraction of a
   * millisecond): for a text that may never be asked for compressed (a menu the hosted page
   * rendered from), which would otherwise keep its plain bytes. Does nothing to a text above
   * quickBelow or dropPlainBelow bytes.
   */
  compact(): void {
    const { quickBelow = 0, dropPlainBelow = -1 } = this.options;
    if (!this.plainBytes || !this.worthIt) return;
    if (this.byteLength > quickBelow || this.byteLength > dropPlainBelow) return;
    if (!(this.forms.get('br') instanceof Buffer) && !this.quick.has('br')) {
      const quick = ownBuffer(encodeQuick(this.plainBytes, 'br'));
      this.quick.set('br', quick);
      this.add(quick.length);
    }
    this.plainBytes = undefined;
    this.add(-this.byteLength);
  }

  /** The text itself. */
  text(): string {
    return this.plain().toString();
  }

  /** The form when it has been made, else undefined, starting it (never blocks). */
  ready(encoding: Encoding): Buffer | undefined {
    const made = this.forms.get(encoding);
    if (made instanceof Buffer) return made;
    if (!made && this.worthIt) void this.made(encoding);
    return undefined;
  }

  /** ready(), except that with bestAfterMs the best form is started only that long after the
   * first quick answer (undefined until it is made). */
  private readyInTime(encoding: Encoding): Buffer | undefined {
    const wait = this.options.bestAfterMs;
    if (wait !== undefined) {
      const now = performance.now();
      this.quickSince ??= now;
      if (now - this.quickSince < wait) {
        const made = this.forms.get(encoding);
        return made instanceof Buffer ? made : undefined;
      }
    }
    return this.ready(encoding);
  }

  /**
   * The best form when it has been made (starting it otherwise); meanwhile, for a text of at most
   * quickBelow bytes, a quick form made here and now, once, so the burst of re-reads after a
   * change is compressed too. Undefined for a bigger text whose best form is not made yet.
   */
  readyOrQuick(encoding: Encoding): Buffer | undefined {
    const made = this.readyInTime(encoding);
    if (made || !this.worthIt || this.byteLength > (this.options.quickBelow ?? 0)) return made;
    let quick = this.quick.get(encoding);
    if (!quick) {
      quick = ownBuffer(encodeQuick(this.plain(), encoding));
      this.quick.set(encoding, quick);
      this.add(quick.length);
    }
    return quick;
  }

  /**
   * The best form when it has been made (starting it otherwise); meanwhile a quick form: up to
   * quickBelow bytes made here and now (readyOrQuick), above it made once in the thread pool at
   * brotli's quality 1 (a few milliseconds for 3 MB), which every request that comes meanwhile
   * waits for and shares. So every answer after a change goes out compressed, and none waits for
   * the best form. Undefined when compressing is not worth it or failed.
   */
  readyOrShared(encoding: Encoding): Promise<Buffer | undefined> | Buffer | undefined {
    const ready = this.readyOrQuick(encoding);
    if (ready || !this.worthIt) return ready;
    const quick = this.quick.get(encoding);
    if (quick) return quick;
    let sharing = this.sharing.get(encoding);
    if (!sharing) {
      sharing = encodeOffThread(this.plain(), encoding, 'quick').then(
        (made) => {
          const buffer = ownBuffer(made);
          this.sharing.delete(encoding);
          const best = this.forms.get(encoding);
          // The best form came first: it is what later requests get.
          if (best instanceof Buffer) return best;
          this.quick.set(encoding, buffer);
          this.add(buffer.length);
          return buffer;
        },
        () => {
          this.sharing.delete(encoding);
          return undefined;
        },
      );
      this.sharing.set(encoding, sharing);
    }
    return sharing;
  }

  /** The form, made off the event loop if it is not yet; undefined when compressing failed or is
   * not worth it (the plain text is always correct). */
  made(encoding: Encoding): Promise<Buffer | undefined> | Buffer | undefined {
    const made = this.forms.get(encoding);
    if (made) return made;
    if (!this.worthIt) return undefined;
    const body = this.plain();
    const making = encodeOffThread(body, encoding, this.options.effort(body.length)).then(
      (made) => {
        const buffer = ownBuffer(made);
        this.forms.set(encoding, buffer);
        const quick = this.quick.get(encoding);
        this.quick.delete(encoding);
        this.add(buffer.length - (quick?.length ?? 0));
        const small = this.byteLength <= (this.options.dropPlainBelow ?? -1);
        if (encoding === 'br' && this.plainBytes && small) {
          this.plainBytes = undefined;
          this.add(-this.byteLength);
        }
        return buffer;
      },
      () => {
        this.forms.delete(encoding);
        return undefined;
      },
    );
    this.forms.set(encoding, making);
    return making;
  }

  private add(bytes: number): void {
    this.held += bytes;
    this.options.onMade?.(bytes);
  }
}
