import { baisaFromNumber, formatOmr } from '../../../../shared/domain/money.ts';
import type { MenuItem } from '../api/types.ts';
import './menu.css';
import { UNCATEGORIZED_LABEL } from '../../../../shared/domain/uncategorized.ts';

export interface ItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

export function ItemCard({ item, onEdit, onDelete }: ItemCardProps) {
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
          No image
        </div>
      )}
      <div className="menu-card__body">
        <h3 className="menu-card__name" id={`item-${item.id}-name`}>
          {item.name}
        </h3>
        <p className="menu-card__category">{item.category_name ?? UNCATEGORIZED_LABEL}</p>
        {item.description ? <p className="menu-card__description">{item.description}</p> : null}
        <p className="menu-card__price">{formatOmr(baisaFromNumber(item.price))}</p>
      </div>
      <div className="menu-card__actions">
        <button
          type="button"
          className="menu-button"
          aria-label={`Edit ${item.name}`}
          onClick={() => onEdit(item)}
        >
          Edit
        </button>
        <button
          type="button"
          className="menu-button menu-button--danger"
          aria-label={`Delete ${item.name}`}
          onClick={() => onDelete(item)}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
