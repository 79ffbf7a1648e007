// A text served many times (a cached public_menu answer, a cached hosted page) and its brotli and
// gzip forms, each made once, on first need, in libuv's thread pool: the event loop keeps answering
// other requests while a 5,000-dish menu is compressed. Shared by rest/menu-cache.ts (which sends
// the plain text until the form is ready) and static/page-html.ts (which waits for it).
import { encodeOffThread, encodeQuick, type Encoding } from './compress.ts';

export class CompressedForms {
  private readonly forms = new Map<Encoding, Buffer | Promise<Buffer | undefined>>();
  /** Quick forms made on the event loop, each kept until its best form is made. */
  private readonly quick = new Map<Encoding, Buffer>();

  /**
   * @param options.effort brotli's best effort takes a pool thread for seconds on a big text;
   *   `fast` makes the form a waiting request needs quickly.
   * @param options.minLength below this many characters the plain text is sent (a compressed
   *   answer would save less than its headers cost).
   * @param options.onMade hears the bytes each new form adds (a cache counts its memory with it).
   * @param options.quickBelow up to this many characters, readyOrQuick makes a quick form on the
   *   spot while the best one is made (a fraction of a millisecond for a menu of tens of dishes).
   */
  constructor(
    readonly text: string,
    private readonly options: {
      effort: (bytes: number) => 'best' | 'fast';
      minLength?: number;
      onMade?: (bytes: number) => void;
      quickBelow?: number;
    },
  ) {}

  /** Whether compressing is worth it at all. */
  get worthIt(): boolean {
    return this.text.length >= (this.options.minLength ?? 0);
  }

  /** The form when it has been made, else undefined, starting it (never blocks). */
  ready(encoding: Encoding): Buffer | undefined {
    const made = this.forms.get(encoding);
    if (made instanceof Buffer) return made;
    if (!made && this.worthIt) void this.made(encoding);
    return undefined;
  }

  /**
   * The best form when it has been made (starting it otherwise); meanwhile, for a text of at most
   * quickBelow characters, a quick form made here and now, once, so the burst of re-reads after a
   * change is compressed too. Undefined for a bigger text whose best form is not made yet.
   */
  readyOrQuick(encoding: Encoding): Buffer | undefined {
    const made = this.ready(encoding);
    if (made || !this.worthIt || this.text.length > (this.options.quickBelow ?? 0)) return made;
    let quick = this.quick.get(encoding);
    if (!quick) {
      quick = encodeQuick(this.text, encoding);
      this.quick.set(encoding, quick);
      // Counted as made (and not uncounted when dropped): a cache's count errs on the high side.
      this.options.onMade?.(quick.length);
    }
    return quick;
  }

  /** The form, made off the event loop if it is not yet; undefined when compressing failed or is
   * not worth it (the plain text is always correct). */
  made(encoding: Encoding): Promise<Buffer | undefined> | Buffer | undefined {
    const made = this.forms.get(encoding);
    if (made) return made;
    if (!this.worthIt) return undefined;
    const body = Buffer.from(this.text);
    const making = encodeOffThread(body, encoding, this.options.effort(body.length)).then(
      (buffer) => {
        this.forms.set(encoding, buffer);
        this.quick.delete(encoding);
        this.options.onMade?.(buffer.length);
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
}
