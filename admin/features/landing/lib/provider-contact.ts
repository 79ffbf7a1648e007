import { waMeLink } from '../../../../shared/domain/whatsapp.ts';

/**
 * The provider's own WhatsApp number (docs/guide/product.md section 2: Contact opens a chat with it). Set
 * VITE_PROVIDER_WHATSAPP at build time, digits with country code (e.g. 96891234567); the default is
 * a clearly fake number so a build without it never messages a stranger. The provider may be
 * anywhere, so its number is not held to the Omani mobile rules owners' numbers are; only its digits
 * are kept.
 */
export const PROVIDER_WHATSAPP: string =
  (import.meta.env.VITE_PROVIDER_WHATSAPP as string | undefined)?.trim() || '96800000000';

/** A chat with the provider: the Contact link, a reservation request. */
export function contactLink(message: string): string {
  return waMeLink(PROVIDER_WHATSAPP.replace(/\D/g, ''), message);
}
