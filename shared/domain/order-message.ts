// The WhatsApp checkout: the order text of ARCHITECTURE.md "Order message" and the wa.me link.

import { cartTotalBaisa, lineTotalBaisa, type Cart } from './cart.ts';
import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';
import { formatOmr } from './money.ts';

export const whatsappMessages = {
  required: 'Enter a WhatsApp number',
  characters:
    'A WhatsApp number can only contain digits, spaces, dashes, parentheses and a leading +',
  length:
    'Enter the WhatsApp number in international format with the country code, for example +968 9123 4567',
} as const;

export const whatsappText: Record<Lang, Record<keyof typeof whatsappMessages, string>> = {
  en: whatsappMessages,
  ar: {
    required: 'أدخل رقم واتساب',
    characters: 'رقم واتساب يحتوي على أرقام ومسافات وشرطات وأقواس فقط، مع + في أوله',
    // Isolated left to right, or the number's groups would be shown in reverse order.
    length: 'أدخل رقم واتساب بالصيغة الدولية مع رمز الدولة، مثلا \u2066+968 9123 4567\u2069',
  },
};

export type NormalizeWhatsappResult = { ok: true; digits: string } | { ok: false; message: string };

/**
 * The order text, one line per cart line with the line amount (qty x unit price):
 *   Hello {business}, I would like to order:
 *   2 x Karak Tea - 0.400 OMR
 *   Total: 0.400 OMR
 */
export function buildOrderMessage(businessName: string, cart: Cart): string {
  const lines = cart.lines.map(
    (line) => `${line.qty} x ${oneLine(line.name)} - ${formatOmr(lineTotalBaisa(line))}`,
  );
  return [
    `Hello ${oneLine(businessName)}, I would like to order:`,
    ...lines,
    `Total: ${formatOmr(cartTotalBaisa(cart))}`,
  ].join('\n');
}

/**
 * Digits only, as wa.me wants them: accepts "+968 9123 4567", "00968 ...", dashes, dots,
 * parentheses and Arabic-Indic digits. International numbers are 8 to 15 digits (E.164) and never
 * start with 0 once the "+" or "00" is gone.
 */
export function normalizeWhatsapp(input: string, lang: Lang = 'en'): NormalizeWhatsappResult {
  const whatsappMessages = whatsappText[lang];
  const text = toAsciiDigits(input).trim();
  if (text === '') return { ok: false, message: whatsappMessages.required };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, message: whatsappMessages.characters };
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) {
    return { ok: false, message: whatsappMessages.length };
  }
  return { ok: true, digits };
}

/**
 * https://wa.me/{digits}?text={message}. Throws RangeError for a number normalizeWhatsapp refuses,
 * because a link to a wrong number would send a customer's order nowhere.
 */
export function whatsappLink(number: string, message: string): string {
  const result = normalizeWhatsapp(number);
  if (!result.ok) throw new RangeError(result.message);
  return `https://wa.me/${result.digits}?text=${encodeURIComponent(message)}`;
}

// A name with a line break would split its order line in two; the message stays one line per item.
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
