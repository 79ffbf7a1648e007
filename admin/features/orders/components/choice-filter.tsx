import { Field } from '../../../lib/ui/field.tsx';

export interface ChoiceFilterProps<T extends string> {
  label: string;
  value: T | '';
  /** The first choice, '' ("all tables", "all statuses"). */
  all: string;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T | '') => void;
}

/** One of the board's and the history's filters: a labelled select whose '' means "all". */
export function ChoiceFilter<T extends string>(props: ChoiceFilterProps<T>) {
  const { label, value, all, choices, onChange } = props;
  return (
    <Field variant="compact" label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as T | '')}
        >
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
