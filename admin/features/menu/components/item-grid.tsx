import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { MenuItem } from '../api/types.ts';
import { ItemCard, type ItemCardProps } from './item-card.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemGridProps {
  items: readonly MenuItem[];
  languages?: readonly Lang[];
  primary?: Lang;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  onSoldOut?: ItemCardProps['onSoldOut'];
  onChoiceSoldOut?: ItemCardProps['onChoiceSoldOut'];
}

export function ItemGrid({
  items,
  languages = ['en'],
  primary = 'en',
  onEdit,
  onDelete,
  onSoldOut,
  onChoiceSoldOut,
}: ItemGridProps) {
  const { t } = useI18n();
  return (
    <ul className="menu-grid" aria-label={t.menu.pagerLabel}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            languages={languages}
            primary={primary}
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
