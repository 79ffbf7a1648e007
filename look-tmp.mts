import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5307';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of ['en', 'ar']) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await ctx.addInitScript((l) => localStorage.setItem('qrmenu.admin.lang', l), lang);
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.waitForTimeout(800);
  // submit empty to show errors
  await page.locator('form button[type=submit]').first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/look/login-${lang}-${width}.png` });
  await page.locator('input[type=email]').fill('owner@example.com');
  await page.locator('input[type=password]').fill('password123');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL(/admin/);
  await page.goto(base + '/admin/banner'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look/banner-${lang}-${width}.png`, fullPage: true });
  await page.goto(base + '/admin/menu'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look/menu-${lang}-${width}.png` });
  await ctx.close();
}
await browser.close();
