import { useController, useFormContext } from 'react-hook-form';
import { ALL_DAYS, readWindows, type TimeWindow } from '../../../../shared/domain/availability.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
import type { PeriodValues } from '../lib/period-schema.ts';
import type { PeriodCategory } from './special-periods-panel.tsx';

/** Per category, its serving times while the period runs: as usual, any time, or its own. */
export function PeriodWindowsFieldset(props: {
  categories: readonly PeriodCategory[];
  name: (category: PeriodCategory) => string;
}) {
  const { t } = useI18n();
  const c = t.clock;
  const { control } = useFormContext<PeriodValues>();
  const { field } = useController({ control, name: 'windows' });
  const windows = field.value;
  const setWindows = (category: string, value: TimeWindow[] | null | undefined) => {
    const next = { ...windows };
    if (value === undefined) delete next[category];
    else next[category] = value?.map((w) => ({ ...w, days: [...w.days] })) ?? null;
    field.onChange(next);
  };
  if (props.categories.length === 0) return null;
  return (
    <fieldset className="ui-panel settings-periods__windows">
      <legend>{c.periodBreakfast}</legend>
      <p className="ui-muted">{c.periodBreakfastHint}</p>
      {props.categories.map((category) => {
        const value = windows[category.id];
        const usual = readWindows(category.available_windows);
        return (
          <WindowsEditor
            key={category.id}
            legend={props.name(category)}
            hint={false}
            noneLabel={c.periodUsual}
            value={value ?? null}
            onChange={(list) => setWindows(category.id, list)}
            modes={[
              {
                label: c.periodUsual,
                checked: value === undefined,
                select: () => setWindows(category.id, undefined),
              },
              {
                label: c.periodAnyTime,
                checked: value === null,
                select: () => setWindows(category.id, null),
              },
              {
                label: c.periodTheseTimes,
                checked: Array.isArray(value),
                select: () =>
                  setWindows(
                    category.id,
                    usual ? [...usual] : [{ days: ALL_DAYS, from: '06:00', to: '11:00' }],
                  ),
              },
            ]}
          />
        );
      })}
    </fieldset>
  );
}
