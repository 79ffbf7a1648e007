import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Field } from '../../../lib/ui/field.tsx';
import { useSettingsField, type SettingsValues } from './order-settings-fields.tsx';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';

/** Opening hours, switched on or off; the week is kept while off so nothing typed is lost. */
export function HoursSection() {
  const { t } = useI18n();
  const s = t.settings;
  const { register, control, watch } = useFormContext<SettingsValues>();
  const field = useSettingsField('hours');
  return (
    <fieldset className="ui-panel">
      <legend>{s.hoursLegend}</legend>
      <label className="settings-check">
        <input type="checkbox" {...register('hoursOn')} />
        {s.hoursOn}
      </label>
      {watch('hoursOn') ? (
        <>
          <Controller
            control={control}
            name="hours"
            render={({ field: hours }) => (
              <OpeningHoursEditor
                hours={hours.value}
                invalid={Boolean(field.text)}
                onChange={hours.onChange}
              />
            )}
          />
          <span className="ui-muted">{s.hoursPastMidnight}</span>
        </>
      ) : (
        <span className="ui-muted">{s.hoursOffHint}</span>
      )}
      {field.message}
    </fieldset>
  );
}

/** Temporarily closed, what checkout does meanwhile, and dishes outside their serving times. */
export function ClosedSection() {
  const { t } = useI18n();
  const s = t.settings;
  const { register } = useFormContext<SettingsValues>();
  return (
    <>
      <fieldset className="ui-panel">
        <legend>{s.closedLegend}</legend>
        <label className="settings-check">
          <input type="checkbox" {...register('temporarilyClosed')} />
          {s.temporarilyClosed}
        </label>
        <div className="settings-choices" role="radiogroup" aria-label={s.closedLegend}>
          {(['disabled', 'preorder'] as const).map((value) => (
            <label key={value} className="settings-check">
              <input type="radio" value={value} {...register('closedCheckout')} />
              {value === 'disabled' ? s.closedCheckoutDisabled : s.closedCheckoutPreorder}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="ui-panel">
        <legend>{t.clock.outsideLegend}</legend>
        <div className="settings-choices" role="radiogroup" aria-label={t.clock.outsideLegend}>
          {(['grey', 'hide'] as const).map((value) => (
            <label key={value} className="settings-check">
              <input type="radio" value={value} {...register('outsideWindow')} />
              {value === 'grey' ? t.clock.outsideGrey : t.clock.outsideHide}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** Whether orders are recorded, and how long the customer's details are kept. */
export function RecordsSection() {
  const { t } = useI18n();
  const s = t.settings;
  const { register } = useFormContext<SettingsValues>();
  const id = useId();
  const field = useSettingsField('retentionDays');
  return (
    <fieldset className="ui-panel">
      <legend>{s.recordsLegend}</legend>
      <label className="settings-check">
        <input
          type="checkbox"
          aria-describedby={`${id}-records-hint`}
          {...register('recordsOrders')}
        />
        {s.recordsOrders}
      </label>
      <span id={`${id}-records-hint`} className="ui-muted">
        {s.recordsHint}
      </span>
      <Field
        variant="compact"
        id={field.id}
        label={s.retentionDays}
        hint={s.retentionHint}
        error={field.text}
        announce
      >
        {(control) => <input {...control} inputMode="numeric" {...register('retentionDays')} />}
      </Field>
    </fieldset>
  );
}

/** The ticket printer's paper: kitchen tickets and receipts print on an 80 or 58 mm roll. */
export function PrinterSection() {
  const { t } = useI18n();
  const p = t.ticket;
  const { register } = useFormContext<SettingsValues>();
  const id = useId();
  return (
    <fieldset className="ui-panel" aria-describedby={`${id}-paper-hint`}>
      <legend>{p.paperSection}</legend>
      <div className="settings-choices" role="radiogroup" aria-label={p.paperLabel}>
        {(['80', '58'] as const).map((value) => (
          <label key={value} className="settings-check">
            <input type="radio" value={value} {...register('ticketPaperMm')} />
            <bdi>{p.paper[Number(value) as 80 | 58]}</bdi>
          </label>
        ))}
      </div>
      <span id={`${id}-paper-hint`} className="ui-muted">
        {p.paperHint}
      </span>
    </fieldset>
  );
}
