// Test helpers: real users made the way a person makes them (sign up, open the mailed link).
import { anonClient, signedInClient, type TestClient } from '../testing/clients.ts';
import type { Mail } from '../mail/mailbox.ts';
import { DEV_HEADERS } from '../testing/dev-token.ts';

export async function mailTo(url: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${url}/_dev/mail?to=${encodeURIComponent(email)}`, {
    headers: DEV_HEADERS,
  });
  if (!response.ok) throw new Error(`GET /_dev/mail answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Opens a mailed link without following the redirect; returns the Location's hash parameters. */
export async function openLink(
  link: string,
): Promise<{ status: number; location: URL; hash: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return { status: response.status, location, hash: new URLSearchParams(location.hash.slice(1)) };
}

let counter = 0;

/** A unique address per call, so tests sharing a server never see each other's mail. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up, confirms through the mailed link and signs in; returns the client and user id. */
export async function confirmedUser(
  url: string,
  label: string,
  password = 'password123',
): Promise<{ client: TestClient; email: string; id: string }> {
  const email = uniqueEmail(label);
  const { error } = await anonClient(url).auth.signUp({ email, password });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  const [mail] = await mailTo(url, email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  await openLink(mail.link);
  const client = await signedInClient(url, email, password);
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('signed in but getUser returned no user');
  return { client, email, id: data.user.id };
}
