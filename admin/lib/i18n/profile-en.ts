// Texts in English: the business profile page, WhatsApp refusals, old slugs and
// suspension. Kept in their own file (spread into en.ts as `profile`) so other work on the
// dictionaries does not collide with it; profile-ar.ts has the same shape.
import type { WhatsappExamples } from '../../../shared/domain/whatsapp.ts';

export const profileEn = {
  nav: 'Business profile',
  heading: 'Business profile',
  pageTitle: (name: string) => `Business profile · ${name} · QR Menu`,
  lead: 'What customers see about your business on the menu, and where their orders go.',
  whatsappSection: 'WhatsApp orders',
  whatsapp: 'WhatsApp number',
  whatsappHint:
    'An Omani mobile as you write it (9123 4567), or any number with + and its country code.',
  ordersGoTo: 'Orders open this WhatsApp link:',
  testMessage: 'Send a test message',
  testText: (name: string) => `Test message from the QR menu of ${name}`,
  fixNumber: 'Correct the number to see its link.',
  detailsSection: 'Name, category and description',
  name: 'Business name',
  category: 'Category',
  categoryHint: 'For example restaurant, coffee shop or bakery.',
  description: 'Description',
  slugSection: 'Menu link',
  slug: 'Slug',
  slugHint:
    'Letters a-z and digits only. After a change the old link keeps working: printed QR codes still open your menu.',
  menuAt: 'Your menu is at',
  logoSection: 'Logo',
  logoHint: 'A square image shown at the top of your menu. It is resized to 512 px before upload.',
  logoAlt: (name: string) => `Logo of ${name}`,
  noLogo: 'No logo yet.',
  chooseLogo: 'Logo image',
  removeLogo: 'Remove logo',
  logoInQr: 'Show the logo in the middle of the dashboard QR code',
  uploadingLogo: 'Uploading logo…',
  logoFailed: 'The logo could not be uploaded',
  contactSection: 'Contact and links on your menu',
  instagram: 'Instagram',
  instagramHint: 'Your account name (@democafe) or its link.',
  tiktok: 'TikTok',
  tiktokHint: 'Your account name (@democafe) or its link.',
  phone: 'Phone number',
  phoneHint: 'For calls, for example 2412 3456 or +968 9123 4567.',
  map: 'Map link',
  mapHint: 'Paste the share link of your place from Google Maps or another map.',
  invalid: {
    instagram: 'Type an Instagram account name such as @democafe, or its instagram.com link.',
    tiktok: 'Type a TikTok account name such as @democafe, or its tiktok.com link.',
    phone: 'Type a phone number such as 2412 3456, or + and the country code for another country.',
    map: 'Paste a map link that starts with https://',
  },
  save: 'Save profile',
  saved: 'Profile saved',
  saveFailed: 'The profile was not saved',
  fixErrors: 'Correct the fields marked in red.',
  notFound: 'Business not found',
  loading: 'Loading business…',
  back: 'Back to business',
  openProfile: 'Profile',
  openProfileOf: (name: string) => `Profile of ${name}`,
  slugsTooMany: 'A business can change its slug at most 20 times',
  suspension: {
    heading: 'Suspension',
    lead: 'A suspended menu tells customers that it is unavailable. Its owner sees the reason on the dashboard.',
    reason: 'Reason, shown to the owner',
    reasonRequired: 'Give the owner a reason',
    suspend: 'Suspend business',
    lift: 'Lift suspension',
    suspendedOn: (date: string) => `Suspended on ${date}.`,
    suspended: 'Business suspended',
    lifted: 'Suspension lifted',
    badge: 'Suspended',
    ownerTitle: 'Your menu is suspended',
    ownerReason: (reason: string) => `Reason: ${reason}`,
    ownerHelp:
      'Customers who open your menu see that it is unavailable. Contact QR Menu support to restore it.',
    superadminOnly: 'Only the superadmin can suspend a business or lift a suspension',
  },
  whatsappProblem: {
    required: () => 'Enter a WhatsApp number',
    characters: () =>
      'A WhatsApp number can only contain digits, spaces, dashes, parentheses and a leading +',
    notMobile: ({ local, international }: WhatsappExamples) =>
      `That is not an Omani mobile number. Type the 8 digits of the mobile, starting with 7 or 9 (for example ${local}), or ${international}`,
    countryCode: ({ local, international }: WhatsappExamples) =>
      `Type an Omani mobile number (for example ${local}), or another country's number with + and its country code (for example ${international})`,
  },
};

export type ProfileDictionary = typeof profileEn;
