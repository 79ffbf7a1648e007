import { baisaFromNumber, formatPrice } from '../../../../shared/domain/money.ts';
import type { MenuItem } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

export function ItemCard({ item, onEdit, onDelete }: ItemCardProps) {
  const { lang, t } = useI18n();
  return (
    <article className="menu-card" aria-labelledby={`item-${item.id}-name`} data-item-id={item.id}>
      {item.image_url ? (
        <img
          className="menu-card__image"
          src={item.image_url}
          alt={item.name}
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="menu-card__image menu-card__image--empty" aria-hidden="true">
          {t.common.noImage}
        </div>
      )}
      <div className="menu-card__body">
        <h3 className="menu-card__name" id={`item-${item.id}-name`}>
          {item.name}
        </h3>
        <p className="menu-card__category">{item.category_name ?? t.common.uncategorized}</p>
        {item.description ? <p className="menu-card__description">{item.description}</p> : null}
        <p className="menu-card__price">{formatPrice(baisaFromNumber(item.price), lang)}</p>
      </div>
      <div className="menu-card__actions">
        <button
          type="button"
          className="menu-button"
          aria-label={t.menu.editItem(item.name)}
          onClick={() => onEdit(item)}
        >
          {t.common.edit}
        </button>
        <button
          type="button"
          className="menu-button menu-button--danger"
          aria-label={t.menu.deleteItem(item.name)}
          onClick={() => onDelete(item)}
        >
          {t.common.delete}
        </button>
      </div>
    </article>
  );
}
