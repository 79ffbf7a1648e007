// The account mails (sign-up confirmation, password recovery, magic link, email change and its
// notice to the old address, reauthentication code) in the account holder's language: the
// `lang` of their user metadata, which the admin app stores at sign-up and when its language
// switch is used. English is GoTrue's default wording; Arabic mails are right to left, with every
// address, link and code isolated left to right. The links and codes are the same in both.
// docs/guide/data-limits-and-accounts.md has the same texts as hosted Supabase templates.

export type MailLang = 'en' | 'ar';

/** The language of the account's mails: Arabic when its metadata says so, English otherwise. */
export function mailLang(metadata: unknown): MailLang {
  return typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as { lang?: unknown }).lang === 'ar'
    ? 'ar'
    : 'en';
}

/** A left-to-right island inside Arabic text: an address, a link, a code. */
const ltr = (text: string) => `\u2066${text}\u2069`;

export type LinkMailKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

interface LinkTexts {
  subject: string;
  intro: (from: string, to: string) => string;
}

const LINK_MAILS: Record<LinkMailKind, Record<MailLang, LinkTexts>> = {
  signup: {
    en: { subject: 'Confirm Your Signup', intro: () => 'Follow this link to confirm your user:' },
    ar: { subject: 'أكّد تسجيلك', intro: () => 'افتح هذا الرابط لتأكيد حسابك:' },
  },
  // GoTrue's invite wording ("to create a user on" the site); the team page's owner chose the language.
  invite: {
    en: {
      subject: 'You have been invited',
      intro: (_from, to) =>
        `You have been invited to create a user (${to}) on QR Menu. Follow this link to accept the invite:`,
    },
    ar: {
      subject: 'لقد تمت دعوتك',
      intro: (_from, to) =>
        `تمت دعوتك لإنشاء حساب (${ltr(to)}) على QR Menu. افتح هذا الرابط لقبول الدعوة:`,
    },
  },
  recovery: {
    en: {
      subject: 'Reset Your Password',
      intro: () => 'Follow this link to reset the password for your user:',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      intro: () => 'افتح هذا الرابط لإعادة تعيين كلمة مرور حسابك:',
    },
  },
  magiclink: {
    en: { subject: 'Your Magic Link', intro: () => 'Follow this link to login:' },
    ar: { subject: 'رابط الدخول', intro: () => 'افتح هذا الرابط لتسجيل الدخول:' },
  },
  email_change: {
    en: {
      subject: 'Confirm Email Change',
      intro: (from, to) =>
        `Follow this link to confirm the update of your email from ${from} to ${to}:`,
    },
    ar: {
      subject: 'أكّد تغيير البريد الإلكتروني',
      intro: (from, to) =>
        `افتح هذا الرابط لتأكيد تغيير بريدك الإلكتروني من ${ltr(from)} إلى ${ltr(to)}:`,
    },
  },
};

/** A mail's subject, plain text and HTML (right to left in Arabic). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  lang: MailLang;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mail's HTML body: its paragraphs in the language's direction. */
function html(lang: MailLang, paragraphs: string[], link?: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const anchor = link
    ? `<p><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>`
    : '';
  return `<div lang="${lang}" dir="${dir}">${body}${anchor}</div>`;
}

/** A mail about one link (GET /auth/v1/verify): the same link in either language. */
export function linkMail(
  kind: LinkMailKind,
  lang: MailLang,
  link: string,
  addresses: { from?: string; to?: string } = {},
): MailContent {
  const texts = LINK_MAILS[kind][lang];
  const intro = texts.intro(addresses.from ?? '', addresses.to ?? '');
  return {
    subject: texts.subject,
    text: `${intro}\n\n${link}\n`,
    html: html(lang, [intro], link),
    lang,
  };
}

/** The 6-digit code a password or email change from an older session needs. */
export function reauthenticationMail(lang: MailLang, code: string): MailContent {
  const paragraphs =
    lang === 'ar'
      ? [
          `أدخل الرمز: ${ltr(code)}`,
          'إن لم تطلب تغيير كلمة المرور أو البريد الإلكتروني، فتجاهل هذه الرسالة وغيّر كلمة المرور.',
        ]
      : [
          `Enter the code: ${code}`,
          'If you did not ask to change your password or email, ignore this mail and change your password.',
        ];
  return {
    subject: lang === 'ar' ? 'تأكيد هويتك' : 'Confirm reauthentication',
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(lang, paragraphs),
    lang,
  };
}

/** To the old address: someone asked to change the account's email. */
export function emailChangeNotice(lang: MailLang, from: string, to: string): MailContent {
  const paragraphs =
    lang === 'ar'
      ? [
          `طلب شخص سجّل الدخول إلى حسابك تغيير بريده من ${ltr(from)} إلى ${ltr(to)}. يسري التغيير عند فتح الرابط المرسل إلى ${ltr(to)}.`,
          'إن لم تكن أنت، فسجّل الدخول وغيّر كلمة المرور الآن: سيحتاج التغيير حينها إلى الرمز الذي نرسله إلى هذا العنوان.',
        ]
      : [
          `Someone signed in to your account asked to change its email from ${from} to ${to}. It takes effect when the link sent to ${to} is opened.`,
          'If this was not you, sign in and change your password now: the change then needs the code we mail to this address.',
        ];
  return {
    subject: lang === 'ar' ? 'طلب تغيير البريد الإلكتروني' : 'Email change requested',
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(lang, paragraphs),
    lang,
  };
}
