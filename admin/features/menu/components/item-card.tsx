import { baisaFromNumber, formatPrice } from '../../../../shared/domain/money.ts';
import type { MenuItem } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** One click: marks the item sold out or available again. */
  onSoldOut?: ((item: MenuItem, soldOut: boolean) => void) | undefined;
  /** One click: marks one choice of the item's options sold out or available again. */
  onChoiceSoldOut?: ((choice: { id: string; name: string }, soldOut: boolean) => void) | undefined;
}

export function ItemCard({ item, onEdit, onDelete, onSoldOut, onChoiceSoldOut }: ItemCardProps) {
  const { lang, t } = useI18n();
  const text = t.options;
  const choices = item.option_groups.flatMap((group) => group.item_option_choices);
  return (
    <article
      className={`menu-card${item.sold_out ? ' menu-card--sold-out' : ''}`}
      aria-labelledby={`item-${item.id}-name`}
      data-item-id={item.id}
    >
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
        {item.hidden || item.sold_out || item.badges.length > 0 || item.calories !== null ? (
          <ul className="menu-card__flags" aria-label={text.details}>
            {item.hidden ? <li className="menu-tag menu-tag--warn">{text.hidden}</li> : null}
            {item.sold_out ? <li className="menu-tag menu-tag--warn">{text.soldOut}</li> : null}
            {item.badges.map((badge) => (
              <li key={badge} className="menu-tag">
                {text.badge[badge]}
              </li>
            ))}
            {item.calories !== null ? (
              <li className="menu-tag">{text.kcal(item.calories)}</li>
            ) : null}
          </ul>
        ) : null}
        {onChoiceSoldOut && choices.length > 0 ? (
          <div
            className="menu-card__choices"
            role="group"
            aria-label={text.choicesOfItem(item.name)}
          >
            {choices.map((choice) => {
              const name =
                (lang === 'ar' ? choice.name_ar : choice.name) || choice.name || choice.name_ar;
              return (
                <button
                  key={choice.id}
                  type="button"
                  className="menu-icon-button menu-toggle"
                  aria-pressed={choice.sold_out}
                  aria-label={text.markSoldOut(name)}
                  title={text.markSoldOut(name)}
                  onClick={() => onChoiceSoldOut({ id: choice.id, name }, !choice.sold_out)}
                >
                  {name}
                </button>
              );
            })}
          </div>
        ) : null}
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
        {onSoldOut ? (
          <button
            type="button"
            className="menu-button menu-toggle"
            aria-pressed={item.sold_out}
            aria-label={text.markSoldOut(item.name)}
            onClick={() => onSoldOut(item, !item.sold_out)}
          >
            {text.soldOut}
          </button>
        ) : null}
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
