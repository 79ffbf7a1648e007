import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** The control; give it id, aria-invalid and aria-describedby={describedBy(id, error, hint)}. */
  children: ReactNode;
}

/** Label, control, hint and inline error, wired for screen readers. */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <div className="ui-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="ui-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(
  id: string,
  error: string | undefined,
  hint: unknown,
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
