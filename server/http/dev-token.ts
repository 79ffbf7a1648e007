// /_dev/* answers only the holder of the token printed at start (DEV_TOKEN, else random per
// start), even on loopback: a bare `proxy_pass http://127.0.0.1:PORT` in front of a development
// server makes every visitor "this machine", and the mailbox holds sign-in and recovery links.
import { timingSafeEqual } from 'node:crypto';
import type { RequestContext } from './context.ts';

export const DEV_TOKEN_HEADER = 'x-dev-token';

/** The request carries the server's dev token, in the X-Dev-Token header or as ?token=. */
export function hasDevToken(ctx: RequestContext): boolean {
  const header = ctx.req.headers[DEV_TOKEN_HEADER];
  const sent = (Array.isArray(header) ? header[0] : header) ?? ctx.url.searchParams.get('token');
  if (!sent) return false;
  const expected = Buffer.from(ctx.config.devToken);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 401 with what to send; true when the request may go on. */
export function requireDevToken(ctx: RequestContext): boolean {
  if (hasDevToken(ctx)) return true;
  ctx.json(401, {
    message:
      'The /_dev endpoints need the token the server printed at start: send it as the X-Dev-Token header or ?token=.',
  });
  return false;
}
