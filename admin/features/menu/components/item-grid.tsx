import type { MenuItem } from '../api/types.ts';
import { ItemCard, type ItemCardProps } from './item-card.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemGridProps {
  items: readonly MenuItem[];
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  onSoldOut?: ItemCardProps['onSoldOut'];
  onChoiceSoldOut?: ItemCardProps['onChoiceSoldOut'];
}

export function ItemGrid({ items, onEdit, onDelete, onSoldOut, onChoiceSoldOut }: ItemGridProps) {
  const { t } = useI18n();
  return (
    <ul className="menu-grid" aria-label={t.menu.pagerLabel}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            onEdit={onEdit}
            onDelete={onDelete}
            onSoldOut={onSoldOut}
            onChoiceSoldOut={onChoiceSoldOut}
          />
        </li>
      ))}
    </ul>
  );
}
