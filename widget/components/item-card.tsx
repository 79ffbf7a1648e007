import type { Lang } from '../../shared/domain/i18n.ts';
import { MenuItemCard } from '../../shared/ui/menu/item-card.tsx';
import type { MenuItem } from '../menu-types.ts';
import { hasOptions, itemBaisa } from '../cart-items.ts';
import { MENU_TEXTS } from '../i18n.ts';
import type { ItemFacts } from './item-facts.tsx';

export interface ItemCardProps {
  item: MenuItem;
  /** How many of this item the cart holds (0 when none). */
  qty: number;
  lang: Lang;
  onAdd: (item: MenuItem) => void;
  /** Opens the item sheet: the card itself, and the add button of an item with options. */
  onOpen?: ((item: MenuItem) => void) | undefined;
  /** Badges, calories and an offer, once the sheet's chunk that draws them has arrived. */
  Facts?: typeof ItemFacts | undefined;
  /** Server-rendered below the first screen: the photo comes with the element (MenuItemCard). */
  deferImage?: boolean | undefined;
}

/** The widget's card: shared/ui's MenuItemCard (customer variant) fed from a public_menu item. */
export function ItemCard({ item, qty, lang, onAdd, onOpen, Facts, deferImage }: ItemCardProps) {
  const t = MENU_TEXTS[lang];
  const sheet = onOpen !== undefined && hasOptions(item);
  return (
    <MenuItemCard
      id={item.id}
      name={item.name}
      description={item.description}
      imageUrl={item.image_url}
      imageWidths={item.image_widths}
      deferImage={deferImage}
      priceBaisa={itemBaisa(item)}
      lang={lang}
      soldOut={item.sold_out === true}
      soldOutLabel={item.closed ?? t.soldOut}
      facts={Facts ? <Facts item={item} lang={lang} /> : null}
      addLabel={t.add(item.name)}
      qty={qty}
      opensSheet={sheet}
      onAdd={() => (sheet ? onOpen(item) : onAdd(item))}
      onOpen={onOpen && (() => onOpen(item))}
    />
  );
}
