// Phones in Oman often type Arabic-Indic (٠-٩) or Persian (۰-۹) digits; every parser reads them as 0-9.

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Replaces Arabic-Indic and Persian digits with ASCII 0-9, leaving everything else as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
