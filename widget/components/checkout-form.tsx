import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
  type OrderSettings,
} from '../../shared/domain/order-details.ts';
import type { OrderType } from '../../shared/domain/order-message.ts';
import { CART_TEXTS } from '../cart-texts.ts';

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
  /** Shown above the fields when the business is closed (no orders, or a pre-order). */
  closedNote?: string | undefined;
}

/** Order type, name, address and note: what the message needs besides the items. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { lang, settings, table, form, onChange, problems, feeBaisa, closedNote } = props;
  const t = CART_TEXTS[lang];
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
          {minimum !== null &&
            (error('minimum', t.belowMinimum(price(minimum))) || (
              <small>{t.minimumNote(price(minimum))}</small>
            ))}
        </>
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
    </div>
  );
}
