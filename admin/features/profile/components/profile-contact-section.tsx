import type { UseFormRegister } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ProfileField, ProfileValues } from '../lib/profile-form.ts';
import { ProfileTextField } from './profile-text-field.tsx';

// The contact section's inputs, each with its hint and the keyboard it wants on a phone.
const contactFields = [
  { field: 'instagram', hint: 'instagramHint', autoCapitalize: 'none' },
  { field: 'tiktok', hint: 'tiktokHint', autoCapitalize: 'none' },
  { field: 'phone', hint: 'phoneHint', type: 'tel', inputMode: 'tel' },
  { field: 'map', hint: 'mapHint', type: 'url', inputMode: 'url' },
] as const;

export interface ProfileContactSectionProps {
  formId: string;
  register: UseFormRegister<ProfileValues>;
  error: (field: ProfileField) => string | undefined;
}

/** Contact and links on the menu: Instagram, TikTok, phone and map link. */
export function ProfileContactSection({ formId, register, error }: ProfileContactSectionProps) {
  const p = useI18n().t.profile;
  return (
    <section className="ui-panel" aria-labelledby={`${formId}-contact`}>
      <h2 id={`${formId}-contact`}>{p.contactSection}</h2>
      {contactFields.map(({ field, hint, ...input }) => (
        <ProfileTextField
          key={field}
          {...input}
          formId={formId}
          register={register}
          field={field}
          label={p[field]}
          hint={p[hint]}
          error={error(field)}
          dir="ltr"
        />
      ))}
    </section>
  );
}
