// Kitchen tickets and customer receipts as a cafe prints them: one tap on the owner's board or the
// kitchen display opens the browser's print (window.print, counted here), and what would reach
// the printer is printed here with page.pdf and the page's own @page size, then read back with
// poppler's pdfinfo (the page is the roll's width: 80 mm = 226.8 pt, 58 mm = 164.4 pt) and
// pdftotext (what is printed on it). Arabic text comes back from a PDF in visual order, so the
// Arabic ticket's reading order is checked on the sheet itself.
import type { Browser, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ANON_KEY, DEMO } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import { loginAs } from './support/factories.ts';
import { printToText } from './support/pdf-pages.ts';
import { expect, test } from './support/text-size.ts';

// The tests change the demo cafe's receipt details and paper: one at a time.
test.describe.configure({ mode: 'serial' });

const MM_TO_PT = 72 / 25.4;
const DEMO_ID = '00000000-0000-4000-8000-00000000b001';

async function ownerClient() {
  const client = createClient(E2E_BASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(DEMO.owner);
  expect(error).toBeNull();
  return client;
}

type Owner = Awaited<ReturnType<typeof ownerClient>>;

async function setDemo(owner: Owner, values: Record<string, unknown>) {
  const { error } = await owner.from('businesses').update(values).eq('id', DEMO_ID);
  expect(error).toBeNull();
}

/** A signed-in owner's page whose window.print only counts the prints (page.pdf prints instead). */
async function ownerPage(browser: Browser, lang: AdminLang, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const page = await context.newPage();
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/admin\//);
  await useAdminLang(context, lang);
  return page;
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);

interface OrderSpec {
  lang: 'en' | 'ar';
  table: string;
  note?: string;
  /** The business's prices exclude VAT: the order's total adds 5%. */
  addVat?: boolean;
}

/**
 * place_order as the widget calls it, with the menu's own prices: 2 Karak Tea (Large, Extra
 * ginger) and 1 Omani Kahwa. Answers the order's number.
 */
async function placeOrder(page: Page, order: OrderSpec): Promise<number> {
  return page.evaluate(async (order) => {
    interface Choice {
      id: string;
      name: string;
      price_baisa: number;
    }
    const menu = (await (await fetch('/rest/v1/rpc/public_menu?slug=democafe')).json()) as {
      items: { id: string; name: string; price: number; options: { choices: Choice[] }[] }[];
    };
    const karak = menu.items.find((i) => i.name === 'Karak Tea')!;
    const kahwa = menu.items.find((i) => i.name === 'Omani Kahwa')!;
    const choices = karak.options
      .flatMap((g) => g.choices)
      .filter((c) => c.name === 'Large' || c.name === 'Extra ginger');
    const karakUnit =
      Math.round(karak.price * 1000) + choices.reduce((s, c) => s + c.price_baisa, 0);
    const kahwaUnit = Math.round(kahwa.price * 1000);
    const items = 2 * karakUnit + kahwaUnit;
    const total = order.addVat ? items + Math.round(items * 0.05) : items;
    const response = await fetch('/rest/v1/rpc/place_order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slug: 'democafe',
        cart: {
          lines: [
            {
              item_id: karak.id,
              quantity: 2,
              unit_baisa: karakUnit,
              choices: choices.map((c) => c.id),
            },
            { item_id: kahwa.id, quantity: 1, unit_baisa: kahwaUnit, choices: [] },
          ],
          total_baisa: total,
        },
        details: {
          type: 'dine-in',
          table: order.table,
          lang: order.lang,
          note: order.note ?? '',
          payment: 'card',
        },
      }),
    });
    const body = (await response.json()) as { number?: number };
    if (!body.number) throw new Error(`place_order refused: ${JSON.stringify(body)}`);
    return body.number;
  }, order);
}

/** Taps a print button and waits for the sheet of this print to be in the page. */
async function tapPrint(page: Page, name: string, before: number) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => printed(page)).toBe(before + 1);
}

