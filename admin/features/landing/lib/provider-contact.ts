import { whatsappLink } from '../../../../shared/domain/order-message.ts';

/**
 * The provider's own WhatsApp number (SPEC.md: Contact opens a chat with it). Set
 * VITE_PROVIDER_WHATSAPP at build time, digits with country code (e.g. 96891234567); the default is
 * a clearly fake number so a build without it never messages a stranger.
 */
export const PROVIDER_WHATSAPP: string =
  (import.meta.env.VITE_PROVIDER_WHATSAPP as string | undefined)?.trim() || '96800000000';

/** The Contact link, its greeting in the visitor's language. */
export function contactLink(message: string): string {
  return whatsappLink(PROVIDER_WHATSAPP, message);
}
