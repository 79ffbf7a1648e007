// Part of the menu's state, kept by qr-menu-app.tsx across opening and closing the
// cart panel; the cart chunk (widget/order.ts) does everything else with it.
import type { CheckoutForm } from '../shared/domain/order-details.ts';

export interface OrderInputs {
  /** The element's `table` attribute (from a table's QR code), as given. */
  table: string | undefined;
  form: CheckoutForm | undefined;
  onFormChange: (form: CheckoutForm) => void;
  /** True once the customer pressed checkout: from then on problems are shown. */
  tried: boolean;
}