test.describe('kitchen tickets and receipts', () => {
  let owner: Owner;

  test.beforeAll(async () => {
    owner = await ownerClient();
    await setDemo(owner, {
      address: 'Way 3021, Al Khuwair, Muscat',
      vat_number: 'OM1100012345',
      ticket_paper_mm: 80,
    });
  });

  test.afterAll(async () => {
    await setDemo(owner, {
      address: null,
      vat_number: null,
      ticket_paper_mm: 80,
      prices_include_vat: true,
      payment_for: [],
    });
  });

  test('the board prints an 80 mm kitchen ticket and a receipt with the VAT and the total', async ({
    browser,
  }) => {
    const page = await ownerPage(browser, 'en');
    // Prices without VAT and the payment asked at tables for this one order, so the receipt has
    // a VAT line and a payment to print.
    await setDemo(owner, { prices_include_vat: false, payment_for: ['dine-in'] });
    let number: number;
    try {
      number = await placeOrder(page, { lang: 'en', table: '7', note: 'No sugar', addVat: true });
    } finally {
      await setDemo(owner, { prices_include_vat: true, payment_for: [] });
    }
    await page.goto('/admin/orders');
    await expect(page.locator(`article.order-card[data-order-number="${number}"]`)).toBeVisible();

    await tapPrint(page, `Print the kitchen ticket of order ${number}`, 0);
    const ticket = await printToText(page, 'ticket-80mm');
    expect(ticket.sizes).toHaveLength(1);
    expect(ticket.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
    expect(ticket.text).toMatch(/kitchen ticket/i);
    expect(ticket.text).toContain(`Order ${number}`);
    expect(ticket.text).toContain('Table 7');
    expect(ticket.text).toMatch(/2 ×\s+Karak Tea/);
    expect(ticket.text).toContain('Large, Extra ginger');
    expect(ticket.text).toMatch(/1 ×\s+Omani Kahwa/);
    expect(ticket.text).toContain('Note: No sugar');
    // The kitchen's ticket has no prices, and nothing of the board around it.
    expect(ticket.text).not.toContain('OMR');
    expect(ticket.text).not.toContain('Kitchen display');

    await tapPrint(page, `Print the receipt of order ${number}`, 1);
    const receipt = await printToText(page, 'receipt-80mm');
    expect(receipt.sizes).toHaveLength(1);
    expect(receipt.text).toMatch(/receipt/i);
    expect(receipt.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
    for (const text of [
      'Demo Cafe',
      'Way 3021, Al Khuwair, Muscat',
      'VAT no. OM1100012345',
      `Order ${number}`,
      'Table 7',
      'Karak Tea',
      '1.200 OMR', // 2 × (0.400 + Large 0.100 + Extra ginger 0.100)
      '0.500 OMR',
      'Items',
      '1.700 OMR',
      'VAT 5%',
      '0.085 OMR',
      'Total',
      '1.785 OMR',
      'Payment: Card',
    ]) {
      expect(receipt.text).toContain(text);
    }
    // The amounts are the order's as recorded.
    const { data } = await owner
      .from('orders')
      .select('vat_baisa, total_baisa')
      .eq('business_id', DEMO_ID)
      .eq('number', number)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(data).toEqual({ vat_baisa: 85, total_baisa: 1785 });
    await page.context().close();
  });

  test('the owner gives the VAT number and address on the profile page; a wrong number is refused there', async ({
    browser,
  }) => {
    await setDemo(owner, { address: null, vat_number: null });
    const page = await ownerPage(browser, 'en');
    await page.goto('/admin/profile');
    const vat = page.getByLabel('VAT number');
    await page.getByLabel('Address').fill('Way 3021, Al Khuwair, Muscat');
    await vat.fill('OM/1100');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      page.getByText('Up to 20 letters and digits, without spaces or dashes.'),
    ).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await vat.fill('om 1100-012345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    const { data } = await owner
      .from('businesses')
      .select('address, vat_number')
      .eq('id', DEMO_ID)
      .single();
    expect(data).toEqual({ address: 'Way 3021, Al Khuwair, Muscat', vat_number: 'OM1100012345' });
    await page.context().close();
  });

  test('58 mm chosen in Settings prints 58 mm tickets', async ({ browser }) => {
    const page = await ownerPage(browser, 'en');
    await page.goto('/admin/settings');
    await page.getByRole('radio', { name: '58 mm' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => {
        const { data } = await owner
          .from('businesses')
          .select('ticket_paper_mm')
          .eq('id', DEMO_ID)
          .single();
        return data?.ticket_paper_mm;
      })
      .toBe(58);
    const number = await placeOrder(page, { lang: 'en', table: '8' });
    await page.goto('/admin/orders');
    await tapPrint(page, `Print the kitchen ticket of order ${number}`, 0);
    const ticket = await printToText(page, 'ticket-58mm');
    expect(ticket.sizes).toHaveLength(1);
    expect(ticket.sizes[0]!.width).toBeCloseTo(58 * MM_TO_PT, 0);
    expect(ticket.text).toContain(`Order ${number}`);
    expect(ticket.text).toContain('Table 8');
    expect(ticket.text).toContain('Karak Tea');
    await setDemo(owner, { ticket_paper_mm: 80 });
    await page.context().close();
  });

  test("an Arabic order's ticket prints in Arabic, right to left, from an English screen", async ({
    browser,
  }) => {
    const page = await ownerPage(browser, 'en');
    const number = await placeOrder(page, { lang: 'ar', table: '9', note: 'بدون سكر' });
    await page.goto('/admin/orders');
    await tapPrint(page, `Print the kitchen ticket of order ${number}`, 0);
    const sheet = page.locator('.print-sheet');
    await expect(sheet).toHaveAttribute('dir', 'rtl');
    await expect(sheet).toHaveAttribute('lang', 'ar');
    // The number in its own left-to-right island, after the word, as the sheet reads it.
    await expect(sheet.locator('.print-sheet__title')).toHaveText(`طلب \u2066${number}\u2069`);
    await expect(sheet.locator('.print-sheet__where')).toHaveText('طاولة 9');
    const first = sheet.locator('.print-sheet__lines li').first();
    await expect(first.locator('.print-sheet__item')).toContainText('كرك');
    await expect(first.locator('.print-sheet__options')).toHaveText('كبير، زنجبيل إضافي');
    await expect(sheet.locator('.print-sheet__note')).toHaveText('ملاحظة: بدون سكر');
    // Right to left: the quantity stands right of the dish's name.
    const qty = await first.locator('.print-sheet__qty').boundingBox();
    const item = await first.locator('.print-sheet__item').boundingBox();
    expect(qty!.x).toBeGreaterThan(item!.x + item!.width - 1);
    const ticket = await printToText(page, 'ticket-arabic');
    expect(ticket.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
    // pdftotext writes Arabic with bidi marks of its own, and numbers beside it in visual order:
    // without the marks, the parts a number must not be split from still stand together.
    const text = ticket.text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
    expect(text).toMatch(new RegExp(`طلب\\s*${number}(?!\\d)`));
    expect(text).toContain('طاولة 9');
    expect(text).toMatch(/2 *× *كرك|× *2 *كرك/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(ticket.text).not.toMatch(/kitchen ticket/i);
    await page.context().close();
  });

  test('the kitchen display prints a ticket in one tap, and each new order when asked to', async ({
    browser,
  }) => {
    const page = await ownerPage(browser, 'en');
    await page.goto('/admin/orders/kitchen');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const toggle = page.getByRole('checkbox', { name: 'Print new orders' });
    await expect(toggle).not.toBeChecked();

    // Off: a new order shows up but prints nothing.
    const quiet = await placeOrder(page, { lang: 'en', table: '10' });
    await expect(
      page.locator(`article.kitchen-ticket[data-order-number="${quiet}"]`),
    ).toBeVisible();
    expect(await printed(page)).toBe(0);

    // One tap on its ticket.
    await tapPrint(page, `Print the kitchen ticket of order ${quiet}`, 0);
    expect((await printToText(page, 'kitchen-one-tap')).text).toContain(`Order ${quiet}`);

    // On, and remembered on this device.
    await toggle.check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Print new orders' })).toBeChecked();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const before = await printed(page);
    const arriving = await placeOrder(page, { lang: 'en', table: '11' });
    await expect.poll(() => printed(page)).toBe(before + 1);
    const ticket = await printToText(page, 'kitchen-auto');
    expect(ticket.text).toContain(`Order ${arriving}`);
    expect(ticket.text).toContain('Table 11');
    expect(ticket.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
    await page.context().close();
  });
});
