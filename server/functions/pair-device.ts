// POST /functions/v1/pair-device { code }: the local twin of the hosted edge function
// (docs/guide/devices.md). It claims the pairing code with the service role (the database records
// the attempt against the client's address and refuses an address after too many wrong ones),
// creates the device's own account (no email, no password) and answers a session for it, which
// the tablet keeps renewing with its refresh token. supabase-js calls it with
// `supabase.functions.invoke('pair-device', { body: { code } })`.
import type { Handler, RequestContext } from '../http/context.ts';
import { BodyTooLargeError } from '../http/context.ts';
import { clientAddress } from '../http/client-address.ts';
import { asRequestRole } from '../db/request-role.ts';
import { throughWritesLane } from '../db/database.ts';
import { enforceNamedLimit, type RateLimiter } from '../auth/rate-limit.ts';
import { AuthError } from '../auth/errors.ts';
import { startSession } from '../auth/sessions.ts';

interface Claimed {
  device_id: string;
  business_id: string;
  name: string;
  screen: 'kitchen' | 'board';
}

interface PostgresError {
  code?: string;
  message?: string;
  hint?: string;
}

/** What the pairing page shows for each refusal; `error` is stable for the client to word. */
function refuse(ctx: RequestContext, status: number, error: string, message: string) {
  ctx.json(status, { error, message });
}

async function readCode(ctx: RequestContext): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse((await ctx.readBody(1024)).toString('utf8') || '{}');
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' && code.length <= 32 ? code : undefined;
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

export function createPairDeviceHandler(limiter: RateLimiter): Handler {
  return async (request) => {
    // Pairing always writes (the attempt, the device, the account): the writes lane.
    const ctx = { ...request, db: throughWritesLane(request.db) };
    if (ctx.method !== 'POST') {
      ctx.json(405, { error: 'method_not_allowed', message: 'Use POST' }, { allow: 'POST' });
      return;
    }
    // A sign-in like any other: GoTrue's per-address budget first, then the database's own
    // bound on wrong codes, which holds across processes and restarts.
    try {
      await enforceNamedLimit(limiter, ctx, 'signInSignUps');
    } catch (error) {
      if (error instanceof AuthError) {
        refuse(ctx, 429, 'rate_limited', 'Too many pairing attempts; try again in a few minutes');
        return;
      }
      throw error;
    }
    const code = await readCode(ctx);
    if (!code) {
      refuse(ctx, 400, 'invalid_code', 'Enter the code shown on the board');
      return;
    }
    const address = clientAddress(ctx.req, ctx.config);
    let claimed: Claimed | null;
    try {
      claimed = await asRequestRole(ctx.db, { role: 'service_role' }, async (tx) => {
        const { rows } = await tx.query<{ claimed: Claimed | null }>(
          'select public.claim_device_pairing($1, $2) as claimed',
          [code, address],
        );
        return rows[0]?.claimed ?? null;
      });
    } catch (error) {
      if ((error as PostgresError).code === 'PT429') {
        refuse(ctx, 429, 'rate_limited', 'Too many pairing attempts; try again in a few minutes');
        return;
      }
      throw error;
    }
    if (!claimed) {
      refuse(ctx, 400, 'invalid_code', 'This code is wrong, used or expired');
      return;
    }
    const device = claimed;
    const session = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.users (email, raw_app_meta_data, raw_user_meta_data)
         values (null, '{"provider":"device","providers":["device"]}'::jsonb, $1::jsonb)
         returning id`,
        [JSON.stringify({ device_id: device.device_id, name: device.name })],
      );
      const userId = rows[0]?.id;
      if (!userId) throw new Error('insert into auth.users returned no row');
      await tx.query('select public.attach_device_user($1, $2)', [device.device_id, userId]);
      return startSession(tx, ctx.config, userId, 'device');
    });
    ctx.json(200, { ...session, device });
  };
}
