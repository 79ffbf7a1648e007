// The WhatsApp checkout as the customer's browser sees it: the wa.me tab and the text it carries.
import { expect, type Page } from '@playwright/test';

/** Answers wa.me locally, so a checkout's new tab never reaches the internet. */
export async function stubWhatsapp(page: Page): Promise<void> {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
}

/**
 * The exact order text, where `{n}` stands for the order number the database gave (
 * "Order no.: {n}" / "رقم الطلب: {n}"), which depends on how many orders the day had before.
 */
export function orderText(expected: string): RegExp {
  const escaped = expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '[1-9][0-9]*');
  return new RegExp(`^${escaped}$`);
}

/**
 * Presses the checkout button and checks the opened wa.me link: number and decoded text exactly
 * (with `{n}` for the order number, see orderText).
 */
export async function checkoutOpens(
  page: Page,
  press: () => Promise<void>,
  expected: { number: string; text: string },
): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await press();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${expected.number}`);
  const text = url.searchParams.get('text') ?? '';
  expect(text).toMatch(orderText(expected.text));
  expect(popup.url()).toBe(`https://wa.me/${expected.number}?text=${encodeURIComponent(text)}`);
  return popup;
}
