import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ReservationField, ReservationValue } from '../../../../shared/domain/validation.ts';
import type { SiteDictionary } from '../../../lib/i18n/site-en.ts';
import { useSiteText } from '../../../lib/i18n/site-text.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { reservationSchema, type ReservationFormValues } from '../lib/reservation-schema.ts';
import { Field } from '../../../lib/ui/field.tsx';

export interface ReservationFormProps {
  /** Called with checked values; the page opens a WhatsApp message with them. */
  onSubmit: (reservation: ReservationValue) => void;
  /** Told the summary message when the form refuses to submit. */
  onInvalid: (message: string) => void;
}

const EMPTY: ReservationFormValues = {
  name: '',
  phone: '',
  email: '',
  people: '',
  date: '',
  time: '',
};

// Each field's label is the dictionary entry of the same name.
const FIELDS: { key: ReservationField; type: string; autoComplete?: string }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'people', type: 'number' },
  { key: 'date', type: 'date' },
  { key: 'time', type: 'time' },
];

/** The landing page's table reservation: checked here, then sent as a WhatsApp message. */
export function ReservationForm({ onSubmit, onInvalid }: ReservationFormProps) {
  const id = useId();
  const { lang, t } = useSiteText();
  const schema = useMemo(() => reservationSchema(lang), [lang]);
  const form = useForm<ReservationFormValues, unknown, ReservationValue>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    // The page toasts the summary; the focus stays where the visitor is, as it always did.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSubmit, (found) => onInvalid(found.root?.message ?? ''));

  return (
    <section id="reservation" className="reservation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.landing.reservation.heading}</h2>
      <p>{t.landing.reservation.lead}</p>
      <form
        className="reservation__form ui-card"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {FIELDS.map((field) => (
          <Field
            key={field.key}
            id={`${id}-${field.key}`}
            label={t.landing.reservation[field.key]}
            error={errors[field.key]?.message}
          >
            {(control) => (
              <input
                {...control}
                type={field.type}
                autoComplete={field.autoComplete}
                {...(field.key === 'people' && { min: 1, max: 50, inputMode: 'numeric' as const })}
                {...form.register(field.key)}
              />
            )}
          </Field>
        ))}
        <Button type="submit" className="reservation__submit">
          {t.landing.reservation.submit}
        </Button>
      </form>
    </section>
  );
}

/** The WhatsApp text of a reservation request, in the visitor's language. */
export function reservationMessage(
  reservation: ReservationValue,
  t: SiteDictionary['landing']['reservation'],
): string {
  return [
    t.greeting,
    `${t.name}: ${reservation.name}`,
    `${t.phone}: ${reservation.phone}`,
    `${t.email}: ${reservation.email}`,
    `${t.peopleLine}: ${reservation.people}`,
    `${t.date}: ${reservation.date}`,
    `${t.time}: ${reservation.time}`,
  ].join('\n');
}
