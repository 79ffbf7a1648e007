import type { InputHTMLAttributes } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '../../../lib/ui/field.tsx';
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

/** One profile field's input under its label, with its hint and inline error (the one Field). */
export function ProfileTextField({
  formId,
  field,
  label,
  hint,
  error,
  register,
  ...props
}: ProfileTextFieldProps) {
  return (
    <Field id={`${formId}-${field}`} label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...register(field)} {...props} />}
    </Field>
  );
}
