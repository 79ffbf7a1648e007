// In the after-paint chunk (live-chunk.ts): public_menu's answer read in pieces, each a task of its
// own, instead of one JSON.parse. At 5,000 dishes in two languages the answer is 3.3 million
// characters; read whole (Response.json) it held a phone's main thread for one long task when it
// arrived. Here the text is walked for the boundaries of the dishes in its `items` array (jumping
// from quote to quote through the strings) and the dishes are parsed a piece at a time, with a
// pause between pieces, so a tap, a scroll or a frame comes in between. The answer's format is
// plain JSON whatever the server (PostgREST or the local one, any whitespace, any order of keys):
// an answer without a top-level `items` array is parsed whole.

/** Characters of the dishes parsed per task: a few milliseconds of a phone's thread. */
export const PIECE_CHARS = 96 * 1024;
/** Bytes of the answer decoded from UTF-8 per task. */
export const PIECE_BYTES = 128 * 1024;

/** Lets what waits (a tap, a frame, a timer) run before the next piece. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  // scheduler.yield continues before other tasks of the same kind; a timeout where it is absent.
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let before = at - 1;
  while (text.charCodeAt(before) === 92) before--;
  return (at - 1 - before) % 2 === 1;
}

/**
 * JSON.parse(text), in pieces of about `piece` characters with `rest()` awaited between two: the
 * top-level object's `items` array is parsed a few of its elements at a time, the rest of the
 * document on its own. Throws what JSON.parse would throw on text that is not JSON.
 */
export async function parseInPieces(
  text: string,
  piece = PIECE_CHARS,
  rest: () => Promise<void> = pause,
): Promise<unknown> {
  const items: unknown[] = [];
  const take = (from: number, to: number) => {
    for (const item of JSON.parse(`[${text.slice(from, to)}]`) as unknown[]) items.push(item);
  };
  let depth = 0;
  // The last string read directly inside the top-level object: the key of the value that follows.
  let key = '';
  // Where the items array's elements start, and the first one not parsed yet.
  let start = -1;
  let from = -1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 34) {
      // A string: straight to its closing quote.
      let end = at;
      do end = text.indexOf('"', end + 1);
      while (end > 0 && escaped(text, end));
      if (end < 0) break;
      if (depth === 1) key = text.slice(at + 1, end);
      at = end;
    } else if (code === 123 || code === 91) {
      depth++;
      if (depth === 2 && code === 91 && key === 'items' && start < 0) start = from = at + 1;
    } else if (code === 125 || code === 93) {
      if (depth === 2 && from >= 0 && code === 93) {
        take(from, at);
        const head = JSON.parse(text.slice(0, start) + text.slice(at)) as Record<string, unknown>;
        head.items = items;
        return head;
      }
      depth--;
    } else if (code === 44 && depth === 2 && from >= 0 && at - from >= piece) {
      // Between two dishes, a piece's worth after the last cut.
      take(from, at);
      from = at + 1;
      await rest();
    }
  }
  // No top-level items array (null, a suspended business's few fields, something else): whole.
  return JSON.parse(text);
}

/**
 * The body's text, decoded from UTF-8 a piece at a time as it arrives (Response.text and .json
 * decode it in the tasks that receive it: two of 90 and 110 ms on a 4x-slowed phone for the
 * 5,000-dish menu in Arabic, whose text is not ASCII).
 */
export async function readInPieces(
  response: Response,
  piece = PIECE_BYTES,
  rest: () => Promise<void> = pause,
): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let at = 0; at < value.length; at += piece) {
      parts.push(decoder.decode(value.subarray(at, at + piece), { stream: true }));
      await rest();
    }
  }
  parts.push(decoder.decode());
  return parts.join('');
}
