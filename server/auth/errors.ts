// GoTrue's error JSON. With the X-Supabase-Api-Version header auth-js reads `code` as the error
// code (lib/fetch.ts handleError); error_code and msg keep older clients and people happy too.
import type { RequestContext } from '../http/context.ts';
import { parseJson } from '../http/json.ts';

export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'anonymous_provider_disabled'
  | 'weak_password'
  | 'user_already_exists'
  | 'email_exists'
  | 'same_password'
  | 'otp_disabled'
  | 'not_admin'
  | 'user_banned'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'unsupported_grant_type'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'not_found'
  | 'method_not_allowed'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'unexpected_failure';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendAuthError(ctx: RequestContext, error: AuthError): void {
  ctx.json(
    error.status,
    { code: error.code, error_code: error.code, msg: error.message, ...error.extra },
    { ...API_VERSION_HEADERS, ...error.headers },
  );
}

/** The request body as a JSON object (GoTrue's bad_json otherwise). */
export async function readJsonObject(ctx: RequestContext): Promise<Record<string, unknown>> {
  const raw = (await ctx.readBody(1024 * 1024)).toString('utf8');
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = parseJson(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the same error as a non-object body.
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}
