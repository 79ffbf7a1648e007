// A printed table card's link carries its table's token (/democafe/menu?table=5&t=…, as the admin's
// table cards make it): the customer's order sends it to place_order, which records the order
// under that table's own budget.
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ANON_KEY, DEMO } from './support/api.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("an order from a table card's link carries its token and is recorded", async ({ page }) => {
  const owner = createClient(E2E_BASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  expect((await owner.auth.signInWithPassword(DEMO.owner)).error).toBeNull();
  const { data: business } = await owner.from('businesses').select('id').single();
  const { data: tokens, error } = await owner.rpc('table_card_tokens', {
    target_business: business!.id,
  });
  expect(error).toBeNull();
  const token = (tokens as Array<{ table_label: string; token: string }>).find(
    (row) => row.table_label === '5',
  )!.token;
  expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);

  await stubWhatsapp(page);
  await page.goto(`/democafe/menu?table=5&t=${token}`);
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  const placed = page.waitForRequest((request) => request.url().endsWith('/rpc/place_order'));
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const request = await placed;
  expect((request.postDataJSON() as { details: Record<string, unknown> }).details).toMatchObject({
    type: 'dine-in',
    table: '5',
    table_token: token,
  });
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toMatchObject({ status: 'new' });
  await (await popupOpened).close();
  await owner.auth.signOut({ scope: 'local' });
});
