// /auth/v1: the GoTrue endpoints supabase-js calls for email and password accounts.
import { throughWritesLane } from '../db/database.ts';
import type { Handler, RequestContext } from '../http/context.ts';
import { BodyTooLargeError } from '../http/context.ts';
import { AuthError, API_VERSION_HEADERS, sendAuthError } from './errors.ts';
import { ADMIN_USER, ADMIN_USERS } from './admin-users.ts';
import { invite } from './invite.ts';
import { otp } from './otp.ts';
import type { RateLimiter } from './rate-limit.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { signUp } from './signup.ts';
import { token } from './token.ts';
import { updateUser } from './update-user.ts';
import { getUser, logout } from './user.ts';
import { verify } from './verify.ts';

type Route = (ctx: RequestContext, limiter: RateLimiter) => Promise<void>;

const settings: Route = async (ctx) => {
  ctx.json(
    200,
    {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.authAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    },
    API_VERSION_HEADERS,
  );
};

const health: Route = async (ctx) => {
  ctx.json(200, { version: 'qr-menu-local', name: 'GoTrue', description: 'QR Menu local auth' });
};

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/signup': { POST: signUp },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/recover': { POST: recover },
  '/otp': { POST: otp },
  '/invite': { POST: invite },
  '/admin/users': ADMIN_USERS,
  '/admin/users/:id': ADMIN_USER,
  '/logout': { POST: logout },
  '/reauthenticate': { GET: reauthenticate },
  '/resend': { POST: resend },
  '/verify': { GET: verify },
  '/settings': { GET: settings },
  '/health': { GET: health },
};

/** The route key of a path: exact, or with its one id segment as ":id". */
function routeKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return /^\/admin\/users\/[^/]+$/.test(trimmed) ? '/admin/users/:id' : trimmed;
}

/** The /auth/v1 handler of one server, with its rate limits (rate-limit.ts). */
export function createAuthHandler(limiter: RateLimiter): Handler {
  return (ctx) => handleAuth(ctx, limiter);
}

async function handleAuth(ctx: RequestContext, limiter: RateLimiter): Promise<void> {
  const path = routeKey(ctx.path);
  const methods = ROUTES[path];
  const route = methods?.[ctx.method];
  try {
    if (!methods) throw new AuthError(404, 'not_found', 'Not Found');
    if (!route) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
    await enforceRateLimit(limiter, ctx, path);
    // Nearly every auth route writes (sessions, refresh tokens, sign-in times): through the
    // writes lane, so a flood of heavy reads does not hold a sign-in.
    await route({ ...ctx, db: throughWritesLane(ctx.db) }, limiter);
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(ctx, error);
    if (error instanceof BodyTooLargeError) {
      return sendAuthError(ctx, new AuthError(413, 'validation_failed', 'Request body too large'));
    }
    console.error('[auth]', error);
    sendAuthError(
      ctx,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  }
}
