// GET /_dev/mail[?to=email]: the local mailbox as JSON, newest first. Mounted only by the local server.
import type { Handler } from '../http/context.ts';
import { mailboxFor } from './mailbox.ts';

export const handleDevMail: Handler = async (ctx) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.json(405, { message: 'Method not allowed' }, { allow: 'GET' });
    return;
  }
  const to = ctx.url.searchParams.get('to') ?? undefined;
  ctx.json(200, mailboxFor(ctx.db).list(to), { 'cache-control': 'no-store' });
};
