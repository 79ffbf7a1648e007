import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { ItemFormValues } from '../lib/item-form-schema.ts';
import { emptyChoice, setRequired } from '../lib/option-drafts.ts';
import { OptionChoiceRow } from './option-choice-row.tsx';
import { OptionNameInputs } from './option-name-inputs.tsx';
import { RowButtons } from './row-buttons.tsx';
import './menu.css';

export interface OptionGroupEditorProps {
  /** The group's place in the form's `groups`. */
  index: number;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One option group: its names, required and min/max, then its choices. */
export function OptionGroupEditor({ index, last, onMove, onRemove }: OptionGroupEditorProps) {
  const text = useI18n().t.options;
  const { control, register, getValues, setValue } = useFormContext<ItemFormValues>();
  const path = `groups.${index}` as const;
  const required = useWatch({ control, name: `${path}.required` });
  const choices = useFieldArray({ control, name: `${path}.choices`, keyName: 'fieldKey' });
  const label = text.group(index + 1);
  return (
    <section className="menu-option-group" aria-label={label}>
      <div className="menu-option-group__head">
        <h4>{label}</h4>
        <RowButtons
          label={label}
          first={index === 0}
          last={last}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {/* The group's settings: one row of a table on a wide form, a stack on a phone. */}
      <div className="menu-option-group__fields">
        <OptionNameInputs
          path={path}
          label={label}
          captions={[text.groupName, text.groupNameAr]}
          kind="field"
        />
        <label className="menu-check menu-option-field--required">
          <input
            type="checkbox"
            aria-label={text.requiredOf(label)}
            {...register(`${path}.required`, {
              // Keeps min consistent with the database rule (required = min >= 1).
              onChange: (event: { target: { checked: boolean } }) =>
                setValue(`${path}.min`, setRequired(getValues(path), event.target.checked).min),
            })}
          />
          {text.required}
        </label>
        {required ? (
          <label className="menu-option-field menu-option-field--count">
            {text.min}
            <input
              aria-label={text.minimumOf(label)}
              inputMode="numeric"
              {...register(`${path}.min`)}
            />
          </label>
        ) : null}
        <label className="menu-option-field menu-option-field--count">
          {text.max}
          <input
            aria-label={text.maximumOf(label)}
            inputMode="numeric"
            {...register(`${path}.max`)}
          />
        </label>
      </div>
      {/* The choices: a table with one header row on a wide form; on a phone each choice is a
          small card whose fields carry their own labels. */}
      <div className="menu-option-table">
        {choices.fields.length > 0 ? (
          <div className="menu-option-row menu-option-row--head" aria-hidden="true">
            <span>{text.choiceName}</span>
            <span>{text.choiceNameAr}</span>
            <span>{text.choicePrice}</span>
            <span>{text.soldOut}</span>
            <span />
          </div>
        ) : null}
        <ol className="menu-option-choices" aria-label={text.choicesOf(label)}>
          {choices.fields.map((choice, choiceIndex) => (
            <OptionChoiceRow
              key={choice.fieldKey}
              path={`${path}.choices.${choiceIndex}`}
              label={text.choice(label, choiceIndex + 1)}
              first={choiceIndex === 0}
              last={choiceIndex === choices.fields.length - 1}
              onMove={(delta) => choices.move(choiceIndex, choiceIndex + delta)}
              onRemove={() => choices.remove(choiceIndex)}
            />
          ))}
        </ol>
      </div>
      <Button
        variant="secondary"
        className="menu-option-add"
        aria-label={text.addChoiceTo(label)}
        onClick={() => choices.append(emptyChoice())}
      >
        {text.addChoice}
      </Button>
    </section>
  );
}
