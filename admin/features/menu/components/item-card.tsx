import { baisaFromNumber, formatPrice } from '../../../../shared/domain/money.ts';
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
}

export function ItemCard({
  item,
  languages = ['en'],
  primary = 'en',
  onEdit,
  onDelete,
}: ItemCardProps) {
  const { lang, t } = useI18n();
  const name = pickText(item.name, item.name_ar, lang, primary);
  const description = pickText(item.description, item.description_ar, lang, primary);
  const category =
    item.category_name === null
      ? t.common.uncategorized
      : pickText(item.category_name, item.category_name_ar, lang, primary);
  // Only a text that exists in some language can be missing in another.
  const missing = missingLanguages({ en: item.name, ar: item.name_ar }, languages);
  return (
    <article className="menu-card" aria-labelledby={`item-${item.id}-name`} data-item-id={item.id}>
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
        <p className="menu-card__price">{formatPrice(baisaFromNumber(item.price), lang)}</p>
      </div>
      <div className="menu-card__actions">
        <button
          type="button"
          className="menu-button"
          aria-label={t.menu.editItem(name)}
          onClick={() => onEdit(item)}
        >
          {t.common.edit}
        </button>
        <button
          type="button"
          className="menu-button menu-button--danger"
          aria-label={t.menu.deleteItem(name)}
          onClick={() => onDelete(item)}
        >
          {t.common.delete}
        </button>
      </div>
    </article>
  );
}
