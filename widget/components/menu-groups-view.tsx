import type { Lang } from '../../shared/domain/i18n.ts';
import { MenuState } from '../../shared/ui/menu/menu-state.tsx';
import { MENU_TEXTS } from '../i18n.ts';
import { firstItems, type MenuGroup } from '../menu-groups.ts';
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
  /** Rendered on the server for the hosted page: how much of the menu its HTML carries. */
  firstScreen?: FirstScreen | undefined;
}

/**
 * What the server-rendered page's HTML carries: the first `items` dishes, of which the first
 * `photos` (what a phone shows under the banner) with their photos; the element renders the rest
 * once it takes the page over, so a long menu's page stays small and its first requests are the
 * banner and those photos.
 */
export interface FirstScreen {
  items: number;
  photos: number;
}

// The server-rendered page of a long menu with JavaScript off (firstScreen's cut).
const REST_NEEDS_SCRIPT: Record<Lang, string> = {
  en: 'Turn on JavaScript to see the rest of the menu.',
  ar: 'فعّل JavaScript لعرض بقية القائمة.',
};

/** Each group as a titled two-column grid; the shared empty state when there is nothing to show. */
export function MenuGroupsView(props: MenuGroupsViewProps) {
  const { groups, qtyById, lang, onAdd, onOpen, Facts, firstScreen } = props;
  const t = MENU_TEXTS[lang];
  if (groups.every((group) => group.items.length === 0)) {
    return <MenuState kind="empty" title={groups.length === 1 ? t.noItemsInCategory : t.noItems} />;
  }
  const { groups: rendered, cut } = firstScreen
    ? firstItems(groups, firstScreen.items)
    : { groups, cut: false };
  let shown = 0;
  return (
    <>
      {rendered.map((group) => (
        <section
          key={group.id}
          className="qm-group"
          aria-labelledby={`qm-group-heading-${group.id}`}
        >
          <h2 id={`qm-group-heading-${group.id}`} dir="auto">
            {group.name}
          </h2>
          <ul className="qm-grid">
            {group.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                qty={qtyById.get(item.id) ?? 0}
                lang={lang}
                onAdd={onAdd}
                onOpen={onOpen}
                Facts={Facts}
                deferImage={firstScreen !== undefined && shown++ >= firstScreen.photos}
              />
            ))}
          </ul>
        </section>
      ))}
      {/* Only the server's page can be read with scripts off; the element never needs this. */}
      {import.meta.env.SSR && cut ? (
        <noscript>
          <p className="qm-empty">{REST_NEEDS_SCRIPT[lang]}</p>
        </noscript>
      ) : null}
    </>
  );
}
