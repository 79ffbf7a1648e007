import { muscatDay } from '../../../../shared/domain/insights.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import {
  BranchScopeField,
  type BranchScopeFieldProps,
} from '../../../lib/business/branch-scope-field.tsx';
import { quarterDays, type ReportDays, type ReportPaper } from '../lib/report.ts';

export interface ReportControlsProps {
  days: ReportDays;
  paper: ReportPaper;
  /** The business's ticket roll, 80 or 58 mm. */
  rollMm: number;
  now: Date;
  /** Print is offered once there is a report to print. */
  canPrint: boolean;
  onChange: (days: ReportDays, paper: ReportPaper) => void;
  /**
   * With several branches (owner and managers): which orders it adds up, named after the current
   * branch, and a change of it. Absent: the current branch only, no choice shown.
   */
  scope?: BranchScopeFieldProps | undefined;
}

/** The report's Muscat days, its paper and Print, then the quick choices of days. */
export function ReportControls(props: ReportControlsProps) {
  const { days, paper, now, onChange } = props;
  const { t } = useI18n();
  const today = muscatDay(now);
  const yesterday = muscatDay(new Date(now.getTime() - 86_400_000));
  const quick: [string, ReportDays][] = [
    [t.report.today, { from: today, to: today }],
    [t.report.yesterday, { from: yesterday, to: yesterday }],
    [t.report.thisQuarter, quarterDays(today)],
    [t.report.lastQuarter, quarterDays(today, 1)],
  ];
  return (
    <>
      <fieldset className="history-filters report-controls">
        <legend className="visually-hidden">{t.report.days}</legend>
        <Field variant="compact" label={t.report.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={days.from}
              max={days.to}
              required
              onChange={(event) =>
                event.target.value && onChange({ ...days, from: event.target.value }, paper)
              }
            />
          )}
        </Field>
        <Field variant="compact" label={t.report.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={days.to}
              min={days.from}
              required
              onChange={(event) =>
                event.target.value && onChange({ ...days, to: event.target.value }, paper)
              }
            />
          )}
        </Field>
        {props.scope && <BranchScopeField {...props.scope} />}
        <Field variant="compact" label={t.report.paper}>
          {(control) => (
            <select
              {...control}
              value={paper}
              onChange={(event) => onChange(days, event.target.value === 'a4' ? 'a4' : 'roll')}
            >
              <option value="roll">{t.report.paperRoll(props.rollMm)}</option>
              <option value="a4">{t.report.paperA4}</option>
            </select>
          )}
        </Field>
        <Button
          className="report-controls__print"
          disabled={!props.canPrint}
          onClick={() => window.print()}
        >
          {t.report.print}
        </Button>
      </fieldset>
      <div className="report-quick" role="group" aria-label={t.report.quick}>
        {quick.map(([label, choice]) => (
          <Button
            key={label}
            variant="secondary"
            aria-pressed={choice.from === days.from && choice.to === days.to}
            onClick={() => onChange(choice, paper)}
          >
            {label}
          </Button>
        ))}
      </div>
    </>
  );
}
