// WhatsApp numbers as owners type them, turned into the digits wa.me wants. Omanis write a mobile
// number as 8 digits ("9123 4567"); stored like that, every order would go to wa.me/91234567, a
// number that does not exist. A refusal is a code with the values its message names, so each face
// says it in its own dictionary (the admin's is admin/lib/i18n/problem-text.ts).

import { toAsciiDigits } from './digits.ts';

/** Oman's country code, added to an 8-digit mobile number typed without one. */
export const OMAN_COUNTRY_CODE = '968';

/** How a mobile number may be typed; the messages show it. */
export const WHATSAPP_EXAMPLES = { local: '9123 4567', international: '+968 9123 4567' } as const;

export type WhatsappExamples = typeof WHATSAPP_EXAMPLES;

/** Why a number was refused, and the values its message names. */
export type WhatsappProblem =
  /** Nothing typed. */
  | { code: 'whatsapp_required' }
  /** Letters or other signs besides digits, spaces, dashes, dots, parentheses and a leading +. */
  | { code: 'whatsapp_characters' }
  /** An Omani number that is not a mobile one (a landline, or too few or many digits). */
  | { code: 'whatsapp_not_mobile'; values: WhatsappExamples }
  /** Neither an Omani mobile nor an international number with its country code. */
  | { code: 'whatsapp_country_code'; values: WhatsappExamples };

export type NormalizeWhatsappResult =
  { ok: true; digits: string } | { ok: false; problem: WhatsappProblem };

const refuse = (problem: WhatsappProblem): NormalizeWhatsappResult => ({ ok: false, problem });

/**
 * Digits only, with the country code, as wa.me and the database want them. Accepts "9123 4567"
 * (an Omani mobile: 8 digits starting with 7 or 9, given 968), "+968 9123 4567", "00968 ...",
 * spaces, dashes, dots, parentheses and Arabic-Indic digits. An Omani number (968...) must be a
 * mobile one; any other country's number is 8 to 15 digits (E.164) not starting with 0.
 */
export function normalizeWhatsapp(input: string): NormalizeWhatsappResult {
  const text = toAsciiDigits(input).trim();
  if (text === '') return refuse({ code: 'whatsapp_required' });
  if (!/^\+?[\d\s().-]+$/.test(text) || !/\d/.test(text))
    return refuse({ code: 'whatsapp_characters' });
  const typed = text.replace(/\D/g, '');
  const international = text.startsWith('+') || typed.startsWith('00');
  const digits = typed.replace(/^00/, '');
  if (!international && digits.length === 8) {
    return /^[79]/.test(digits)
      ? { ok: true, digits: OMAN_COUNTRY_CODE + digits }
      : refuse({ code: 'whatsapp_not_mobile', values: WHATSAPP_EXAMPLES });
  }
  if (digits.startsWith(OMAN_COUNTRY_CODE)) {
    return /^968[79]\d{7}$/.test(digits)
      ? { ok: true, digits }
      : refuse({ code: 'whatsapp_not_mobile', values: WHATSAPP_EXAMPLES });
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) {
    return refuse({ code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES });
  }
  return { ok: true, digits };
}

/** https://wa.me/{digits}, with a prefilled text when given. */
export function waMeLink(digits: string, text?: string): string {
  return `https://wa.me/${digits}${text === undefined ? '' : `?text=${encodeURIComponent(text)}`}`;
}
