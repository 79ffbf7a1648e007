import { BADGES, type Badge } from '../../../../shared/domain/badges.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ItemDetails } from '../lib/item-form-schema.ts';
import './menu.css';
import { Field } from '../../../lib/ui/field.tsx';

export type { ItemDetails };

export interface ItemDetailsFieldsProps {
  value: ItemDetails;
  onChange: (value: ItemDetails) => void;
  caloriesError?: string | undefined;
}

/** Badges, calories, sold out and hidden: the item form's part for a dish's details. */
export function ItemDetailsFields({ value, onChange, caloriesError }: ItemDetailsFieldsProps) {
  const text = useI18n().t.options;
  const toggle = (badge: Badge, on: boolean) =>
    onChange({
      ...value,
      // Kept in the fixed order, so the card shows them the same way every time.
      badges: BADGES.filter((b) => (b === badge ? on : value.badges.includes(b))),
    });
  return (
    <>
      <fieldset className="menu-checks">
        <legend>{text.badges}</legend>
        {BADGES.map((badge) => (
          <label key={badge} className="menu-check">
            <input
              type="checkbox"
              checked={value.badges.includes(badge)}
              onChange={(event) => toggle(badge, event.target.checked)}
            />
            {text.badge[badge]}
          </label>
        ))}
      </fieldset>
      <Field variant="compact" label={text.calories}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={value.calories}
            aria-invalid={caloriesError ? true : undefined}
            onChange={(event) => onChange({ ...value, calories: event.target.value })}
          />
        )}
      </Field>
      <fieldset className="menu-checks">
        <legend>{text.availability}</legend>
        <label className="menu-check">
          <input
            type="checkbox"
            checked={value.soldOut}
            onChange={(event) => onChange({ ...value, soldOut: event.target.checked })}
          />
          {text.soldOutLong}
        </label>
        <label className="menu-check">
          <input
            type="checkbox"
            checked={value.hidden}
            onChange={(event) => onChange({ ...value, hidden: event.target.checked })}
          />
          {text.hiddenLong}
        </label>
      </fieldset>
    </>
  );
}
