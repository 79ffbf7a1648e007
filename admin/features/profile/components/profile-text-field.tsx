import type { InputHTMLAttributes } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { ProfileField, ProfileValues } from '../lib/profile-form.ts';

type TextField = Exclude<ProfileField, 'name' | 'nameAr' | 'description' | 'descriptionAr'>;

export interface ProfileTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The form's id prefix: the input is {formId}-{field}. */
  formId: string;
  field: TextField;
  label: string;
  hint: string;
  error: string | undefined;
  register: UseFormRegister<ProfileValues>;
}

/** Label, input, hint and inline error of one profile field, wired for screen readers. */
export function ProfileTextField({
  formId,
  field,
  label,
  hint,
  error,
  register,
  ...props
}: ProfileTextFieldProps) {
  const inputId = `${formId}-${field}`;
  return (
    <div className="ui-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        {...register(field)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
        {...props}
      />
      <p id={`${inputId}-hint`} className="ui-field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${inputId}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
