import type { ReactNode } from 'react';
import type { Lang } from '../../domain/i18n.ts';
import { imageSources } from '../../domain/images.ts';
import { Price } from './price.tsx';

export interface MenuItemCardProps {
  /** The item's id, kept on the card as data-item-id. */
  id: string;
  name: string;
  description?: string | null | undefined;
  /** The photo's URL; without one the card shows the name's first letter in the photo's box. */
  imageUrl?: string | null | undefined;
  /** The widths of the photo's renditions, for srcset (shared/domain/images.ts). */
  imageWidths?: readonly number[] | null | undefined;
  priceBaisa: number;
  lang: Lang;
  soldOut?: boolean | undefined;
  /** Shown instead of the price when sold out ("Sold out"). */
  soldOutLabel: string;
  /** Badges and calories (ItemBadges), under the description. */
  facts?: ReactNode;
  /**
   * customer: the add button with its count. owner: what the owner sees in the preview and menu
   * management, the actions slot instead of the add button.
   */
  variant?: 'customer' | 'owner';
  /** The add button's accessible name ("Add Karak tea"); customer variant. */
  addLabel?: string | undefined;
  /** How many of this item the cart holds (0 when none); customer variant. */
  qty?: number | undefined;
  /** True when add opens the item sheet (options to choose). */
  opensSheet?: boolean | undefined;
  onAdd?: (() => void) | undefined;
  /**
   * Server-rendered below the first screen: the photo's box is kept and the photo itself is left to
   * the element, which renders it once it takes the page over (or a <noscript> copy, with
   * JavaScript off), so the page's first requests are the banner and the first screen's photos.
   */
  deferImage?: boolean | undefined;
  /** The owner's buttons (edit, delete…); owner variant. */
  actions?: ReactNode;
}

/** One dish: photo with its box reserved (no layout shift), name, description, price, add button. */
export function MenuItemCard(props: MenuItemCardProps) {
  const { name, description, imageUrl, soldOut = false, variant = 'customer', qty = 0 } = props;
  const photo = imageUrl ? (
    <img
      className="qm-im"
      {...imageSources(imageUrl, props.imageWidths ?? null, 'card')}
      alt=""
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      // After the banner, the page's largest paint: a phone on a weak signal fetches it first.
      fetchPriority="low"
    />
  ) : null;
  return (
    <li className={soldOut ? 'qm-i qm-out' : 'qm-i'} data-item-id={props.id}>
      {imageUrl && props.deferImage ? (
        <>
          <span className="qm-im qm-ph" aria-hidden="true" />
          <noscript>{photo}</noscript>
        </>
      ) : imageUrl ? (
        photo
      ) : (
        <div className="qm-im" aria-hidden="true">
          {Array.from(name)[0] ?? ''}
        </div>
      )}
      <div className="qm-bd">
        <h3 dir="auto">{name}</h3>
        {description && (
          <p className="qm-d" dir="auto">
            {description}
          </p>
        )}
        {props.facts}
        <div className="qm-rw">
          {soldOut ? (
            <span>{props.soldOutLabel}</span>
          ) : (
            <Price baisa={props.priceBaisa} lang={props.lang} />
          )}
          {variant === 'owner' ? (
            props.actions
          ) : (
            <button
              type="button"
              className="qm-ad"
              aria-label={props.addLabel}
              aria-haspopup={props.opensSheet ? 'dialog' : undefined}
              disabled={soldOut}
              onClick={props.onAdd}
            >
              +
              {qty > 0 && (
                <span className="qm-n" aria-hidden="true">
                  {qty}
                </span>
              )}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
