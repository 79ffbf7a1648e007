import { useState } from 'react';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { MenuItem } from '../api/types.ts';
import type { ItemCardProps } from './item-card.tsx';
import { SoldOutChoice } from './sold-out-choice.tsx';
import './menu.css';

export interface ItemCardActionsProps extends Pick<
  ItemCardProps,
  'onEdit' | 'onDelete' | 'onSoldOut' | 'onChoiceSoldOut'
> {
  item: MenuItem;
  /** The item's name as shown, read in the buttons' labels. */
  name: string;
  /** Sold out as customers see it now. */
  soldOut: boolean;
  primary: Lang;
}

/** What only the owner has on a card: each choice's sold-out toggle, Edit, Sold out, Delete. */
export function ItemCardActions({
  item,
  name,
  soldOut,
  primary,
  onEdit,
  onDelete,
  onSoldOut,
  onChoiceSoldOut,
}: ItemCardActionsProps) {
  const { lang, t } = useI18n();
  const text = t.options;
  const [asking, setAsking] = useState(false);
  const choices = item.option_groups.flatMap((group) => group.item_option_choices);
  return (
    <div className="menu-card__owner">
      {onChoiceSoldOut && choices.length > 0 ? (
        <div className="menu-card__choices" role="group" aria-label={text.choicesOfItem(name)}>
          {choices.map((choice) => {
            const choiceName = pickText(choice.name, choice.name_ar, lang, primary);
            return (
              <Button
                key={choice.id}
                variant="secondary"
                icon
                className="menu-toggle"
                aria-pressed={choice.sold_out}
                aria-label={text.markSoldOut(choiceName)}
                title={text.markSoldOut(choiceName)}
                onClick={() =>
                  onChoiceSoldOut({ id: choice.id, name: choiceName }, !choice.sold_out)
                }
              >
                {choiceName}
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="menu-card__actions">
        <Button variant="secondary" aria-label={t.menu.editItem(name)} onClick={() => onEdit(item)}>
          {t.common.edit}
        </Button>
        {onSoldOut ? (
          <Button
            variant="secondary"
            className="menu-toggle"
            aria-pressed={soldOut}
            aria-label={text.markSoldOut(name)}
            // Marking it asks for how long; making it available again does not.
            onClick={() => (soldOut ? onSoldOut(item, false) : setAsking(true))}
          >
            {text.soldOut}
          </Button>
        ) : null}
        {onSoldOut ? (
          <SoldOutChoice
            name={asking ? name : null}
            onCancel={() => setAsking(false)}
            onChoose={(untilNextOpening) => {
              setAsking(false);
              onSoldOut(item, true, untilNextOpening);
            }}
          />
        ) : null}
        <Button
          variant="danger"
          aria-label={t.menu.deleteItem(name)}
          onClick={() => onDelete(item)}
        >
          {t.common.delete}
        </Button>
      </div>
    </div>
  );
}
