// Account mails in the account holder's language (user metadata `lang`, which the admin app sets at
// sign-up and from its language switch): Arabic right to left, English as GoTrue words it, the same
// working links and codes in both. Real supabase-js against the local server on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { mailTo, openLink, uniqueEmail } from './test-users.ts';

describe.each(ENGINES)('account mails in the account language on %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  /** Signs up with this metadata, confirms through the mailed link; returns the first mail too. */
  async function signUp(label: string, data: Record<string, unknown>) {
    const email = uniqueEmail(label);
    const { error } = await anonClient(ts.url).auth.signUp({
      email,
      password: 'password123',
      options: { data },
    });
    expect(error).toBeNull();
    const [mail] = await mailTo(ts.url, email);
    const opened = await openLink(mail!.link);
    expect(opened.hash.get('type')).toBe('signup');
    return { email, mail: mail! };
  }

  it('confirms an Arabic sign-up in Arabic, right to left, with a link that works', async () => {
    const { mail } = await signUp('ar-signup', { lang: 'ar' });
    expect(mail.subject).toBe('أكّد تسجيلك');
    expect(mail.lang).toBe('ar');
    expect(mail.text).toContain('افتح هذا الرابط لتأكيد حسابك');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain(`<a href="${mail.link.replace(/&/g, '&amp;')}" dir="ltr">`);
  });

  it('keeps English (GoTrue wording) for an account without a language or in English', async () => {
    for (const data of [{}, { lang: 'en' }]) {
      const { mail } = await signUp('en-signup', data);
      expect(mail.subject).toBe('Confirm Your Signup');
      expect(mail.lang).toBe('en');
      expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
    }
  });

  it('sends recovery, magic link, email change and its notice, and the code in Arabic', async () => {
    const { email } = await signUp('ar-all', { lang: 'ar' });
    const anon = anonClient(ts.url);

    expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull();
    const [recovery] = await mailTo(ts.url, email);
    expect(recovery?.subject).toBe('إعادة تعيين كلمة المرور');
    expect((await openLink(recovery!.link)).hash.get('type')).toBe('recovery');

    expect((await anon.auth.signInWithOtp({ email })).error).toBeNull();
    const [magic] = await mailTo(ts.url, email);
    expect(magic?.subject).toBe('رابط الدخول');
    expect((await openLink(magic!.link)).hash.get('type')).toBe('magiclink');

    const client = await signedInClient(ts.url, email, 'password123');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [code] = await mailTo(ts.url, email);
    expect(code?.subject).toBe('تأكيد هويتك');
    expect(code?.text).toContain(`\u2066${code!.code}\u2069`);
    expect(code?.html).toMatch(/dir="rtl"/);

    const next = uniqueEmail('ar-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const [change] = await mailTo(ts.url, next);
    expect(change?.subject).toBe('أكّد تغيير البريد الإلكتروني');
    expect(change?.text).toContain(`\u2066${email}\u2069`);
    expect((await openLink(change!.link)).hash.get('type')).toBe('email_change');
    const notice = (await mailTo(ts.url, email)).find((m) => m.subject !== code?.subject);
    expect(notice?.subject).toBe('طلب تغيير البريد الإلكتروني');
  });

  it('follows a language chosen later in the admin (updateUser data.lang)', async () => {
    const { email } = await signUp('later', {});
    const client = await signedInClient(ts.url, email, 'password123');
    expect((await client.auth.updateUser({ data: { lang: 'ar' } })).error).toBeNull();
    expect((await anonClient(ts.url).auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await mailTo(ts.url, email);
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail?.html).toMatch(/dir="rtl"/);
  });
});
