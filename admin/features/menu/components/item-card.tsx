import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import { Price } from '../../../../shared/ui/menu/price.tsx';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { MissingMark, missingLanguages } from '../../../lib/i18n/bilingual-field.tsx';
import type { MenuItem } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemCardProps {
  item: MenuItem;
  /** The menu's languages, primary first: texts missing in one of them are marked. */
  languages?: readonly Lang[];
  primary?: Lang;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** One click: marks the item sold out or available again. */
  onSoldOut?: ((item: MenuItem, soldOut: boolean) => void) | undefined;
  /** One click: marks one choice of the item's options sold out or available again. */
  onChoiceSoldOut?: ((choice: { id: string; name: string }, soldOut: boolean) => void) | undefined;
}

export function ItemCard({
  item,
  languages = ['en'],
  primary = 'en',
  onEdit,
  onDelete,
  onSoldOut,
  onChoiceSoldOut,
}: ItemCardProps) {
  const { lang, t } = useI18n();
  const text = t.options;
  const choices = item.option_groups.flatMap((group) => group.item_option_choices);
  const name = pickText(item.name, item.name_ar, lang, primary);
  const description = pickText(item.description, item.description_ar, lang, primary);
  const category =
    item.category_name === null
      ? t.common.uncategorized
      : pickText(item.category_name, item.category_name_ar, lang, primary);
  // Only a text that exists in some language can be missing in another.
  const missing = missingLanguages({ en: item.name, ar: item.name_ar }, languages);
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
          alt={name}
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
          {name}
        </h3>
        {missing.length < languages.length && missing.length > 0 && (
          <p className="menu-card__missing">
            {missing.map((language) => (
              <MissingMark key={language} lang={language} />
            ))}
          </p>
        )}
        <p className="menu-card__category">{category}</p>
        {description ? <p className="menu-card__description">{description}</p> : null}
        <p className="menu-card__price">
          <Price baisa={baisaFromNumber(item.price)} lang={lang} />
        </p>
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
          <div className="menu-card__choices" role="group" aria-label={text.choicesOfItem(name)}>
            {choices.map((choice) => {
              const choiceName = pickText(choice.name, choice.name_ar, lang, primary);
              return (
                <button
                  key={choice.id}
                  type="button"
                  className="ui-button ui-button--secondary ui-button--icon menu-toggle"
                  aria-pressed={choice.sold_out}
                  aria-label={text.markSoldOut(choiceName)}
                  title={text.markSoldOut(choiceName)}
                  onClick={() =>
                    onChoiceSoldOut({ id: choice.id, name: choiceName }, !choice.sold_out)
                  }
                >
                  {choiceName}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
      <div className="menu-card__actions">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          aria-label={t.menu.editItem(name)}
          onClick={() => onEdit(item)}
        >
          {t.common.edit}
        </button>
        {onSoldOut ? (
          <button
            type="button"
            className="ui-button ui-button--secondary menu-toggle"
            aria-pressed={item.sold_out}
            aria-label={text.markSoldOut(name)}
            onClick={() => onSoldOut(item, !item.sold_out)}
          >
            {text.soldOut}
          </button>
        ) : null}
        <button
          type="button"
          className="ui-button ui-button--danger"
          aria-label={t.menu.deleteItem(name)}
          onClick={() => onDelete(item)}
        >
          {t.common.delete}
        </button>
      </div>
    </article>
  );
}
