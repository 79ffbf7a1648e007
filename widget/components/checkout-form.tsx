import { useRef, useState } from 'react';
import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  PAYMENT_METHODS,
  paymentAsked,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
  type OrderSettings,
} from '../../shared/domain/order-details.ts';
import {
  mapsLink,
  type OrderType,
  type SharedLocation,
} from '../../shared/domain/order-message.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { locate } from '../geolocation.ts';

export interface CheckoutFormProps {
  lang: Lang;
  settings: OrderSettings;
  /** The customer's table, when they came from one of the business's table codes. */
  table: string | null;
  form: CheckoutValues;
  onChange: (form: CheckoutValues) => void;
  /** The problems to show: none until the customer first tries to send the order. */
  problems: readonly CheckoutField[];
  feeBaisa: number;
  /** The `VAT 5%` amount when the business's prices exclude VAT; undefined: no line. */
  vatBaisa?: number | undefined;
  /** Shown above the fields when the business is closed (no orders, or a pre-order). */
  closedNote?: string | undefined;
}

interface LocationShareProps {
  lang: Lang;
  location: SharedLocation | null | undefined;
  /** Called with the shared location, or null when the customer removes it. */
  onChange: (location: SharedLocation | null) => void;
}

/** The delivery's shared location: a button that asks the phone, or the location with a link. */
function LocationShare({ lang, location, onChange }: LocationShareProps) {
  const t = CART_TEXTS[lang];
  const [locating, setLocating] = useState<'idle' | 'busy' | 'refused' | 'failed'>('idle');
  const shareLocation = () => {
    setLocating('busy');
    void locate().then((result) => {
      if (result.ok) onChange(result.location);
      setLocating(result.ok ? 'idle' : result.problem);
    });
  };
  return (
    <>
      {location ? (
        <p className="qm-location" role="status">
          <span>
            ✓ {t.locationShared}{' '}
            <a href={mapsLink(location)} target="_blank" rel="noreferrer" dir="ltr">
              {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
            </a>
          </span>
          <button type="button" className="qm-secondary" onClick={() => onChange(null)}>
            {t.removeLocation}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className="qm-secondary"
          disabled={locating === 'busy'}
          onClick={shareLocation}
        >
          {locating === 'busy' ? t.locating : t.shareLocation}
        </button>
      )}
      {(locating === 'refused' || locating === 'failed') && !location && (
        <p className="qm-field-error" role="alert">
          {locating === 'refused' ? t.locationRefused : t.locationFailed}
        </p>
      )}
    </>
  );
}

/**
 * Order type, name, address or shared location, payment and note: what the message needs besides
 * the items, and the fee and VAT lines.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { lang, settings, table, form, onChange, problems, feeBaisa, vatBaisa, closedNote } = props;
  const t = CART_TEXTS[lang];
  // The form as last rendered: the location arrives after a wait, during which the customer may
  // have typed; it is added to what is there then, never to the form as it was at the tap.
  const latest = useRef(form);
  latest.current = form;
  const price = (baisa: number) => formatPrice(baisa, lang);
  const type = form.orderType;
  const minimum = settings.deliveryMinimumBaisa;
  const set = (change: Partial<CheckoutValues>) => onChange({ ...form, ...change });
  const labels: Record<OrderType, string> = {
    'dine-in': table ? t.atTable(table) : t.dineIn,
    pickup: t.pickup,
    delivery: t.delivery,
  };
  const shows = (field: CheckoutField) => problems.includes(field);
  // Each message sits under its field and is what a screen reader reads with it.
  const field = (name: CheckoutField) =>
    shows(name) ? { 'aria-invalid': true, 'aria-describedby': `qm-error-for-${name}` } : {};
  const error = (name: CheckoutField, text: string) =>
    shows(name) && (
      <p id={`qm-error-for-${name}`} className="qm-field-error" role="alert">
        {text}
      </p>
    );

  return (
    <div className="qm-checkout">
      {closedNote && <p className="qm-closed-note">{closedNote}</p>}
      {settings.orderTypes.length > 1 && (
        <fieldset {...field('orderType')}>
          <legend>{t.orderTypeLegend}</legend>
          {settings.orderTypes.map((option) => (
            <label key={option} className="qm-radio">
              <input
                type="radio"
                name="qm-order-type"
                checked={type === option}
                onChange={() => set({ orderType: option })}
              />
              {labels[option]}
            </label>
          ))}
          {error('orderType', t.needOrderType)}
        </fieldset>
      )}
      <label>
        {t.yourName} {type !== 'pickup' && type !== 'delivery' && <small>{t.optional}</small>}
        <input
          name="name"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={form.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          {...field('name')}
        />
      </label>
      {error('name', t.needName)}
      {type === 'delivery' && (
        <>
          <label>
            {t.address}
            <textarea
              name="address"
              autoComplete="street-address"
              rows={2}
              maxLength={MAX_ADDRESS_LENGTH}
              value={form.address}
              onChange={(event) => set({ address: event.currentTarget.value })}
              {...field('address')}
            />
          </label>
          {error('address', t.needAddress)}
          <LocationShare
            lang={lang}
            location={form.location}
            onChange={(location) => onChange({ ...latest.current, location })}
          />
          {minimum !== null &&
            (error('minimum', t.belowMinimum(price(minimum))) || (
              <small>{t.minimumNote(price(minimum))}</small>
            ))}
        </>
      )}
      {paymentAsked(settings, type) && (
        <fieldset {...field('payment')}>
          <legend>{t.paymentLegend}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="qm-radio">
              <input
                type="radio"
                name="qm-payment"
                checked={form.payment === method}
                onChange={() => set({ payment: method })}
              />
              {t[method]}
            </label>
          ))}
          {error('payment', t.needPayment)}
        </fieldset>
      )}
      <label>
        {t.note} <small>{t.optional}</small>
        <textarea
          name="note"
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={form.note}
          onChange={(event) => set({ note: event.currentTarget.value })}
        />
      </label>
      {feeBaisa > 0 && (
        <p className="qm-total qm-final-total">
          <span>{t.deliveryFee}</span>
          <span>{price(feeBaisa)}</span>
        </p>
      )}
      {vatBaisa !== undefined && (
        <p className="qm-total qm-final-total">
          <span>{t.vat}</span>
          <span>{price(vatBaisa)}</span>
        </p>
      )}
    </div>
  );
}
