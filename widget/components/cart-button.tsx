import type { Ref } from 'react';
import { formatOmr } from '../../shared/domain/money.ts';

export interface CartButtonProps {
  count: number;
  totalBaisa: number;
  onOpen: () => void;
  /** Where focus returns when the cart panel closes (a prop, not `ref`, for preact/compat too). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The floating cart button: shown once the cart is non-empty, with item count and total. */
export function CartButton({ count, totalBaisa, onOpen, buttonRef }: CartButtonProps) {
  if (count === 0) return null;
  const total = formatOmr(totalBaisa);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="qm-f"
      aria-haspopup="dialog"
      aria-label={`View cart, ${count} ${count === 1 ? 'item' : 'items'}, ${total}`}
      onClick={onOpen}
    >
      <span className="qm-n">{count}</span>
      <span>View cart</span>
      <span>{total}</span>
    </button>
  );
}
