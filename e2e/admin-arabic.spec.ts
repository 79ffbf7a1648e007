// The owner and superadmin flows of docs/guide/product.md with the admin app switched to Arabic: right to left,
// Arabic texts and messages, bilingual names saved in both languages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { authHeaders, DEMO } from './support/api.ts';
import { createConfirmedOwner, uniqueSlug, type TestUser } from './support/factories.ts';
import { makePng } from './support/images.ts';

/** Serious or critical accessibility problems axe finds on the whole page. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A toast still fading in has part of its opacity, and axe measured its contrast blended with
  // the page (a clean run failed on it): finite animations and transitions end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Logs in on the Arabic login screen. */
async function loginInArabic(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { name: 'مرحبا بعودتك' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function businessRow(request: APIRequestContext, owner: TestUser) {
  const response = await request.get(
    `/rest/v1/businesses?owner_id=eq.${owner.userId}&select=id,slug,name,name_ar,description,description_ar,headline,headline_ar,languages,primary_language`,
    { headers: authHeaders(owner.accessToken) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as Record<string, unknown>[];
  return rows[0];
}

test('the language switch is remembered on this device and turns the page right to left', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'العربية' })
    .click();
  await expectArabicPage(page);
  await expect(
    page.getByRole('heading', { name: 'قائمتك على كل طاولة، والطلبات مباشرة إلى واتساب' }),
  ).toBeVisible();
  await expect(page.getByText('55.000 ر.ع.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another page, then a reload: still Arabic, without switching again.
  await page.getByRole('link', { name: 'من نحن' }).first().click();
  await expect(page.getByRole('heading', { name: 'عن QR Menu' })).toBeVisible();
  await page.reload();
  await expectArabicPage(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'About QR Menu' })).toBeVisible();
});

test('an owner registers a bilingual business in Arabic, adds a category and an item with both names, edits the headline, and customers see both languages', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page);
  await loginInArabic(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/register-business$/);
  await expect(page.getByRole('heading', { name: 'سجّل نشاطك التجاري' })).toBeVisible();
  await expectArabicPage(page);

  // Arabic messages; what was typed stays.
  await page.getByLabel('اسم النشاط التجاري · الإنجليزية').fill('Karak Corner');
  await page.getByRole('button', { name: 'سجّل النشاط التجاري' }).click();
  await expect(page.getByText('يرجى تعبئة جميع الحقول المطلوبة').first()).toBeVisible();
  await expect(page.getByLabel('اسم النشاط التجاري · العربية')).toBeFocused();
  await expect(page.getByLabel('اسم النشاط التجاري · الإنجليزية')).toHaveValue('Karak Corner');
  // A bilingual menu, Arabic first, is the default for an owner working in Arabic.
  await expect(
    page.getByRole('radio', { name: 'العربية والإنجليزية، العربية أولا' }),
  ).toBeChecked();
  await expect(page.getByLabel('اسم النشاط التجاري · العربية')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('اسم النشاط التجاري · الإنجليزية')).toHaveAttribute('dir', 'ltr');
  expect(await seriousViolations(page)).toEqual([]);

  const slug = uniqueSlug('karak');
  await page.getByLabel('اسم النشاط التجاري · العربية').fill('ركن الكرك');
  await page.getByLabel('النوع').fill('مقهى');
  await page.getByLabel('الوصف · العربية').fill('كرك وسندويشات');
  await page.getByLabel('رقم واتساب').fill('+968 9123 4567');
  await page.getByLabel('الرابط المختصر').fill(slug);
  await page.getByLabel('العنوان الترويجي · العربية').fill('كرك طازج طوال اليوم');
  await page.getByRole('button', { name: 'سجّل النشاط التجاري' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('تم تسجيل نشاطك التجاري بنجاح')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'أهلا، ركن الكرك' })).toBeVisible();
  expect(await businessRow(page.request, owner)).toMatchObject({
    slug,
    name: 'Karak Corner',
    name_ar: 'ركن الكرك',
    description: null,
    description_ar: 'كرك وسندويشات',
    headline: null,
    headline_ar: 'كرك طازج طوال اليوم',
    languages: ['ar', 'en'],
    primary_language: 'ar',
  });

  // Right to left: the sidebar sits on the right of the page.
  const sidebar = page.getByRole('navigation', { name: 'تنقل إدارة QR Menu' });
  const sidebarBox = await sidebar.boundingBox();
  const mainBox = await page.getByRole('main').boundingBox();
  expect(sidebarBox && mainBox && sidebarBox.x > mainBox.x).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // A category with both names.
  await sidebar.getByRole('link', { name: 'أصناف القائمة' }).click();
  await expect(page.getByRole('heading', { name: 'أصناف القائمة', level: 1 })).toBeVisible();
  await page.getByLabel('فئة جديدة · العربية').fill('مشروبات ساخنة');
  await page.getByLabel('فئة جديدة · الإنجليزية').fill('Hot drinks');
  await page.getByRole('button', { name: 'إضافة فئة' }).click();
  await expect(page.getByText('تمت إضافة الفئة')).toBeVisible();
  const categories = page.getByRole('list', { name: 'ترتيب الفئات' });
  await expect(categories.getByText('مشروبات ساخنة')).toBeVisible();
  // The same Arabic name again: the database's unique index refuses, and says so in Arabic.
  await page.getByLabel('فئة جديدة · العربية').fill('مشروبات ساخنة');
  await page.getByRole('button', { name: 'إضافة فئة' }).click();
  await expect(page.getByText('توجد فئة بهذا الاسم من قبل')).toBeVisible();
  await expect(categories.getByText('مشروبات ساخنة')).toHaveCount(1);
  await page.getByLabel('فئة جديدة · العربية').fill('');

  // An item: the Arabic name is the required one; the English one alone is refused, and kept.
  await page.getByRole('button', { name: 'إضافة صنف' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'إضافة صنف جديد' });
  await dialog.getByLabel('الاسم · الإنجليزية').fill('Karak Tea');
  await dialog.getByLabel('السعر (ر.ع.) *').fill('0.200');
  await dialog.getByLabel('الفئة *').selectOption({ label: 'مشروبات ساخنة' });
  await dialog.getByLabel('الصورة *').setInputFiles({
    name: 'karak.png',
    mimeType: 'image/png',
    buffer: makePng(800, 600),
  });
  await dialog.getByRole('button', { name: 'إضافة صنف' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('الحقول المطلوبة ناقصة');
  await expect(dialog.getByLabel('الاسم · الإنجليزية')).toHaveValue('Karak Tea');
  await expect(dialog.getByLabel('الاسم · العربية')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('الاسم · العربية').fill('كرك');
  await dialog.getByRole('button', { name: 'إضافة صنف' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('تمت إضافة الصنف')).toBeVisible();
  const karak = page.getByRole('listitem', { name: 'كرك' });
  await expect(karak).toContainText('0.200 ر.ع.');
  await expect(karak).toContainText('مشروبات ساخنة');
  expect(await seriousViolations(page)).toEqual([]);

  const business = await businessRow(page.request, owner);
  const items = await page.request.get(
    `/rest/v1/menu_items?business_id=eq.${String(business?.id)}&select=name,name_ar,price`,
    { headers: authHeaders(owner.accessToken) },
  );
  expect(await items.json()).toEqual([{ name: 'Karak Tea', name_ar: 'كرك', price: 0.2 }]);

  // The banner page: the headline in both languages, side by side.
  await sidebar.getByRole('link', { name: 'رفع البانر' }).click();
  await expect(page.getByRole('heading', { name: 'البانر', level: 1 })).toBeVisible();
  await expect(page.getByLabel('العنوان الترويجي · العربية')).toHaveValue('كرك طازج طوال اليوم');
  await page.getByLabel('العنوان الترويجي · الإنجليزية').fill('Fresh karak all day');
  await page.getByRole('button', { name: 'حفظ البانر' }).click();
  await expect(page.getByText('تم تحديث البانر بنجاح')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await businessRow(page.request, owner)).toMatchObject({
    headline: 'Fresh karak all day',
    headline_ar: 'كرك طازج طوال اليوم',
  });

  // Customers see the new item in each language of the menu.
  await page.goto(`/${slug}/menu?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'ركن الكرك' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مشروبات ساخنة' })).toBeVisible();
  const arabicItem = page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name: 'كرك', exact: true }) });
  await expect(arabicItem).toContainText('0.200 ر.ع.');
  await page.goto(`/${slug}/menu?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Karak Corner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot drinks' })).toBeVisible();
  const englishItem = page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name: 'Karak Tea', exact: true }) });
  await expect(englishItem).toContainText('0.200 OMR');
});

test('the superadmin lists businesses and every menu item in Arabic', async ({ page }) => {
  await loginInArabic(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'كل الأنشطة التجارية' })).toBeVisible();
  const demo = page.locator(`[data-slug="${DEMO.slug}"]`);
  await expect(demo.getByText('المالك')).toBeVisible();
  await expect(demo.getByRole('link', { name: /^إدارة قائمة / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'كل القوائم' }).click();
  await expect(page.getByRole('heading', { name: 'كل أصناف القوائم' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'السعر (ر.ع.)' })).toBeVisible();
  await expect(table.getByRole('button', { name: /^تعديل / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'مرحبا بعودتك' })).toBeVisible();
});
