// The team: the owner invites a kitchen member by email from /admin/team; the member
// opens the mail's link from the local mailbox, chooses a password, lands on the orders board, is
// offered no Save on the settings, and a direct write through supabase-js is refused by the
// database. Removed from the team, the member's admin signs out within seconds. The team page in
// Arabic and its geometry at 360 px and on a laptop.
import type { Browser, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ANON_KEY } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  latestMail,
  loginAs,
  uniqueEmail,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

async function ownerOnTeamPage(browser: Browser, lang: AdminLang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner);
  await loginAs(page, owner.email, owner.password);
  await useAdminLang(context, lang);
  await page.goto('/admin/team');
  return { page, owner, business };
}

const FORM = {
  en: {
    email: 'Email',
    role: 'Role',
    kitchen: 'Kitchen',
    mail: 'Language of the invitation mail',
    send: 'Send invitation',
    sent: 'Invitation sent to',
  },
  ar: {
    email: 'البريد الإلكتروني',
    role: 'الدور',
    kitchen: 'المطبخ',
    mail: 'لغة رسالة الدعوة',
    send: 'أرسل الدعوة',
    sent: 'أُرسلت الدعوة إلى',
  },
};

async function invite(
  page: Page,
  email: string,
  mail: 'English' | 'Arabic',
  lang: AdminLang = 'en',
) {
  const f = FORM[lang];
  await page.getByLabel(f.email).fill(email);
  await page.getByLabel(f.role, { exact: true }).selectOption({ label: f.kitchen });
  await page
    .getByLabel(f.mail)
    .selectOption({ label: lang === 'ar' ? (mail === 'Arabic' ? 'العربية' : 'الإنجليزية') : mail });
  await page.getByRole('button', { name: f.send }).click();
  await expect(page.getByText(f.sent)).toBeVisible();
}

test('the owner invites a kitchen member who joins from the mail, sees the board and cannot save the settings', async ({
  browser,
}) => {
  const { page: ownerPage, business } = await ownerOnTeamPage(browser, 'en', 1280);
  const memberEmail = uniqueEmail('kitchen');
  await invite(ownerPage, memberEmail, 'Arabic');
  const invitations = ownerPage.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText(memberEmail)).toBeVisible();

  // The mail is in the language the owner chose, and its link lands on /join.
  const mail = await latestMail(ownerPage, memberEmail);
  expect(mail.subject).toBe('لقد تمت دعوتك');
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useAdminLang(memberContext, 'en');
  const member = await memberContext.newPage();
  await member.goto(mail.link);
  await expect(member.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await member.getByLabel('New password', { exact: true }).fill('kitchen-pass-123');
  await member.getByLabel('Confirm new password').fill('kitchen-pass-123');
  await member.getByRole('button', { name: 'Save password and join' }).click();

  // A kitchen member lands on the board; the navigation offers only what the kitchen uses.
  await expect(member).toHaveURL(/\/admin\/orders$/);
  await expect(member.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const nav = member.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Menu Items' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  // The board links the kitchen display, not the history (today's board is the kitchen's reach).
  await expect(member.getByRole('link', { name: 'Kitchen display' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Order history' })).toHaveCount(0);
  // A page the kitchen may not use sends it back to the board.
  await member.goto('/admin/team');
  await expect(member).toHaveURL(/\/admin\/orders$/);

  // The settings are shown, with no Save.
  await member.goto('/admin/settings');
  await expect(member.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(member.getByLabel('Tables')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Save settings' })).toHaveCount(0);

  // And the database refuses the write the page does not offer.
  const client = createClient(E2E_BASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const signIn = await client.auth.signInWithPassword({
    email: memberEmail,
    password: 'kitchen-pass-123',
  });
  expect(signIn.error).toBeNull();
  const role = await client.rpc('business_role', { business_id: business.id });
  expect(role.data).toBe('kitchen');
  const write = await client
    .from('businesses')
    .update({ temporarily_closed: true, headline: 'Closed by the kitchen' })
    .eq('id', business.id)
    .select('id');
  expect(write.error).toBeNull();
  expect(write.data).toEqual([]);
  const read = await client
    .from('businesses')
    .select('headline, temporarily_closed')
    .eq('id', business.id)
    .single();
  expect(read.data).toEqual({ headline: null, temporarily_closed: false });

  // The owner removes the member: their admin signs out within seconds.
  await ownerPage.reload();
  const members = ownerPage.getByRole('region', { name: 'Members' });
  await expect(members.getByText(memberEmail, { exact: true })).toBeVisible();
  await members.getByRole('button', { name: 'Remove' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(ownerPage.getByText('Removed from the team')).toBeVisible();
  await expect(member).toHaveURL(/\/login$/, { timeout: 8_000 });
  await expect(member.getByText('You are no longer in this business’s team.')).toBeVisible();
  const after = await client.from('businesses').select('id').eq('id', business.id);
  expect(after.data).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  for (const width of [360, 1280]) {
    test(`the team page in ${lang} at ${width} px ${GEOMETRY.tag}`, async ({ browser }) => {
      const { page } = await ownerOnTeamPage(browser, lang, width);
      await invite(page, uniqueEmail('cook'), lang === 'ar' ? 'Arabic' : 'English', lang);
      if (lang === 'ar') {
        await expect(page.getByRole('heading', { name: 'الفريق', level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('button', { name: 'أرسلها مجددًا' })).toBeVisible();
        await expect(page.getByText('المطبخ ·')).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
      }
      await expectGoodGeometry(page, `the team page (${lang}, ${width} px)`);
      await page.screenshot({
        path: test.info().outputPath(`team-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
