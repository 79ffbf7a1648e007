import { useId, useState, type FormEvent } from 'react';
import { ORDER_TYPES } from '../../../../shared/domain/order-details.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  formFromRow,
  validateSettings,
  type SettingsField,
  type SettingsForm,
  type SettingsRow,
} from '../lib/settings-form.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import './settings.css';

export interface OrderSettingsFormProps {
  initial: SettingsRow;
  /** Resolves true when saved. Without it the form is read-only (the superadmin's view). */
  onSave?: (row: SettingsRow) => Promise<boolean>;
  /** Called with the first problem's message when the owner submits something invalid. */
  onInvalid?: (message: string) => void;
}

/** Order types, tables, delivery, opening hours and the closed switch of one business. */
export function OrderSettingsForm({ initial, onSave, onInvalid }: OrderSettingsFormProps) {
  const { t, lang } = useI18n();
  const s = t.settings;
  const id = useId();
  const [form, setForm] = useState<SettingsForm>(() => formFromRow(initial));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [saving, setSaving] = useState(false);
  const readOnly = !onSave;
  const set = (change: Partial<SettingsForm>) => setForm((old) => ({ ...old, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!onSave) return;
    const result = validateSettings(form, s, lang);
    if (!result.ok) {
      setErrors(result.errors);
      onInvalid?.(s.fixErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      // A failed save keeps everything typed: the form state is only replaced by the owner.
      await onSave(result.row);
    } finally {
      setSaving(false);
    }
  }

  const error = (field: SettingsField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ui-error" role="alert">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: SettingsField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="settings-form__all" disabled={readOnly || saving}>
        <fieldset className="ui-panel" aria-describedby={described('orderTypes')}>
          <legend>{s.orderTypesLegend}</legend>
          <p className="ui-muted">{s.orderTypesHint}</p>
          <div className="settings-choices">
            {ORDER_TYPES.map((type) => (
              <label key={type} className="settings-check">
                <input
                  type="checkbox"
                  checked={form.orderTypes.includes(type)}
                  onChange={(event) =>
                    set({
                      orderTypes: event.target.checked
                        ? [...form.orderTypes, type]
                        : form.orderTypes.filter((other) => other !== type),
                    })
                  }
                />
                {s.orderType[type]}
              </label>
            ))}
          </div>
          {error('orderTypes')}
        </fieldset>

        <div className="ui-panel">
          <div className="ui-label">
            <label htmlFor={`${id}-tables`}>{s.tablesLabel}</label>
            <textarea
              id={`${id}-tables`}
              rows={5}
              value={form.tables}
              aria-invalid={errors.tables ? true : undefined}
              aria-describedby={described('tables', `${id}-tables-hint`)}
              onChange={(event) => set({ tables: event.target.value })}
            />
            <span id={`${id}-tables-hint`} className="ui-muted">
              {s.tablesHint}
            </span>
            {error('tables')}
          </div>
        </div>

        <fieldset className="ui-panel">
          <legend>{s.deliveryLegend}</legend>
          <div className="settings-row">
            {(['deliveryFee', 'deliveryMinimum'] as const).map((field) => (
              <div key={field} className="ui-label">
                <label htmlFor={`${id}-${field}`}>{s[field]}</label>
                <input
                  id={`${id}-${field}`}
                  inputMode="decimal"
                  value={form[field]}
                  placeholder="0.000"
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={described(field, `${id}-delivery-hint`)}
                  onChange={(event) => set({ [field]: event.target.value })}
                />
                {error(field)}
              </div>
            ))}
          </div>
          <span id={`${id}-delivery-hint`} className="ui-muted">
            {s.deliveryHint}
          </span>
        </fieldset>

        <fieldset className="ui-panel">
          <legend>{s.hoursLegend}</legend>
          <label className="settings-check">
            <input
              type="checkbox"
              checked={form.hoursOn}
              onChange={(event) => set({ hoursOn: event.target.checked })}
            />
            {s.hoursOn}
          </label>
          {form.hoursOn ? (
            <>
              <OpeningHoursEditor
                hours={form.hours}
                invalid={Boolean(errors.hours)}
                onChange={(hours) => set({ hours })}
              />
              <span className="ui-muted">{s.hoursPastMidnight}</span>
            </>
          ) : (
            <span className="ui-muted">{s.hoursOffHint}</span>
          )}
          {error('hours')}
        </fieldset>

        <fieldset className="ui-panel">
          <legend>{s.closedLegend}</legend>
          <label className="settings-check">
            <input
              type="checkbox"
              checked={form.temporarilyClosed}
              onChange={(event) => set({ temporarilyClosed: event.target.checked })}
            />
            {s.temporarilyClosed}
          </label>
          <div className="settings-choices" role="radiogroup" aria-label={s.closedLegend}>
            {(['disabled', 'preorder'] as const).map((value) => (
              <label key={value} className="settings-check">
                <input
                  type="radio"
                  name={`${id}-closed-checkout`}
                  checked={form.closedCheckout === value}
                  onChange={() => set({ closedCheckout: value })}
                />
                {value === 'disabled' ? s.closedCheckoutDisabled : s.closedCheckoutPreorder}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="ui-panel">
          <legend>{s.recordsLegend}</legend>
          <label className="settings-check">
            <input
              type="checkbox"
              checked={form.recordsOrders}
              aria-describedby={`${id}-records-hint`}
              onChange={(event) => set({ recordsOrders: event.target.checked })}
            />
            {s.recordsOrders}
          </label>
          <span id={`${id}-records-hint`} className="ui-muted">
            {s.recordsHint}
          </span>
          <div className="ui-label">
            <label htmlFor={`${id}-retentionDays`}>{s.retentionDays}</label>
            <input
              id={`${id}-retentionDays`}
              inputMode="numeric"
              value={form.retentionDays}
              aria-invalid={errors.retentionDays ? true : undefined}
              aria-describedby={described('retentionDays', `${id}-retention-hint`)}
              onChange={(event) => set({ retentionDays: event.target.value })}
            />
            {error('retentionDays')}
            <span id={`${id}-retention-hint`} className="ui-muted">
              {s.retentionHint}
            </span>
          </div>
        </fieldset>
      </fieldset>
      {!readOnly && (
        <div>
          <button type="submit" className="ui-button" disabled={saving}>
            {saving ? t.common.saving : s.save}
          </button>
        </div>
      )}
    </form>
  );
}
