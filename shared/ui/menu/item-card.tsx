import type { ReactNode } from 'react';
import type { Lang } from '../../domain/i18n.ts';
import { imageSources } from '../../domain/images.ts';
import { Price } from './price.tsx';

export interface MenuItemCardProps {
  /** The item's id, kept on the card as data-item-id. */
  id: string;
  /** The dish's name in the menu's language, as the card's heading. */
  name: string;
  /** At most three lines are shown. */
  description?: string | null | undefined;
  /** The photo's URL; without one the card shows the name's first letter in the photo's box. */
  imageUrl?: string | null | undefined;
  /** The widths of the photo's renditions, for srcset (shared/domain/images.ts). */
  imageWidths?: readonly number[] | null | undefined;
  /** The price in baisa (with the chosen options' changes where there are any). */
  priceBaisa: number;
  /** The menu's language, for the price. */
  lang: Lang;
  soldOut?: boolean | undefined;
  /** Shown instead of the price when sold out ("Sold out"). */
  soldOutLabel: string;
  /** Badges and calories (ItemBadges), under the description. */
  facts?: ReactNode;
  /**
   * customer: the add button with its count, "Sold out" in place of the price. owner: the same dish
   * as menu management shows it, named by its heading, with the price even when sold out, the
   * notes under the name and the actions under the price instead of the add button.
   */
  variant?: 'customer' | 'owner';
  /** What only the owner sees under the name (missing translations, category, hidden); owner variant. */
  notes?: ReactNode;
  /** The add button's accessible name ("Add Karak tea"); customer variant. */
  addLabel?: string | undefined;
  /** How many of this item the cart holds (0 when none); customer variant. */
  qty?: number | undefined;
  /** True when add opens the item sheet (options to choose). */
  opensSheet?: boolean | undefined;
  onAdd?: (() => void) | undefined;
  /**
   * Opens the dish (the item sheet); customer variant. The name becomes a button whose tap area
   * covers the whole card (photo, name, description), under the add button.
   */
  onOpen?: (() => void) | undefined;
  /**
   * Server-rendered below the first screen: the photo's box is kept and the photo itself is left to
   * the element (or a <noscript> copy, with JavaScript off), so the page's first requests are the
   * banner and the first screen's photos. The element's first render over that page draws the same
   * box, and the photo in the task after.
   */
  deferImage?: boolean | undefined;
  /** The owner's buttons (edit, sold out, delete, each choice's sold out), under the price; owner variant. */
  actions?: ReactNode;
}

/**
 * One dish: photo with its box reserved (no layout shift), name, description, badges, price, and
 * the customer's add button or the owner's notes and actions. A list item: put it in a `ul.qm-grid`.
 */
export function MenuItemCard(props: MenuItemCardProps) {
  const { name, description, imageUrl, soldOut = false, qty = 0 } = props;
  // The widget's builds define QM_WIDGET, so a customer's phone downloads none of the owner's card.
  const owner = !import.meta.env.QM_WIDGET && props.variant === 'owner';
  // The owner's cards are named by their dish, so each is found by name in the grid.
  const nameId = owner ? `qm-item-heading-${props.id}` : undefined;
  const photo = imageUrl ? (
    <img
      className="qm-image"
      // Before the sources: a browser starts fetching an image the moment its src is set, so an
      // element created with src first fetches every photo of the menu, off screen or not.
      loading="lazy"
      decoding="async"
      {...imageSources(imageUrl, props.imageWidths ?? null, 'card')}
      alt=""
      width={400}
      height={300}
      // After the banner, the page's largest paint: a phone on a weak signal fetches it first.
      fetchPriority="low"
    />
  ) : null;
  return (
    <li
      className={soldOut ? 'qm-item qm-sold-out' : 'qm-item'}
      part="item"
      data-item-id={props.id}
      aria-labelledby={nameId}
    >
      {imageUrl && props.deferImage ? (
        <span className="qm-image qm-photo-placeholder">
          {/* The element's render over the server's keeps the box and drops the copy. */}
          {import.meta.env.SSR && <noscript>{photo}</noscript>}
        </span>
      ) : imageUrl ? (
        photo
      ) : (
        <div className="qm-image" aria-hidden="true">
          {Array.from(name)[0] ?? ''}
        </div>
      )}
      <div className="qm-card-body">
        <h3 id={nameId} dir="auto">
          {props.onOpen ? (
            <button type="button" className="qm-item-name" onClick={props.onOpen}>
              {name}
            </button>
          ) : (
            name
          )}
        </h3>
        {owner && props.notes}
        {description && (
          <p className="qm-description" dir="auto">
            {description}
          </p>
        )}
        {props.facts}
        <div className="qm-price-row">
          {soldOut && <span>{props.soldOutLabel}</span>}
          {(owner || !soldOut) && <Price baisa={props.priceBaisa} lang={props.lang} />}
          {owner ? null : (
            <button
              type="button"
              className="qm-add"
              aria-label={props.addLabel}
              aria-haspopup={props.opensSheet ? 'dialog' : undefined}
              disabled={soldOut}
              onClick={props.onAdd}
            >
              +
              {qty > 0 && (
                <span className="qm-count" aria-hidden="true">
                  {qty}
                </span>
              )}
            </button>
          )}
        </div>
        {owner && props.actions}
      </div>
    </li>
  );
}
