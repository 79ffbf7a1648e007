import * as Radix from '@radix-ui/react-dialog';
import { Button } from '../../../lib/ui/button.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import { Dialog, DialogActions } from '../../../lib/ui/dialog.tsx';
import { useId, useState } from 'react';
import { NO_CATEGORY, type OrderedItem } from '../api/get-category-items.ts';
import type { Category } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';
import { Field } from '../../../lib/ui/field.tsx';

export interface ItemOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  /** A category id, or NO_CATEGORY. */
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
  /** null while loading. */
  items: readonly OrderedItem[] | null;
  /** Moves the item at index by steps places (negative: up). */
  onMove: (index: number, steps: number) => void;
  busy?: boolean;
}

/** The owner's order of one category's items: move up/down by keyboard, drag with a pointer. */
export function ItemOrderDialog(props: ItemOrderDialogProps) {
  const { items, busy = false, onMove } = props;
  const id = useId();
  const { t } = useI18n();
  const text = t.options;
  const [dragging, setDragging] = useState<number | null>(null);

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={text.arrange}
      describedBy={`${id}-hint`}
    >
      <p id={`${id}-hint`} className="ui-muted">
        {text.arrangeHint}
      </p>
      <Field variant="compact" label={t.menu.category}>
        {(control) => (
          <select
            {...control}
            value={props.categoryId}
            onChange={(event) => props.onCategoryChange(event.target.value)}
          >
            {props.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            <option value={NO_CATEGORY}>{t.common.uncategorized}</option>
          </select>
        )}
      </Field>
      {items === null ? (
        <p className="ui-muted">{text.loading}</p>
      ) : items.length === 0 ? (
        <p className="ui-muted">{text.noItemsInCategory}</p>
      ) : (
        <ol className="menu-order-list" aria-label={text.itemOrder} aria-busy={busy}>
          {items.map((item, index) => (
            <li
              key={item.id}
              className="menu-order-item"
              // Not disabled while a move saves: a disabled button would drop the keyboard focus.
              draggable={!busy}
              data-dragging={dragging === index}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null && dragging !== index) onMove(dragging, index - dragging);
                setDragging(null);
              }}
            >
              <span>{item.name}</span>
              <Button
                variant="secondary"
                icon
                aria-label={t.menu.moveUp(item.name)}
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              >
                <Icon name="up" />
              </Button>
              <Button
                variant="secondary"
                icon
                aria-label={t.menu.moveDown(item.name)}
                disabled={index === items.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <Icon name="down" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <DialogActions>
        <Radix.Close asChild>
          <Button>{text.done}</Button>
        </Radix.Close>
      </DialogActions>
    </Dialog>
  );
}
