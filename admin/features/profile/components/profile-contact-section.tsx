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

/** What customer receipts print under the business's name: its address and VAT number. */
export function ProfileReceiptSection({ formId, register, error }: ProfileContactSectionProps) {
  const p = useI18n().t.ticket;
  return (
    <section className="ui-panel" aria-labelledby={`${formId}-receipt`}>
      <h2 id={`${formId}-receipt`}>{p.receiptSection}</h2>
      <ProfileTextField
        formId={formId}
        register={register}
        field="address"
        label={p.address}
        hint={p.addressHint}
        error={error('address')}
        maxLength={200}
      />
      <ProfileTextField
        formId={formId}
        register={register}
        field="vatNumber"
        label={p.vatNumberLabel}
        hint={p.vatNumberHint}
        error={error('vatNumber')}
        autoCapitalize="characters"
        dir="ltr"
      />
    </section>
  );
}
