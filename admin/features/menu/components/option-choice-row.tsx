import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ItemFormValues } from '../lib/item-form-schema.ts';
import { OptionNameInputs } from './option-name-inputs.tsx';
import { RowButtons } from './row-buttons.tsx';
import './menu.css';

export interface OptionChoiceRowProps {
  /** The choice's place in the form's values. */
  path: `groups.${number}.choices.${number}`;
  /** "Group 1 choice 2": read in every input's label. */
  label: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One choice of an option group: names, price change, sold out, and its row buttons. */
export function OptionChoiceRow({
  path,
  label,
  first,
  last,
  onMove,
  onRemove,
}: OptionChoiceRowProps) {
  const text = useI18n().t.options;
  const { register } = useFormContext<ItemFormValues>();
  return (
    <li className="menu-option-row">
      <OptionNameInputs
        path={path}
        label={label}
        captions={[text.choiceName, text.choiceNameAr]}
        kind="cell"
      />
      <label className="menu-option-cell menu-option-cell--price">
        <span className="menu-option-cell__label">{text.choicePrice}</span>
        <input
          aria-label={text.priceOf(label)}
          placeholder="+0.000"
          inputMode="decimal"
          dir="ltr"
          {...register(`${path}.price`)}
        />
      </label>
      <label className="menu-check menu-option-cell--sold-out">
        <input
          type="checkbox"
          aria-label={text.soldOutOf(label)}
          {...register(`${path}.soldOut`)}
        />
        <span className="menu-option-cell__label">{text.soldOut}</span>
      </label>
      <RowButtons label={label} first={first} last={last} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
