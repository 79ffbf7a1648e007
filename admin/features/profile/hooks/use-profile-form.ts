import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  profileValues,
  type ProfileBusiness,
  type ProfileField,
  type ProfileRow,
  type ProfileValues,
} from '../lib/profile-form.ts';
import { profileSchema } from '../lib/profile-schema.ts';

// The input of a field: the bilingual names are {id}-name-en and {id}-name-ar.
export function profileFieldId(id: string, field: ProfileField): string {
  if (field === 'name' || field === 'nameAr')
    return `${id}-name-${field === 'nameAr' ? 'ar' : 'en'}`;
  return `${id}-${field}`;
}

/**
 * The profile form's state: what was typed (kept when a save fails), each field's problem from
 * the one schema, and a submit that hands the checked row to onSave.
 */
export function useProfileForm(
  id: string,
  business: ProfileBusiness,
  primary: Lang,
  onSave: (row: ProfileRow) => Promise<unknown>,
) {
  const { lang } = useI18n();
  const schema = useMemo(() => profileSchema({ primary }, lang), [primary, lang]);
  const form = useForm<ProfileValues, unknown, ProfileRow>({
    resolver: zodResolver(schema),
    defaultValues: profileValues(business),
    shouldFocusError: false,
  });

  // Take keyboard and screen-reader users to the first field that needs attention.
  function focusFirst(errors: FieldErrors<ProfileValues>) {
    const first = Object.keys(errors)[0] as ProfileField | undefined;
    if (first) document.getElementById(profileFieldId(id, first))?.focus();
  }

  const submit = form.handleSubmit(async (row) => {
    // A refusal is shown by the form (its save error); what was typed stays as it is.
    await onSave(row).catch(() => undefined);
  }, focusFirst);

  const errors = form.formState.errors;
  const error = (field: ProfileField) => errors[field]?.message;
  return { form, submit, error, hasErrors: Object.keys(errors).length > 0 };
}
