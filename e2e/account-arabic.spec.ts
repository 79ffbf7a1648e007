// The account pages in Arabic: the "Forgot password?" link, the forgot and reset pages,
// the account page, and the auth server's refusals, all worded in Arabic by GoTrue's error code.
import { expect, test } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  latestMail,
  uniqueEmail,
} from './support/factories.ts';

// A phone set to Arabic: the admin app starts in Arabic without touching the switch.
test.use({ locale: 'ar-OM' });

test('a forgotten password is recovered in Arabic, and a used link is refused in Arabic', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A wrong password: GoTrue's invalid_credentials, in Arabic inside the Arabic toast.
  await page.getByLabel('البريد الإلكتروني').fill(owner.email);
  await page.getByLabel('كلمة المرور').fill('not-the-password');
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(
    page.getByText('فشل تسجيل الدخول: البريد الإلكتروني أو كلمة المرور غير صحيحة'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('نسيت كلمة المرور · QR Menu');
  await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
  await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
  await expect(page.getByText('يرجى إدخال بريد إلكتروني صحيح.')).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(owner.email);
  await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'فرابط إعادة التعيين في طريقه إليه' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();

  const mail = await latestMail(page, owner.email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'عيّن كلمة مرور جديدة' })).toBeVisible();
  await expect(page.getByText(`للحساب ${owner.email}.`)).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('brand-new-typo');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('brand-new-pass');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link works once: GoTrue redirects with error_code=otp_expired, worded in Arabic.
  await page.goto(mail.link);
  await expect(
    page.getByText(
      'لا يمكن استخدام رابط إعادة التعيين هذا (الرابط غير صالح أو انتهت صلاحيته). يعمل الرابط مرة واحدة ولمدة محدودة.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'اطلب رابطا جديدا' })).toBeVisible();
});

test('the account page is Arabic, and a refused password change says why in Arabic', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill(owner.email);
  await page.getByLabel('كلمة المرور').fill(owner.password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'الحساب' }).first().click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page).toHaveTitle('الحساب · QR Menu');
  await expect(page.getByRole('heading', { level: 1, name: 'الحساب' })).toBeVisible();
  await expect(page.getByText(`تسجّل الدخول باسم ${owner.email}.`)).toBeVisible();

  // GoTrue's same_password, in Arabic.
  const passwordForm = page.getByRole('form', { name: 'تغيير كلمة المرور' });
  await passwordForm.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(owner.password);
  await passwordForm.getByLabel('تأكيد كلمة المرور الجديدة').fill(owner.password);
  await passwordForm.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
  await expect(
    page.getByText('تعذر تغيير كلمة المرور: يجب أن تختلف كلمة المرور الجديدة عن الحالية.'),
  ).toBeVisible();

  // A new email already used by another account: GoTrue's email_exists, in Arabic.
  const other = await createConfirmedOwner(page);
  const emailForm = page.getByRole('form', { name: 'تغيير البريد الإلكتروني' });
  await emailForm.getByLabel('البريد الإلكتروني').fill(other.email);
  await emailForm.getByRole('button', { name: 'غيّر البريد الإلكتروني' }).click();
  await expect(
    page.getByText('تعذر تغيير البريد الإلكتروني: يوجد حساب بهذا البريد الإلكتروني من قبل.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'سجّل الخروج من كل الأجهزة' }).click();
  await expect(page.getByText('تم تسجيل خروجك من كل الأجهزة.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an account made in Arabic gets its mails in Arabic with the same links, and the switch moves them to English', async ({
  page,
}) => {
  const email = uniqueEmail('ar-mails');
  await page.goto('/login');
  await page.getByRole('button', { name: 'ليس لديك حساب؟ أنشئ واحدا' }).click();
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill('secret-pass-123');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('تحقق من بريدك الإلكتروني لتأكيد حسابك.')).toBeVisible();

  const confirmation = await latestMail(page, email);
  expect(confirmation.subject).toBe('أكّد تسجيلك');
  expect(confirmation.html).toMatch(/^<div lang="ar" dir="rtl">/);
  // The link works as the English one does: it confirms, signs in and leads on to registration.
  await page.goto(confirmation.link);
  await expect(page).toHaveURL(/\/register-business$/);

  // Switched to English while signed in: the account's next mail is English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(async () => {
      const response = await page.request.post('/auth/v1/recover', {
        headers: authHeaders(),
        data: { email },
      });
      expect(response.ok()).toBe(true);
      return (await latestMail(page, email)).subject;
    })
    .toBe('Reset Your Password');
});
