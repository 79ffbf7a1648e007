// GET /_dev/mail[?to=email]: the local mailbox as JSON, newest first. Mounted only by the local server.
import { fromThisMachine } from '../http/client-address.ts';
import { requireDevToken } from '../http/dev-token.ts';
import type { Handler } from '../http/context.ts';
import { mailboxFor } from './mailbox.ts';

// A confirmation link signs its holder in, so the mailbox answers only the machine it runs on,
// asked directly (never through a proxy, never under a rebinding page's host name), and never a
// script of another web page (the rest of the API allows any origin), and only with the dev token
// printed at start (a proxy on this machine that adds no header still looks like this machine).
export const mayReadMailbox = fromThisMachine;

export const handleDevMail: Handler = async (ctx) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.json(405, { message: 'Method not allowed' }, { allow: 'GET' });
    return;
  }
  if (!mayReadMailbox(ctx.req)) {
    ctx.json(403, { message: 'The dev mailbox is only readable from this machine.' });
    return;
  }
  if (!requireDevToken(ctx)) return;
  const to = ctx.url.searchParams.get('to') ?? undefined;
  ctx.json(200, mailboxFor(ctx.config).list(to), { 'cache-control': 'no-store' });
};
