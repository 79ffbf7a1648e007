import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import type { MenuItem } from '../menu-types.ts';
import { hasOptions, itemBaisa } from '../cart-items.ts';
import { MENU_TEXTS } from '../i18n.ts';
import type { ItemFacts } from './item-facts.tsx';

export interface ItemCardProps {
  item: MenuItem;
  /** How many of this item the cart holds (0 when none). */
  qty: number;
  lang: Lang;
  onAdd: (item: MenuItem) => void;
  /** Opens the item sheet: the add button of an item with options to choose. */
  onOpen?: ((item: MenuItem) => void) | undefined;
  /** Badges and calories, once the sheet's chunk that draws them has arrived. */
  Facts?: typeof ItemFacts | undefined;
}

/** One dish: photo with its box reserved (no layout shift), name, description, price, add button. */
export function ItemCard({ item, qty, lang, onAdd, onOpen, Facts }: ItemCardProps) {
  const t = MENU_TEXTS[lang];
  const soldOut = item.sold_out === true;
  const sheet = onOpen && hasOptions(item);
  return (
    <li className={soldOut ? 'qm-i qm-out' : 'qm-i'} data-item-id={item.id}>
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
        {Facts && <Facts item={item} lang={lang} />}
        <div className="qm-rw">
          <span>{soldOut ? t.soldOut : formatPrice(itemBaisa(item), lang)}</span>
          <button
            type="button"
            className="qm-ad"
            aria-label={t.add(item.name)}
            aria-haspopup={sheet ? 'dialog' : undefined}
            disabled={soldOut}
            onClick={() => (sheet ? onOpen(item) : onAdd(item))}
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
