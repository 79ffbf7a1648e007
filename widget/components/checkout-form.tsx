import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  deliveryFeeFor,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
  type OrderSettings,
} from '../../shared/domain/order-details.ts';
import { orderTexts } from '../order-texts.ts';

export interface CheckoutFormProps {
  lang: Lang;
  settings: OrderSettings;
  /** The customer's table, when they came from a table's QR code. */
  table: string | null;
  form: CheckoutValues;
  onChange: (change: Partial<CheckoutValues>) => void;
  /** The problems to show: empty until the customer first tries to send the order. */
  problems: readonly CheckoutField[];
  /** Shown above the fields when the business is closed (no orders, or a pre-order). */
  closedNote?: string | undefined;
}

// Scoped to the shadow root like widget/styles.ts; here so it travels with the form.
const css =
  '.qm-co{display:grid;gap:12px;padding:12px 16px 16px}.qm-co fieldset{border:0;margin:0;padding:0;display:grid;gap:6px}.qm-co legend,.qm-co label{font-weight:600}.qm-co .qm-rd{display:flex;align-items:center;gap:8px;min-height:44px;padding:0 12px;border:1px solid var(--bd);border-radius:var(--r);font-weight:500}.qm-co .qm-rd:has(:checked){border-color:var(--a);box-shadow:inset 0 0 0 1px var(--a)}.qm-co input:not([type]),.qm-co textarea{width:100%;min-height:44px;padding:8px 10px;border:1px solid var(--bd);border-radius:10px;font:inherit;color:inherit;background:var(--sf)}.qm-co [aria-invalid=true]{border-color:#b42318}.qm-fe,.qm-co .qm-er{color:#b42318;font-size:.9rem}.qm-co small{color:var(--mu);font-weight:400}.qm-fl{display:flex;justify-content:space-between;font-weight:600}.qm-fl span:last-child{direction:ltr}.qm-cn{padding:10px 12px;border-radius:10px;background:var(--bd)}';

/** Order type, name, address and note: what the message needs besides the items. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { lang, settings, table, form, onChange, problems, closedNote } = props;
  const t = orderTexts[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const type = form.orderType;
  const needsName = type === 'pickup' || type === 'delivery';
  const minimum = settings.deliveryMinimumBaisa;
  const fee = deliveryFeeFor(settings, type);
  const shows = (field: CheckoutField) => problems.includes(field);
  const error = (field: CheckoutField, text: string) =>
    shows(field) ? (
      <p id={`qm-e-${field}`} className="qm-er">
        {text}
      </p>
    ) : null;
  const invalid = (field: CheckoutField) =>
    shows(field) ? { 'aria-invalid': true, 'aria-describedby': `qm-e-${field}` } : {};

  return (
    <div className="qm-co">
      <style>{css}</style>
      {closedNote && (
        <p className="qm-cn" role="status">
          {closedNote}
        </p>
      )}
      {settings.orderTypes.length > 1 && (
        <fieldset {...invalid('orderType')}>
          <legend>{t.orderType}</legend>
          {settings.orderTypes.map((option) => (
            <label key={option} className="qm-rd">
              <input
                type="radio"
                name="qm-order-type"
                checked={type === option}
                onChange={() => onChange({ orderType: option })}
              />
              {option === 'dine-in' && table ? t.atTable(table) : t.types[option]}
            </label>
          ))}
          {error('orderType', t.problems.orderType)}
        </fieldset>
      )}
      <label>
        {t.name} {!needsName && <small>{t.optional}</small>}
        <input
          name="name"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={form.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          {...invalid('name')}
        />
      </label>
      {error('name', t.problems.name)}
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
              onChange={(event) => onChange({ address: event.currentTarget.value })}
              {...invalid('address')}
            />
          </label>
          {error('address', t.problems.address)}
        </>
      )}
      <label>
        {t.note} <small>{t.optional}</small>
        <textarea
          name="note"
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={form.note}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
      </label>
      {type === 'delivery' && minimum !== null && (
        <small
          className={shows('minimum') ? 'qm-fe' : undefined}
          role={shows('minimum') ? 'alert' : undefined}
        >
          {shows('minimum') ? t.problems.minimum(price(minimum)) : t.minimum(price(minimum))}
        </small>
      )}
      {fee > 0 && (
        <p className="qm-fl">
          <span>{t.deliveryFee}</span>
          <span>{price(fee)}</span>
        </p>
      )}
    </div>
  );
}
