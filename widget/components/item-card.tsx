import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import type { MenuItem } from '../menu-types.ts';
import { itemBaisa } from '../cart-items.ts';
import { MENU_TEXTS } from '../i18n.ts';

export interface ItemCardProps {
  item: MenuItem;
  /** How many of this item the cart holds (0 when none). */
  qty: number;
  lang: Lang;
  onAdd: (item: MenuItem) => void;
}

/** One dish: photo with its box reserved (no layout shift), name, description, price, add button. */
export function ItemCard({ item, qty, lang, onAdd }: ItemCardProps) {
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
          <span>{formatPrice(itemBaisa(item), lang)}</span>
          <button
            type="button"
            className="qm-ad"
            aria-label={MENU_TEXTS[lang].add(item.name)}
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
