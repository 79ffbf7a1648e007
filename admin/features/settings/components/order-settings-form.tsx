import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { errorText } from '../../../lib/api/errors.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { formFromRow, type SettingsRow } from '../lib/settings-form.ts';
import { settingsSchema } from '../lib/settings-schema.ts';
import type { SettingsValues } from './order-settings-fields.tsx';
import {
  ClosedSection,
  HoursSection,
  PrinterSection,
  RecordsSection,
} from './order-settings-more.tsx';
import {
  DeliverySection,
  OrderTypesSection,
  PricesSection,
  TablesSection,
} from './order-settings-sections.tsx';
import './settings.css';

export interface OrderSettingsFormProps {
  initial: SettingsRow;
  /** Saves the checked row; rejects when refused. Without it the form is read-only (the superadmin's view). */
  onSave?: (row: SettingsRow) => Promise<unknown>;
  /** Why the last save failed (the database's refusal), shown beside what the owner typed. */
  saveError?: unknown;
  /** Called with the first problem's message when the owner submits something invalid. */
  onInvalid?: (message: string) => void;
}

/** Order types, tables, delivery, opening hours and the closed switch of one business. */
export function OrderSettingsForm({
  initial,
  onSave,
  saveError,
  onInvalid,
}: OrderSettingsFormProps) {
  const { t, lang } = useI18n();
  const form = useForm<SettingsValues, unknown, SettingsRow>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formFromRow(initial),
  });
  const saving = form.formState.isSubmitting;
  // Which sections hold changes not saved yet, in page order, for the sticky bar.
  const sections = sectionsOf(t);
  const dirty = form.formState.dirtyFields;
  const unsaved = [
    ...new Set(
      (Object.keys(sections) as (keyof SettingsValues)[])
        .filter((name) => dirty[name])
        .map((name) => sections[name]),
    ),
  ];
  const readOnly = !onSave;
  // A failed save keeps everything typed: the values are only ever replaced by the owner.
  const submit = form.handleSubmit(
    async (row) => {
      // Saved: what is on screen is the saved state, so nothing is left marked unsaved.
      await onSave?.(row).then(
        () => form.reset(form.getValues()),
        () => undefined,
      );
    },
    () => onInvalid?.(t.settings.fixErrors),
  );

  return (
    <FormProvider {...form}>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="settings-form__all" disabled={readOnly || saving}>
          <OrderTypesSection />
          <TablesSection />
          <DeliverySection />
          <PricesSection />
          <HoursSection />
          <ClosedSection />
          <RecordsSection />
          <PrinterSection />
        </fieldset>
        {saveError ? (
          <p className="ui-error" role="alert">
            {t.settings.saveFailed}: {errorText(saveError, lang)}
          </p>
        ) : null}
        {!readOnly && (
          // Stays at the bottom of the screen on a long (phone) page: the one Save, and what it
          // would save.
          <div className="settings-form__bar" data-dirty={unsaved.length > 0 || undefined}>
            <p role="status" className="settings-form__unsaved">
              {unsaved.length > 0
                ? t.settings.unsaved(unsaved.join(t.settings.listJoin))
                : t.settings.allSaved}
            </p>
            <Button type="submit" busy={saving} busyLabel={t.common.saving}>
              {t.settings.save}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** The section (its legend, as on screen) each settings field sits in, in page order. */
function sectionsOf(t: AdminDictionary): Record<keyof SettingsValues, string> {
  const s = t.settings;
  return {
    orderTypes: s.orderTypesLegend,
    tables: s.tablesLabel,
    deliveryFee: s.deliveryLegend,
    deliveryMinimum: s.deliveryLegend,
    pricesIncludeVat: s.pricesLegend,
    paymentFor: s.pricesLegend,
    hoursOn: s.hoursLegend,
    hours: s.hoursLegend,
    temporarilyClosed: s.closedLegend,
    closedCheckout: s.closedLegend,
    outsideWindow: t.clock.outsideLegend,
    recordsOrders: s.recordsLegend,
    retentionDays: s.recordsLegend,
    ticketPaperMm: t.ticket.paperSection,
  };
}
