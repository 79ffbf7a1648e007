// A password sign-in against the bench's server: the access token for HTTP requests and the claims
// it carries, for running the same SQL in-process as the same user.
import type { RequestClaims } from '../../server/db/request-role.ts';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';

export async function signIn(
  url: string,
  email: string,
  password: string,
  /** E.g. X-Forwarded-For, for a client the bench plays behind its trusted proxy. */
  headers: Record<string, string> = {},
): Promise<{ token: string; claims: RequestClaims }> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`sign-in of ${email} failed (${response.status}): ${JSON.stringify(body)}`);
  }
  const payload = body.access_token.split('.')[1] ?? '';
  // JSON boundary: the token's claims, exactly what the HTTP layer sets for the request.
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RequestClaims;
  return { token: body.access_token, claims };
}
