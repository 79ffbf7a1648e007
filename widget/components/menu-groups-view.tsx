import type { Lang } from '../../shared/domain/i18n.ts';
import { MenuState } from '../../shared/ui/menu/menu-state.tsx';
import { MENU_TEXTS } from '../i18n.ts';
import type { MenuGroup } from '../menu-groups.ts';
import type { MenuItem } from '../menu-types.ts';
import { ItemCard, type ItemCardProps } from './item-card.tsx';

export interface MenuGroupsViewProps {
  groups: MenuGroup[];
  /** Quantity in the cart per item id. */
  qtyById: ReadonlyMap<string, number>;
  lang: Lang;
  onAdd: (item: MenuItem) => void;
  /** Opens the item sheet (photo, options). */
  onOpen?: ((item: MenuItem) => void) | undefined;
  Facts?: ItemCardProps['Facts'];
}

/** Each group as a titled two-column grid; the shared empty state when there is nothing to show. */
export function MenuGroupsView(props: MenuGroupsViewProps) {
  const { groups, qtyById, lang, onAdd, onOpen, Facts } = props;
  if (groups.every((group) => group.items.length === 0)) {
    const t = MENU_TEXTS[lang];
    return <MenuState kind="empty" title={groups.length === 1 ? t.noItemsInCategory : t.noItems} />;
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className="qm-g" aria-labelledby={`qm-g-${group.id}`}>
          <h2 id={`qm-g-${group.id}`} dir="auto">
            {group.name}
          </h2>
          <ul className="qm-gr">
            {group.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                qty={qtyById.get(item.id) ?? 0}
                lang={lang}
                onAdd={onAdd}
                onOpen={onOpen}
                Facts={Facts}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
