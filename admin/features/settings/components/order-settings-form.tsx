import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { formFromRow, type SettingsRow } from '../lib/settings-form.ts';
import { settingsSchema } from '../lib/settings-schema.ts';
import type { SettingsValues } from './order-settings-fields.tsx';
import { ClosedSection, HoursSection, RecordsSection } from './order-settings-more.tsx';
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
  const readOnly = !onSave;
  // A failed save keeps everything typed: the values are only ever replaced by the owner.
  const submit = form.handleSubmit(
    async (row) => {
      await onSave?.(row).catch(() => undefined);
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
        </fieldset>
        {saveError ? (
          <p className="ui-error" role="alert">
            {t.settings.saveFailed}: {errorText(saveError, lang)}
          </p>
        ) : null}
        {!readOnly && (
          <div>
            <Button type="submit" busy={saving} busyLabel={t.common.saving}>
              {t.settings.save}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
