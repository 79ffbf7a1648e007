import type { Lang } from '../../../../shared/domain/i18n.ts';
import { MenuFrame } from '../../../../shared/ui/menu/menu-frame.tsx';
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

/**
 * The owner's items as the customer menu's grid: the widget's stylesheet (MenuFrame, as the
 * customer preview uses) on the customer's cards, in the admin app's language.
 */
export function ItemGrid({
  items,
  languages = ['en'],
  primary = 'en',
  onEdit,
  onDelete,
  onSoldOut,
  onChoiceSoldOut,
}: ItemGridProps) {
  const { lang, t } = useI18n();
  return (
    <div className="menu-items">
      <MenuFrame lang={lang}>
        <ul className="qm-grid menu-grid" aria-label={t.menu.pagerLabel}>
          {items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              languages={languages}
              primary={primary}
              onEdit={onEdit}
              onDelete={onDelete}
              onSoldOut={onSoldOut}
              onChoiceSoldOut={onChoiceSoldOut}
            />
          ))}
        </ul>
      </MenuFrame>
    </div>
  );
}
