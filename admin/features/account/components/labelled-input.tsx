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

/** A labelled input with its error announced, as the account forms lay them out. */
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
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
