// The business profile's links as owners paste or type them, turned into what the database keeps
// (the checks of supabase/migrations/20261126120000_business-profile.sql): an Instagram or TikTok
// account as its https link, a phone number as digits with the country code, a map link as https.
// Blank means "none" (null). A refusal is a code; each face says it in its own dictionary.

import { toAsciiDigits } from './digits.ts';
import { OMAN_COUNTRY_CODE } from './whatsapp.ts';

export type ProfileLinkField = 'instagram' | 'tiktok' | 'phone' | 'map';

export type ProfileLinkResult = { ok: true; value: string | null } | { ok: false };

const none: ProfileLinkResult = { ok: true, value: null };
const refused: ProfileLinkResult = { ok: false };

// "@name", "name", "instagram.com/name", "https://www.instagram.com/name/?hl=en" -> "name".
function account(input: string, host: RegExp, pattern: RegExp): string | null {
  const text = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^(www\.|m\.)/i, '');
  // A link must be to the network's own site; a bare name or @name is the account itself.
  if (!host.test(text) && text.includes('/')) return null;
  const path = text.replace(host, '');
  const name = path.replace(/^@/, '').replace(/[/?#].*$/, '');
  return pattern.test(name) ? name : null;
}

export function normalizeInstagram(input: string): ProfileLinkResult {
  if (input.trim() === '') return none;
  const name = account(input, /^instagram\.com\//i, /^[A-Za-z0-9._]{1,30}$/);
  return name ? { ok: true, value: `https://www.instagram.com/${name}` } : refused;
}

export function normalizeTiktok(input: string): ProfileLinkResult {
  if (input.trim() === '') return none;
  const name = account(input, /^tiktok\.com\//i, /^[A-Za-z0-9._]{1,24}$/);
  return name ? { ok: true, value: `https://www.tiktok.com/@${name}` } : refused;
}

/**
 * A number to call: an 8-digit Omani number (a landline starting with 2 too) gets 968; with + or
 * 00, any international number of 7 to 15 digits.
 */
export function normalizePhone(input: string): ProfileLinkResult {
  const text = toAsciiDigits(input).trim();
  if (text === '') return none;
  if (!/^\+?[\d\s().-]+$/.test(text)) return refused;
  const typed = text.replace(/\D/g, '');
  const international = text.startsWith('+') || typed.startsWith('00');
  const digits = typed.replace(/^00/, '');
  if (!international && /^[279]\d{7}$/.test(digits)) {
    return { ok: true, value: OMAN_COUNTRY_CODE + digits };
  }
  if (digits.startsWith(OMAN_COUNTRY_CODE) && !/^968[279]\d{7}$/.test(digits)) return refused;
  // Without + or 00, only an Omani number is known for sure.
  if (!international && digits.length <= 8) return refused;
  return /^[1-9]\d{6,14}$/.test(digits) ? { ok: true, value: digits } : refused;
}

/** A https link to a map (Google Maps share links and others); http is upgraded. */
export function normalizeMapLink(input: string): ProfileLinkResult {
  const text = input.trim();
  if (text === '') return none;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  if (!url.hostname.includes('.')) return refused;
  url.protocol = 'https:';
  const value = url.href;
  return /^https:\/\/\S+$/.test(value) && value.length <= 500 ? { ok: true, value } : refused;
}

/** The phone as shown and dialled: +{digits}. */
export function phoneHref(digits: string): string {
  return `tel:+${digits}`;
}
