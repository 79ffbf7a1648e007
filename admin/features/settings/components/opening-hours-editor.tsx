import type { TimeRange } from '../../../../shared/domain/opening-hours.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { DEFAULT_RANGE } from '../lib/settings-form.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface OpeningHoursEditorProps {
  /** Seven days, Sunday first. */
  hours: TimeRange[][];
  onChange: (hours: TimeRange[][]) => void;
  invalid?: boolean;
}

/** A week of opening ranges: several a day, a day without ranges is closed. */
export function OpeningHoursEditor({ hours, onChange, invalid = false }: OpeningHoursEditorProps) {
  const { t } = useI18n();
  const s = t.settings;
  const setDay = (day: number, ranges: TimeRange[]) =>
    onChange(hours.map((old, index) => (index === day ? ranges : old)));

  return (
    <div className="settings-hours">
      {hours.map((ranges, day) => {
        const name = s.weekdays[day] ?? '';
        return (
          <div key={day} className="settings-hours__day" role="group" aria-label={name}>
            <span className="settings-hours__name">{name}</span>
            <div className="settings-hours__ranges">
              {ranges.length === 0 && <span className="ui-muted">{s.closedAllDay}</span>}
              {ranges.map((range, index) => {
                const label = s.rangeLabel(name, index + 1);
                const update = (change: Partial<TimeRange>) =>
                  setDay(
                    day,
                    ranges.map((old, i) => (i === index ? { ...old, ...change } : old)),
                  );
                return (
                  <span key={index} className="settings-hours__range">
                    <input
                      type="time"
                      aria-label={`${label}: ${s.opens}`}
                      aria-invalid={invalid || undefined}
                      value={range.opens}
                      onChange={(event) => update({ opens: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={`${label}: ${s.closes}`}
                      aria-invalid={invalid || undefined}
                      value={range.closes}
                      onChange={(event) => update({ closes: event.target.value })}
                    />
                    <Button
                      variant="danger"
                      icon
                      aria-label={s.removeRange(name, index + 1)}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, i) => i !== index),
                        )
                      }
                    >
                      ×
                    </Button>
                  </span>
                );
              })}
              <Button
                variant="secondary"
                aria-label={s.addRange(name)}
                onClick={() => setDay(day, [...ranges, ranges.at(-1) ?? DEFAULT_RANGE])}
              >
                {s.addRangeShort}
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
