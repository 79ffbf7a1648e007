import { Field } from '../../../lib/ui/field.tsx';
import './account-forms.css';

export interface LabelledInputProps {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

/** A labelled input with its error announced (the one Field), as the account forms lay them out. */
export function LabelledInput({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
}: LabelledInputProps) {
  return (
    <Field id={id} label={label} error={error} announce>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
