import { formatOmr } from '../../../../shared/domain/money.ts';
import type { BusinessMenuItem } from '../types.ts';
import './superadmin.css';
import { UNCATEGORIZED_LABEL } from '../../../../shared/domain/uncategorized.ts';

export interface BusinessMenuListProps {
  items: BusinessMenuItem[];
}

/** One business's menu as the superadmin reviews it: image, name, category, price. */
export function BusinessMenuList({ items }: BusinessMenuListProps) {
  if (items.length === 0) return <p className="sa-empty">This business has no menu items yet.</p>;
  return (
    <ul className="sa-menu-list" aria-label="Menu items">
      {items.map((item) => (
        <li key={item.id} className="sa-menu-item" data-item-id={item.id}>
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="sa-menu-item__noimg" aria-hidden="true" />
          )}
          <div className="sa-menu-item__text">
            <h3>{item.name}</h3>
            <p className="sa-muted">{item.categoryName ?? UNCATEGORIZED_LABEL}</p>
            {item.description && <p>{item.description}</p>}
          </div>
          <p className="sa-menu-item__price">{formatOmr(item.priceBaisa)}</p>
        </li>
      ))}
    </ul>
  );
}
