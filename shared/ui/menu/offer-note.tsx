import type { Lang } from '../../domain/i18n.ts';
import { formatPrice } from '../../domain/money.ts';

/**
 * A dish on offer: the "Offer" badge and the price before it, struck through, above the price.
 * Rendered in a card's facts (the customer's come with the sheet's chunk, loaded right after the
 * first paint when a dish is on offer), so qr-menu.js does not carry it.
 */
export function OfferNote({
  label,
  wasBaisa,
  lang,
}: {
  label: string;
  wasBaisa: number;
  lang: Lang;
}) {
  return (
    // Small and muted as the description (its rules, one line here); the badge stands out.
    <p className="qm-description qm-offer">
      <b>{label}</b> <s>{formatPrice(wasBaisa, lang)}</s>
    </p>
  );
}
