import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  periodProblem,
  periodProblemText,
  periodSchema,
  type PeriodToSave,
  type PeriodValues,
} from '../lib/period-schema.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { PeriodWindowsFieldset } from './period-windows-fieldset.tsx';
import type { PeriodCategory } from './special-periods-panel.tsx';
import { Field } from '../../../lib/ui/field.tsx';

export interface SpecialPeriodFormProps {
  initial: PeriodValues;
  categories: readonly PeriodCategory[];
  name: (category: PeriodCategory) => string;
  /** Saves the checked period; rejects when the database refuses it. */
  onSave: (period: PeriodToSave) => Promise<unknown>;
  /** Why the last save failed, shown beside what the owner typed. */
  saveError?: unknown;
  onCancel: () => void;
}

/** One special period's names, dates, opening hours and serving times. */
export function SpecialPeriodForm(props: SpecialPeriodFormProps) {
  const { t, lang } = useI18n();
  const c = t.clock;
  const form = useForm<PeriodValues, unknown, PeriodToSave>({
    resolver: zodResolver(periodSchema),
    defaultValues: props.initial,
  });
  const { register, control, formState } = form;
  const categoryName = (id: string) => {
    const category = props.categories.find((one) => one.id === id);
    return category ? props.name(category) : '';
  };
  // The issue names the problem's code; what it is about (a day, a category) comes from the same
  // rule run on what is on screen.
  const refused = (['name', 'startsOn', 'hours', 'windows'] as const).some(
    (field) => formState.errors[field],
  );
  const problem =
    (refused && periodProblemText(periodProblem(form.getValues())?.problem, t, categoryName)) ||
    (props.saveError ? `${t.settings.saveFailed}: ${errorText(props.saveError, lang)}` : null);
  // A refused save keeps everything typed: the values are only replaced by the owner.
  const submit = form.handleSubmit(async (period) => {
    await props.onSave(period).catch(() => undefined);
  });

  return (
    <FormProvider {...form}>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="settings-form__all" disabled={formState.isSubmitting}>
          <div className="settings-row">
            <Field variant="compact" label={c.periodName}>
              {(control) => <input {...control} {...register('name')} />}
            </Field>
            <Field variant="compact" label={c.periodNameAr}>
              {(control) => <input {...control} dir="rtl" lang="ar" {...register('nameAr')} />}
            </Field>
          </div>
          <div className="settings-row">
            <Field variant="compact" label={c.periodStarts}>
              {(control) => <input {...control} type="date" {...register('startsOn')} />}
            </Field>
            <Field variant="compact" label={c.periodEnds}>
              {(control) => <input {...control} type="date" {...register('endsOn')} />}
            </Field>
          </div>
          <fieldset className="ui-panel">
            <legend>{c.periodHours}</legend>
            <Controller
              control={control}
              name="hours"
              render={({ field }) => (
                <OpeningHoursEditor hours={field.value} onChange={field.onChange} />
              )}
            />
          </fieldset>
          <PeriodWindowsFieldset categories={props.categories} name={props.name} />
          {problem ? (
            <p className="ui-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="settings-periods__actions">
            <Button type="submit">{formState.isSubmitting ? t.common.saving : c.savePeriod}</Button>
            <Button variant="secondary" onClick={props.onCancel}>
              {t.common.cancel}
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
