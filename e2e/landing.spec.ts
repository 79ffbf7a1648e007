import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function expectNoSevereAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

// wa.me is outside the test network; answer it locally and look at the address asked for.
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

test('the landing page shows the header, hero and the special menu', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/96800000000\?text=/,
  );
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('QR Menu · Digital menus for restaurants and cafes');

  const dishes = page.getByRole('region', { name: 'Special Menu' }).getByRole('listitem');
  await expect(dishes).toHaveCount(4);
  for (const [index, price] of ['55.000 OMR', '50.000 OMR', '45.000 OMR', '35.000 OMR'].entries()) {
    await expect(dishes.nth(index)).toContainText(price);
  }
  await expectNoSevereAxeViolations(page);
  // Route-level code splitting: neither the backend client nor the guard reached this page.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes('X-Client-Info'))).toBe(false);
  expect(scripts.some((source) => source.includes('Checking access'))).toBe(false);
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoSevereAxeViolations(page);
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the reservation form checks its fields and opens a WhatsApp message', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Book a Table' });
  await form.getByRole('button', { name: 'Reserve on WhatsApp' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill('Aisha Al Balushi');
  await form.getByLabel('Phone').fill('+968 9123 4567');
  await form.getByLabel('Email').fill('aisha.example.com');
  await form.getByLabel('Number of people').fill('4');
  await form.getByLabel('Date').fill('2030-12-24');
  await form.getByLabel('Time').fill('19:30');
  await form.getByRole('button', { name: 'Reserve on WhatsApp' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  await form.getByLabel('Email').fill('aisha@example.com');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Reserve on WhatsApp' }).click();
  const whatsapp = new URL((await popup).url());
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/96800000000');
  expect(whatsapp.searchParams.get('text')).toBe(
    [
      'Hello, I would like to reserve a table:',
      'Name: Aisha Al Balushi',
      'Phone: +968 9123 4567',
      'Email: aisha@example.com',
      'People: 4',
      'Date: 2030-12-24',
      'Time: 19:30',
    ].join('\n'),
  );
});

test('the about page explains the product and leads to /login', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'What we do' })).toBeVisible();
  await expect(page).toHaveTitle('About · QR Menu');
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expectNoSevereAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('an unknown address shows a not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
