// `GET /rest/v1/rpc/public_menu?slug=…`, the call every embedded menu makes, answered within the
// request's own callback when its answer is at hand, as the hosted page's repeated scans are
// (static/menu-page.ts, answerMenuPageFromMemory). The ordinary path (handler.ts) gives the same
// answer from the same cache, but first parses the URL, builds the request context, verifies the
// token, takes a read slot, negotiates the profile and awaits three times: about twice the CPU of
// the page per request, for bytes that were ready all along.
//
// Only the plainest spelling of the call comes here: a GET, one `slug` argument in lower case, no
// Prefer, Range or Accept-Profile header, an Accept the ordinary path would read as plain JSON,
// and no token or one this process has already verified (the anon key every phone sends). Anything
// else, or a menu not current by version notices, takes the ordinary path, which fills the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { rememberedClaims } from '../http/claims.ts';
import { responseHeaders } from '../http/security-headers.ts';
import { pickEncoding, type Encoding } from '../static/compress.ts';
import {
  currentMenu,
  encodedMenu,
  ifNoneMatchHits,
  menuBody,
  type CachedMenu,
} from './menu-cache.ts';

const PLAIN_CALL = /^\/rest\/v1\/rpc\/public_menu\?slug=([a-z0-9]+)$/;

// An Accept the ordinary path reads as plain JSON (prefer.ts parseAccept): none, or one of these.
const PLAIN_ACCEPT = new Set(['', '*/*', 'application/json', 'application/json, */*']);

let fromMemory = 0;

/** How many public_menu calls this process has answered from memory (tests and diagnostics). */
export function menuCallsAnsweredFromMemory(): number {
  return fromMemory;
}

/** The headers the ordinary path sends with a cached menu, worked out once per menu version. */
interface Answer {
  config: ServerConfig;
  ok: Record<string, string>;
  encoded: Partial<Record<Encoding, Record<string, string>>>;
}
const answers = new WeakMap<CachedMenu, Answer>();

function answerOf(menu: CachedMenu, config: ServerConfig): Answer {
  let answer = answers.get(menu);
  if (answer?.config !== config) {
    // What dispatch sets on every response, then what handler.ts's sendCachedMenu writes: the
    // menu's own headers, Content-Profile when several schemas are exposed, and Vary.
    const ok = {
      ...responseHeaders(config),
      ...menu.headers,
      ...(config.restSchemas.length > 1 ? { 'content-profile': 'public' } : {}),
      vary: 'Accept-Encoding',
    };
    answer = { config, ok, encoded: {} };
    answers.set(menu, answer);
  }
  return answer;
}

/**
 * Answers a plain public_menu call from memory; true when it did. False when anything is not at
 * hand, and nothing was written: the caller takes the ordinary path. The caller has checked the
 * Host header, as for every request. Nothing here depends on who asks.
 */
export function answerMenuCallFromMemory(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  config: ServerConfig,
): boolean {
  if (req.method !== 'GET') return false;
  const slug = PLAIN_CALL.exec(req.url ?? '')?.[1];
  if (!slug || config.restSchemas[0] !== 'public') return false;
  const { headers } = req;
  if (headers.prefer !== undefined || headers.range !== undefined) return false;
  if (headers['accept-profile'] !== undefined) return false;
  if (!PLAIN_ACCEPT.has((headers.accept ?? '').toLowerCase())) return false;
  if (!rememberedClaims(req, config.jwtSecret)?.ok) return false;
  const menu = currentMenu(db, slug);
  if (!menu) return false;
  const answer = answerOf(menu, config);
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatchHits(ifNoneMatch, menu.etag)) {
    fromMemory++;
    res.writeHead(304, answer.ok);
    res.end();
    return true;
  }
  const encoding = pickEncoding(headers['accept-encoding']);
  const body = encoding ? encodedMenu(menu, encoding) : undefined;
  // A big menu's compressed form still being made: the ordinary path waits for it.
  if (body instanceof Promise) return false;
  fromMemory++;
  if (encoding && body) {
    const sent = (answer.encoded[encoding] ??= { ...answer.ok, 'content-encoding': encoding });
    res.writeHead(200, sent);
    res.end(body);
  } else {
    res.writeHead(200, answer.ok);
    res.end(menuBody(menu));
  }
  return true;
}
