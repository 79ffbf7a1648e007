import { useId, useState, type FormEvent } from 'react';
import {
  validateReservation,
  type ReservationField,
  type ReservationInput,
  type ReservationValue,
} from '../../../../shared/domain/validation.ts';

export interface ReservationFormProps {
  /** Called with checked values; the page opens a WhatsApp message with them. */
  onSubmit: (reservation: ReservationValue) => void;
  /** Told the summary message when the form refuses to submit. */
  onInvalid: (message: string) => void;
}

const EMPTY: ReservationInput = { name: '', phone: '', email: '', people: '', date: '', time: '' };

const FIELDS: { key: ReservationField; label: string; type: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'people', label: 'Number of people', type: 'number' },
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'time', label: 'Time', type: 'time' },
];

/** The landing page's table reservation: checked here, then sent as a WhatsApp message. */
export function ReservationForm({ onSubmit, onInvalid }: ReservationFormProps) {
  const id = useId();
  const [values, setValues] = useState<ReservationInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ReservationField, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateReservation(values);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      onInvalid(checked.message);
      return;
    }
    setErrors({});
    onSubmit(checked.value);
  }

  return (
    <section id="reservation" className="reservation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Book a Table</h2>
      <p>Tell us when you are coming; we confirm on WhatsApp.</p>
      <form className="reservation__form ui-card" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field.key}`;
          const error = errors[field.key];
          return (
            <div className="ui-field" key={field.key}>
              <label htmlFor={fieldId}>{field.label}</label>
              <input
                id={fieldId}
                type={field.type}
                value={values[field.key]}
                autoComplete={field.autoComplete}
                {...(field.key === 'people' && { min: 1, max: 50, inputMode: 'numeric' as const })}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.key]: value }));
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${fieldId}-error` : undefined}
              />
              {error && (
                <p id={`${fieldId}-error`} className="ui-field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="ui-button reservation__submit">
          Reserve on WhatsApp
        </button>
      </form>
    </section>
  );
}

/** The WhatsApp text of a reservation request. */
export function reservationMessage(reservation: ReservationValue): string {
  return [
    'Hello, I would like to reserve a table:',
    `Name: ${reservation.name}`,
    `Phone: ${reservation.phone}`,
    `Email: ${reservation.email}`,
    `People: ${reservation.people}`,
    `Date: ${reservation.date}`,
    `Time: ${reservation.time}`,
  ].join('\n');
}
