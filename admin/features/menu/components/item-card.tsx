import {
  dayAndTime,
  readWindows,
  soldOutAt,
  windowsText,
} from '../../../../shared/domain/availability.ts';
import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import { offerRunning } from '../../../../shared/domain/offers.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { ItemBadges } from '../../../../shared/ui/menu/item-badges.tsx';
import { OfferNote } from '../../../../shared/ui/menu/offer-note.tsx';
import { MenuItemCard } from '../../../../shared/ui/menu/item-card.tsx';
import { MissingMark, missingLanguages } from '../../../lib/i18n/bilingual-field.tsx';
import type { MenuItem } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ItemCardActions } from './item-card-actions.tsx';
import './menu.css';

export interface ItemCardProps {
  item: MenuItem;
  /** The menu's languages, primary first: texts missing in one of them are marked. */
  languages?: readonly Lang[];
  primary?: Lang;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** Marks the item sold out (until changed, or until the next opening) or available again. */
  onSoldOut?: ((item: MenuItem, soldOut: boolean, untilNextOpening?: boolean) => void) | undefined;
  /** The clock the "sold out until" is read against (stories fix it); now otherwise. */
  now?: Date | undefined;
  /** One click: marks one choice of the item's options sold out or available again. */
  onChoiceSoldOut?: ((choice: { id: string; name: string }, soldOut: boolean) => void) | undefined;
}

/**
 * One dish in menu management: the customer's card (shared/ui's MenuItemCard, owner variant), so
 * the owner sees it as customers will, with what only the owner needs added: missing translations,
 * the category, hidden, and the Edit, Sold out and Delete buttons and each choice's sold-out toggle.
 * A list item: ItemGrid puts it in the customer menu's frame and grid (the qm- stylesheet).
 */
export function ItemCard({
  item,
  languages = ['en'],
  primary = 'en',
  onEdit,
  onDelete,
  onSoldOut,
  onChoiceSoldOut,
  now = new Date(),
}: ItemCardProps) {
  const { lang, t } = useI18n();
  // As the customer sees it now: the offer's price with the usual one struck through.
  const offerOn = offerRunning(item, Date.now());
  const text = t.options;
  // A "sold out until the next opening" that has passed is available again, as customers see it.
  const soldOut = soldOutAt(item.sold_out, item.sold_out_until, now);
  const until = soldOut && item.sold_out_until ? new Date(item.sold_out_until) : null;
  const windows = readWindows(item.available_windows) ?? readWindows(item.category_windows);
  const name = pickText(item.name, item.name_ar, lang, primary);
  const description = pickText(item.description, item.description_ar, lang, primary);
  const category =
    item.category_name === null
      ? t.common.uncategorized
      : pickText(item.category_name, item.category_name_ar, lang, primary);
  // Only a text that exists in some language can be missing in another.
  const missing = missingLanguages({ en: item.name, ar: item.name_ar }, languages);
  const marked = missing.length > 0 && missing.length < languages.length;
  return (
    <MenuItemCard
      variant="owner"
      id={item.id}
      name={name}
      description={description || null}
      imageUrl={item.image_url}
      imageWidths={item.image_widths}
      priceBaisa={
        offerOn ? baisaFromNumber(item.offer_price ?? item.price) : baisaFromNumber(item.price)
      }
      lang={lang}
      soldOut={soldOut}
      soldOutLabel={until ? t.clock.soldOutUntil(dayAndTime(until, t.clock.days)) : text.soldOut}
      notes={
        <>
          <p className="menu-card__category">{category}</p>
          {windows ? (
            <p className="menu-card__category" data-windows>
              {t.clock.servedAt(windowsText(windows, t.clock.days))}
            </p>
          ) : null}
          {marked || item.hidden ? (
            <p className="menu-card__flags">
              {marked
                ? missing.map((language) => <MissingMark key={language} lang={language} />)
                : null}
              {item.hidden ? <span className="menu-tag menu-tag--warn">{text.hidden}</span> : null}
            </p>
          ) : null}
        </>
      }
      facts={
        <>
          <ItemBadges
            badges={item.badges}
            labels={text.badge}
            calories={item.calories === null ? null : text.kcal(item.calories)}
          />
          {offerOn ? (
            <OfferNote
              label={t.menu.offerBadge}
              wasBaisa={baisaFromNumber(item.price)}
              lang={lang}
            />
          ) : null}
        </>
      }
      actions={
        <ItemCardActions
          item={item}
          name={name}
          soldOut={soldOut}
          primary={primary}
          onEdit={onEdit}
          onDelete={onDelete}
          onSoldOut={onSoldOut}
          onChoiceSoldOut={onChoiceSoldOut}
        />
      }
    />
  );
}
