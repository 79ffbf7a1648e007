// Why an order was cancelled: one of the owner's usual reasons, kept as a code (orders.cancel_code,
// supabase/migrations/20261129120000_order-cancel-codes.sql) so each screen words it in its own
// language, or the owner's own words (orders.cancel_reason), shown as typed.

/** The usual reasons, in the order the owner's cancel dialog offers them. */
export const CANCEL_CODES = ['sold_out', 'kitchen_closed', 'customer_asked', 'duplicate'] as const;
export type CancelCode = (typeof CANCEL_CODES)[number];

export function isCancelCode(value: unknown): value is CancelCode {
  return (CANCEL_CODES as readonly unknown[]).includes(value);
}

/**
 * The reason as a reader sees it: the code worded by `words` (the reader's language), then the
 * owner's own text; null when neither was given.
 */
export function cancelReasonText(
  code: unknown,
  text: string | null | undefined,
  words: Record<CancelCode, string>,
): string | null {
  const parts = [isCancelCode(code) ? words[code] : '', text?.trim() ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
