// The HTML around the hosted menu page's content: escaping, the document shell, compression.
import type { OutgoingHttpHeaders } from 'node:http';
import { MENU_PALETTE } from '../../shared/domain/menu-palette.ts';
import { dirOf, type Lang } from '../../shared/domain/i18n.ts';
import type { RequestContext } from '../http/context.ts';
import { bodyless } from '../rest/response-gucs.ts';
import { pickEncoding } from './compress.ts';
import { CompressedForms } from './compressed-forms.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/json">` data block: `<` `>` `&` written as \u escapes so no
 * text (a dish called `</script><script>...`) can end the block or open a comment, and U+2028/9
 * escaped for any reader that treats the block as JavaScript. JSON.parse reads it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function page(title: string, body: string, lang: Lang = 'en', head = ''): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<meta name="theme-color" content="${MENU_PALETTE.accent}"><title>${escapeHtml(title)}</title>${head}` +
    `<style>html,body{margin:0;background:${MENU_PALETTE.background}}</style>` +
    `</head><body>${body}</body></html>`
  );
}

/**
 * An HTML page and its brotli and gzip forms, each made on first need in the thread pool and then
 * kept (compressed-forms.ts), so a page served many times (a cached hosted menu page) is compressed
 * once per encoding and its compression never holds other requests. `onEncoded` hears the bytes
 * each change adds or frees (the page cache counts its memory with it); with `dropPlainBelow` a
 * page up to that many bytes lets its text go once its brotli form is made.
 */
export class HtmlPage {
  readonly forms: CompressedForms;
  /** What answers from memory send with this page, per answer (menu-page.ts): kept as long as it. */
  readonly sent = new WeakMap<object, Map<string, { body: Buffer; headers: string[] }>>();

  constructor(
    html: string,
    onEncoded?: (bytes: number) => void,
    options: { dropPlainBelow?: number } = {},
  ) {
    // Fast, as before the page cache: the first request of each page version waits for it, so
    // speed matters more than the last few percent.
    this.forms = new CompressedForms(html, {
      effort: () => 'fast',
      ...(onEncoded ? { onMade: onEncoded } : {}),
      ...options,
    });
  }

  /** Memory the page holds: its text while kept, its compressed forms. */
  get bytes(): number {
    return this.forms.bytes;
  }

  /** The page's text. */
  get html(): string {
    return this.forms.text();
  }
}

/**
 * Sends an HTML page, compressed when the browser accepts it (brotli, else gzip): the server
 * rendered 200-item menu is about ten times smaller on the wire, which a phone on a weak signal
 * feels before anything else. A form not made yet is made in the thread pool while this request
 * waits and others are answered.
 */
export async function sendPage(
  ctx: RequestContext,
  status: number,
  html: string | HtmlPage,
  headers: OutgoingHttpHeaders,
): Promise<void> {
  const encoding = pickEncoding(ctx.req.headers['accept-encoding']);
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  const all = { ...headers, vary };
  if (bodyless(status, ctx.method)) return ctx.send(status, undefined, all);
  const page = typeof html === 'string' ? new HtmlPage(html) : html;
  const made = encoding && page.forms.made(encoding);
  const body = made instanceof Buffer || !made ? made : await made;
  // A length rather than chunks: one write, and the phone knows how much is coming.
  if (!encoding || !body) {
    const plain = page.forms.plain();
    return ctx.send(status, plain, { ...all, 'content-length': String(plain.length) });
  }
  ctx.send(status, body, {
    ...all,
    'content-encoding': encoding,
    'content-length': String(body.length),
  });
}
