import type { Ref } from 'react';
import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { MENU_TEXTS } from '../i18n.ts';

export interface CartButtonProps {
  count: number;
  totalBaisa: number;
  lang: Lang;
  onOpen: () => void;
  /** Where focus returns when the cart panel closes (a prop, not `ref`, for preact/compat too). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The floating cart button: shown once the cart is non-empty, with item count and total. */
export function CartButton({ count, totalBaisa, lang, onOpen, buttonRef }: CartButtonProps) {
  if (count === 0) return null;
  const t = MENU_TEXTS[lang];
  const total = formatPrice(totalBaisa, lang);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="qm-cart-button"
      part="cart-button"
      aria-haspopup="dialog"
      aria-label={t.viewCartLabel(count, total)}
      onClick={onOpen}
    >
      <span className="qm-count">{count}</span>
      <span>{t.viewCart}</span>
      <span>{total}</span>
    </button>
  );
}
