import { formatOmr } from '../../shared/domain/money.ts';
import type { MenuItem } from '../menu-types.ts';
import { itemBaisa } from '../cart-items.ts';

export interface ItemCardProps {
  item: MenuItem;
  /** How many of this item the cart holds (0 when none). */
  qty: number;
  onAdd: (item: MenuItem) => void;
}

/** One dish: photo with its box reserved (no layout shift), name, description, price, add button. */
export function ItemCard({ item, qty, onAdd }: ItemCardProps) {
  return (
    <li className="qm-i" data-item-id={item.id}>
      {item.image_url ? (
        <img
          className="qm-im"
          src={item.image_url}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="qm-im" aria-hidden="true">
          {Array.from(item.name)[0] ?? ''}
        </div>
      )}
      <div className="qm-bd">
        <h3 dir="auto">{item.name}</h3>
        {item.description && (
          <p className="qm-d" dir="auto">
            {item.description}
          </p>
        )}
        <div className="qm-rw">
          <span>{formatOmr(itemBaisa(item))}</span>
          <button
            type="button"
            className="qm-ad"
            aria-label={`Add ${item.name}`}
            onClick={() => onAdd(item)}
          >
            +
            {qty > 0 && (
              <span className="qm-n" aria-hidden="true">
                {qty}
              </span>
            )}
          </button>
        </div>
      </div>
    </li>
  );
}
