import { useId } from 'react';
import { ALL_DAYS, MAX_WINDOWS, type TimeWindow } from '../../../shared/domain/availability.ts';
import { useI18n } from '../i18n/language-context.ts';
import './windows-editor.css';
import { Button } from './button.tsx';
import { Field } from './field.tsx';

export interface WindowsEditorProps {
  /** The windows being edited; null: no limit of its own (always, or as its category). */
  value: readonly TimeWindow[] | null;
  onChange: (value: TimeWindow[] | null) => void;
  /** What "no windows" means here: "Whenever we are open" or "As its category". */
  noneLabel: string;
  /** The windows' problem, shown under them. */
  error?: string | undefined;
  /** The group's name; "When it is served" unless told. */
  legend?: string;
  /**
   * Choices that replace "none" and "only at these times" (a special period offers three: as
   * usual, any time, these times); the times show while `value` is not null.
   */
  modes?: readonly WindowsMode[];
  /** false: no hint under the times (a form listing many categories says it once). */
  hint?: boolean;
}

export interface WindowsMode {
  label: string;
  checked: boolean;
  select: () => void;
}

const BREAKFAST: TimeWindow = { days: ALL_DAYS, from: '06:00', to: '11:00' };

/**
 * When a dish or a category is served (Asia/Muscat): always, or at some times of some days, each
 * a start, an end (before the start: past midnight) and its days.
 */
export function WindowsEditor(props: WindowsEditorProps) {
  const { value, onChange, noneLabel, error, modes, hint = true } = props;
  const id = useId();
  const { t } = useI18n();
  const text = t.clock;
  const windows = value ?? [];
  const set = (index: number, window: TimeWindow) =>
    onChange(windows.map((entry, i) => (i === index ? window : entry)));
  return (
    <fieldset
      className="menu-checks menu-windows"
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend>{props.legend ?? text.windowsLegend}</legend>
      {(
        modes ?? [
          { label: noneLabel, checked: value === null, select: () => onChange(null) },
          {
            label: text.windowsLimited,
            checked: value !== null,
            select: () => onChange([BREAKFAST]),
          },
        ]
      ).map((mode) => (
        <label key={mode.label} className="menu-check">
          <input type="radio" name={`${id}-mode`} checked={mode.checked} onChange={mode.select} />
          {mode.label}
        </label>
      ))}
      {windows.map((window, index) => {
        const n = index + 1;
        return (
          <div key={index} className="menu-window" data-window={n}>
            <div className="menu-window__times">
              <Field variant="compact" label={text.windowFrom(n)}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    value={window.from}
                    onChange={(event) => set(index, { ...window, from: event.target.value })}
                  />
                )}
              </Field>
              <Field variant="compact" label={text.windowTo(n)}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    value={window.to === '24:00' ? '00:00' : window.to}
                    onChange={(event) => set(index, { ...window, to: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <div className="menu-window__days" role="group" aria-label={text.windowDays(n)}>
              {ALL_DAYS.map((day) => (
                <label key={day} className="menu-check">
                  <input
                    type="checkbox"
                    checked={window.days.includes(day)}
                    onChange={(event) =>
                      set(index, {
                        ...window,
                        days: ALL_DAYS.filter((d) =>
                          d === day ? event.target.checked : window.days.includes(d),
                        ),
                      })
                    }
                  />
                  {text.days[day]}
                </label>
              ))}
            </div>
            {windows.length > 1 ? (
              <Button
                variant="secondary"
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
              >
                {text.removeWindow(n)}
              </Button>
            ) : null}
          </div>
        );
      })}
      {value !== null && windows.length < MAX_WINDOWS ? (
        <Button
          variant="secondary"
          onClick={() => onChange([...windows, { days: ALL_DAYS, from: '18:00', to: '23:00' }])}
        >
          {text.addWindow}
        </Button>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="ui-muted">
          {text.windowsHint}
        </p>
      ) : null}
      {error ? (
        <p className="ui-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
