import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { ORDER_TYPES } from '../../../../shared/domain/order-details.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Field } from '../../../lib/ui/field.tsx';
import { useSettingsField, type SettingsValues } from './order-settings-fields.tsx';

/** Dine-in, pickup, delivery: at least one. */
export function OrderTypesSection() {
  const { t } = useI18n();
  const s = t.settings;
  const { register } = useFormContext<SettingsValues>();
  const field = useSettingsField('orderTypes');
  return (
    <fieldset className="ui-panel" aria-describedby={field.describedBy}>
      <legend>{s.orderTypesLegend}</legend>
      <p className="ui-muted">{s.orderTypesHint}</p>
      <div className="settings-choices">
        {ORDER_TYPES.map((type) => (
          <label key={type} className="settings-check">
            <input type="checkbox" value={type} {...register('orderTypes')} />
            {s.orderType[type]}
          </label>
        ))}
      </div>
      {field.message}
    </fieldset>
  );
}

/** The table names, one a line or as runs ("1-12"). */
export function TablesSection() {
  const { t } = useI18n();
  const { register } = useFormContext<SettingsValues>();
  const field = useSettingsField('tables');
  return (
    <div className="ui-panel">
      <Field
        variant="compact"
        id={field.id}
        label={t.settings.tablesLabel}
        hint={t.settings.tablesHint}
        error={field.text}
        announce
      >
        {(control) => <textarea {...control} rows={5} {...register('tables')} />}
      </Field>
    </div>
  );
}

function MoneyInput({ name, hintId }: { name: 'deliveryFee' | 'deliveryMinimum'; hintId: string }) {
  const { t } = useI18n();
  const { register } = useFormContext<SettingsValues>();
  const field = useSettingsField(name, hintId);
  return (
    <Field variant="compact" id={field.id} label={t.settings[name]} error={field.text} announce>
      {(control) => (
        <input
          {...control}
          // Also the delivery section's hint, outside the field.
          aria-describedby={field.describedBy}
          inputMode="decimal"
          placeholder="0.000"
          {...register(name)}
        />
      )}
    </Field>
  );
}

/** The delivery fee and the minimum order, both optional. */
export function DeliverySection() {
  const { t } = useI18n();
  const hintId = `${useId()}-delivery-hint`;
  return (
    <fieldset className="ui-panel">
      <legend>{t.settings.deliveryLegend}</legend>
      <div className="settings-row">
        <MoneyInput name="deliveryFee" hintId={hintId} />
        <MoneyInput name="deliveryMinimum" hintId={hintId} />
      </div>
      <span id={hintId} className="ui-muted">
        {t.settings.deliveryHint}
      </span>
    </fieldset>
  );
}

/** Whether prices include VAT, and which order types are asked cash or card. */
export function PricesSection() {
  const { t } = useI18n();
  const s = t.settings;
  const { register } = useFormContext<SettingsValues>();
  return (
    <fieldset className="ui-panel">
      <legend>{s.pricesLegend}</legend>
      <label className="settings-check">
        <input type="checkbox" {...register('pricesIncludeVat')} />
        {s.pricesIncludeVat}
      </label>
      <span className="ui-muted">{s.pricesIncludeVatHint}</span>
      <p className="settings-subhead">{s.paymentFor}</p>
      <div className="settings-choices">
        {ORDER_TYPES.map((type) => (
          <label key={type} className="settings-check">
            {/* A switch, not a checkbox: "ask for delivery" is a setting, and the order types above
                are the page's checkboxes named Dine-in, Pickup and Delivery. */}
            <input type="checkbox" role="switch" value={type} {...register('paymentFor')} />
            {s.orderType[type]}
          </label>
        ))}
      </div>
      <span className="ui-muted">{s.paymentForHint}</span>
    </fieldset>
  );
}
