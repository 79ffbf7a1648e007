import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { formatPrice } from '../../../../shared/domain/money.ts';
import { muscatLocal } from '../../../../shared/domain/offers.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { BusinessMenuItem } from '../lib/types.ts';
import './superadmin.css';

export interface BusinessMenuListProps {
  items: BusinessMenuItem[];
  /** The business's primary language, shown where a text is missing in the admin's. */
  primary?: Lang;
}

/**
 * One business's menu as the superadmin reviews it: image, name (marked when hidden or sold out),
 * category, price and offer.
 */
export function BusinessMenuList({ items, primary = 'en' }: BusinessMenuListProps) {
  const { lang, t } = useI18n();
  if (items.length === 0) return <p className="sa-empty">{t.superadmin.noMenuItems}</p>;
  return (
    <ul className="sa-menu-list" aria-label={t.superadmin.itemsLabel}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`sa-menu-item${item.hidden ? ' sa-menu-item--hidden' : ''}`}
          data-item-id={item.id}
        >
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="sa-menu-item__noimg" aria-hidden="true" />
          )}
          <div className="sa-menu-item__text">
            <h3 className="sa-menu-item__name">
              {pickText(item.name, item.nameAr, lang, primary)}
              {item.hidden && (
                <span className="sa-badge" data-mark="hidden">
                  {t.superadmin.hiddenItem}
                </span>
              )}
              {item.soldOut && (
                <span className="sa-badge sa-badge--sold-out" data-mark="sold-out">
                  {item.soldOutUntil
                    ? t.superadmin.soldOutUntil(muscatLocal(item.soldOutUntil).replace('T', ' '))
                    : t.superadmin.soldOutItem}
                </span>
              )}
            </h3>
            <p className="ui-muted">
              {item.categoryName === null
                ? t.common.uncategorized
                : pickText(item.categoryName, item.categoryNameAr, lang, primary)}
            </p>
            {(item.description || item.descriptionAr) && (
              <p>{pickText(item.description, item.descriptionAr, lang, primary)}</p>
            )}
          </div>
          <p className="sa-menu-item__price">
            {Number.isFinite(item.priceBaisa) ? (
              formatPrice(item.priceBaisa, lang)
            ) : (
              <span className="ui-field__error">{t.superadmin.badPrice}</span>
            )}
            {item.offer && (
              <span className="sa-menu-item__offer">
                {t.superadmin.offer(
                  formatPrice(item.offer.priceBaisa, lang),
                  muscatLocal(item.offer.starts).replace('T', ' '),
                  muscatLocal(item.offer.ends).replace('T', ' '),
                )}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
