// POST /realtime/v1/api/broadcast (a batch of JSON messages: realtime-js's send() without a socket)
// and POST /realtime/v1/api/broadcast/:topic/events/:event (httpSend, JSON or bytes), answered as
// hosted Realtime answers: 202 with an empty body. Private messages need the caller's write policy
// on realtime.messages (the service role passes by bypassing row level security).
import type { RequestContext } from '../http/context.ts';
import { canWrite } from './authorization.ts';
import type { RealtimeServer } from './socket.ts';
import type { Claims } from './types.ts';

const SINGLE = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/;

function unprocessable(ctx: RequestContext, errors: Record<string, string[]>): void {
  ctx.json(422, { errors });
}

async function readJson(
  ctx: RequestContext,
  maxBytes: number,
): Promise<{ ok: boolean; value?: unknown }> {
  const body = await ctx.readBody(maxBytes);
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

export function createBroadcastHandler(realtime: RealtimeServer) {
  return async (ctx: RequestContext): Promise<void> => {
    if (ctx.claimsError) {
      ctx.json(401, { message: ctx.claimsError.message });
      return;
    }
    if (ctx.method !== 'POST') {
      ctx.json(404, { message: 'Not found' });
      return;
    }
    const maxBytes = ctx.config.limits.realtimeMaxMessageBytes;
    const claims = ctx.claims as Claims;
    const single = SINGLE.exec(ctx.path);
    if (single) {
      let topic: string;
      let event: string;
      try {
        topic = decodeURIComponent(single[1] as string);
        event = decodeURIComponent(single[2] as string);
      } catch {
        ctx.json(404, { message: 'Not found' });
        return;
      }
      const isPrivate = ctx.url.searchParams.get('private') === 'true';
      const type = String(ctx.req.headers['content-type'] ?? '').toLowerCase();
      let data: Buffer;
      let encoding: 'json' | 'binary';
      if (type.startsWith('application/octet-stream')) {
        data = await ctx.readBody(maxBytes);
        encoding = 'binary';
      } else if (type.startsWith('application/json')) {
        const parsed = await readJson(ctx, maxBytes);
        if (!parsed.ok || parsed.value === null || parsed.value === undefined) {
          unprocessable(ctx, { payload: ["can't be blank"] });
          return;
        }
        data = Buffer.from(JSON.stringify(parsed.value), 'utf8');
        encoding = 'json';
      } else {
        ctx.json(415, { message: 'Unsupported media type' });
        return;
      }
      if (isPrivate && !(await canWrite(ctx.db, topic, claims))) {
        ctx.json(403, { message: 'Unauthorized' });
        return;
      }
      realtime.broadcastUser(topic, isPrivate, { event, encoding, data });
      ctx.send(202);
      return;
    }
    if (ctx.path.replace(/\/+$/, '') !== '/api/broadcast') {
      ctx.json(404, { message: 'Not found' });
      return;
    }
    const parsed = await readJson(ctx, maxBytes);
    const messages = (parsed.value as { messages?: unknown } | undefined)?.messages;
    if (!parsed.ok || !Array.isArray(messages)) {
      unprocessable(ctx, { messages: ["can't be blank"] });
      return;
    }
    const valid: { topic: string; event: string; payload: unknown; private: boolean }[] = [];
    for (const message of messages as Record<string, unknown>[]) {
      if (
        typeof message !== 'object' ||
        message === null ||
        typeof message.topic !== 'string' ||
        typeof message.event !== 'string' ||
        typeof message.payload !== 'object' ||
        message.payload === null
      ) {
        unprocessable(ctx, { messages: ['topic, event and payload are required'] });
        return;
      }
      valid.push({
        topic: message.topic,
        event: message.event,
        payload: message.payload,
        private: message.private === true,
      });
    }
    // Private messages are checked once per topic; those the policies refuse are dropped.
    const allowed = new Map<string, boolean>();
    for (const message of valid) {
      if (message.private && !allowed.has(message.topic)) {
        allowed.set(message.topic, await canWrite(ctx.db, message.topic, claims));
      }
    }
    for (const message of valid) {
      if (message.private && !allowed.get(message.topic)) continue;
      realtime.publish(message.topic, message.private, {
        kind: 'json',
        event: 'broadcast',
        payload: { type: 'broadcast', event: message.event, payload: message.payload },
      });
    }
    ctx.send(202);
  };
}
