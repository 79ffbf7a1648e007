// Data factories for the journeys: real sign-ups and inserts through the local backend's HTTP API,
// each with a unique email, so tests run in parallel without sharing state (and never touch demo data).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY, type DevMail } from './api.ts';
import { DEV_HEADERS } from '../../server/testing/dev-token.ts';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
}

export interface TestBusiness {
  id: string;
  name: string;
  slug: string;
  whatsapp: string;
  category: string | null;
  description: string | null;
  headline: string | null;
  banner_url: string | null;
  owner_id: string;
}

type RequestSource = APIRequestContext | Page;

function requestOf(source: RequestSource): APIRequestContext {
  return 'request' in source ? source.request : source;
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${crypto.randomUUID()}@example.test`;
}

/** A short unique slug (a-z0-9 only, as the schema requires). */
export function uniqueSlug(prefix = 'cafe'): string {
  return `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/** Signs up through /auth/v1/signup and returns the user as created (email not confirmed yet). */
export async function signUpUnconfirmed(
  source: RequestSource,
  overrides: { email?: string; password?: string } = {},
): Promise<{ email: string; password: string }> {
  const request = requestOf(source);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret-pass-123';
  // Like the app's sign-up, the confirmation link leads back to /login on this server.
  const redirectTo = new URL('/login', test.info().project.use.baseURL).href;
  const response = await request.post(
    `/auth/v1/signup?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      headers: authHeaders(),
      data: { email, password },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password };
}

/** The newest mail the local mailbox holds for an address (waits until one arrives). */
export async function latestMail(source: RequestSource, to: string): Promise<DevMail> {
  const request = requestOf(source);
  let mail: DevMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail?to=${encodeURIComponent(to)}`, {
        headers: DEV_HEADERS,
      });
      if (!response.ok()) return 0;
      const mails = (await response.json()) as DevMail[];
      mail = mails[0];
      return mails.length;
    })
    .toBeGreaterThan(0);
  if (!mail) throw new Error(`No mail for ${to}`);
  return mail;
}

/** Signs in with a password through /auth/v1/token and returns the user id and access token. */
export async function signInWithPassword(
  source: RequestSource,
  email: string,
  password: string,
): Promise<TestUser> {
  const request = requestOf(source);
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: authHeaders(),
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { email, password, userId: body.user.id, accessToken: body.access_token };
}

/**
 * Each table's token (label -> token), as the owner's table cards put it in their links
 * (`?table=5&t=TOKEN`), from the owner's own table_card_tokens.
 */
export async function tableTokens(
  source: RequestSource,
  owner: Pick<TestUser, 'accessToken'>,
  businessId: string,
): Promise<Map<string, string>> {
  const response = await requestOf(source).post('/rest/v1/rpc/table_card_tokens', {
    headers: authHeaders(owner.accessToken),
    data: { target_business: businessId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as { table_label: string; token: string }[];
  return new Map(rows.map((row) => [row.table_label, row.token]));
}

/** A brand-new owner whose email is confirmed by following the link of the confirmation mail. */
export async function createConfirmedOwner(
  source: RequestSource,
  overrides: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const request = requestOf(source);
  const { email, password } = await signUpUnconfirmed(request, overrides);
  const mail = await latestMail(request, email);
  // Only the verification matters here; the redirect target (the app's /login) is not needed.
  const verify = await request.get(mail.link, { maxRedirects: 0 });
  expect(verify.status(), await verify.text()).toBeLessThan(400);
  return signInWithPassword(request, email, password);
}

/** Inserts a business through the REST API as its owner (row level security applies). */
export async function createBusinessFor(
  source: RequestSource,
  owner: TestUser,
  overrides: Partial<Omit<TestBusiness, 'id' | 'owner_id'>> = {},
): Promise<TestBusiness> {
  const request = requestOf(source);
  const slug = overrides.slug ?? uniqueSlug();
  const response = await request.post('/rest/v1/businesses', {
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data: {
      name: `Test Cafe ${slug}`,
      category: 'coffee shop',
      description: 'Coffee and sweets',
      whatsapp: '96891234567',
      headline: null,
      banner_url: null,
      ...overrides,
      slug,
      owner_id: owner.userId,
      email: owner.email,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const rows = (await response.json()) as TestBusiness[];
  const row = rows[0];
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** Removes a user's user_roles row with the service key (how a role-less user is made). */
export async function removeRole(source: RequestSource, userId: string): Promise<void> {
  const request = requestOf(source);
  const response = await request.delete(`/rest/v1/user_roles?user_id=eq.${userId}`, {
    headers: authHeaders(SERVICE_ROLE_KEY),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Logs in through the login screen, as a person would. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
