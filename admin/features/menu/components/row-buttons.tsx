import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';

export interface RowButtonsProps {
  /** The row's name, read in each button's label ("Move Group 1 up"). */
  label: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, down and remove for one row of the option editor. */
export function RowButtons({ label, first, last, onMove, onRemove }: RowButtonsProps) {
  const text = useI18n().t.options;
  return (
    <span className="menu-row-buttons">
      <Button
        variant="secondary"
        icon
        aria-label={text.up(label)}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <Icon name="up" />
      </Button>
      <Button
        variant="secondary"
        icon
        aria-label={text.down(label)}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <Icon name="down" />
      </Button>
      <Button variant="danger" icon aria-label={text.remove(label)} onClick={onRemove}>
        <Icon name="remove" />
      </Button>
    </span>
  );
}
