import { useId, useState } from 'react';
import { localDate, windowsText } from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { SpecialPeriodRow } from '../api/get-special-periods.ts';
import { periodValues, windowsOf, type PeriodToSave } from '../lib/period-schema.ts';
import { SpecialPeriodForm } from './special-period-form.tsx';
import './settings.css';

/** A category as the period form offers it: as usual, any time, or at its own times. */
export interface PeriodCategory {
  id: string;
  name: string;
  name_ar: string;
  /** Its usual serving times, if it has any (a starting point for its own times). */
  available_windows?: unknown;
}

export interface SpecialPeriodsPanelProps {
  periods: readonly SpecialPeriodRow[];
  categories: readonly PeriodCategory[];
  /** The business's usual hours, a new period's starting point. */
  usualHours: unknown;
  primary: Lang;
  /** Saves (id null: adds) a period; rejects when refused. Without it the panel is read-only. */
  onSave?: (id: string | null, period: PeriodToSave) => Promise<unknown>;
  /** Why the last save failed (the database's refusal), shown in the open form. */
  saveError?: unknown;
  onDelete?: (period: SpecialPeriodRow) => void;
  /** Today (stories fix it); the real date otherwise. */
  now?: Date;
}

/**
 * Special periods (Ramadan, Eid, a holiday): dates with their own opening hours and, per category,
 * its serving times while the period runs: as usual, any time, or times of its own.
 */
export function SpecialPeriodsPanel(props: SpecialPeriodsPanelProps) {
  const { periods, categories, primary, onSave, onDelete } = props;
  const { t, lang } = useI18n();
  const c = t.clock;
  const id = useId();
  const today = localDate(props.now ?? new Date());
  // The period being edited ('new' for one being added), or none.
  const [editing, setEditing] = useState<SpecialPeriodRow | 'new' | null>(null);
  const categoryName = (category: PeriodCategory) =>
    pickText(category.name, category.name_ar, lang, primary);

  return (
    <section className="ui-panel settings-periods" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{c.periodsHeading}</h2>
      <p className="ui-muted">{c.periodsLead}</p>
      {periods.length === 0 ? <p>{c.noPeriods}</p> : null}
      <ul className="settings-periods__list">
        {periods.map((period) => {
          const name = pickText(period.name, period.name_ar, lang, primary);
          const now = period.starts_on <= today && today <= period.ends_on;
          return (
            <li key={period.id} className="settings-periods__item">
              <div>
                <strong>{name}</strong> {c.periodDates(period.starts_on, period.ends_on)}
                {now ? <span className="menu-tag"> {c.periodNow}</span> : null}
                <PeriodWindows period={period} categories={categories} name={categoryName} />
              </div>
              {onSave ? (
                <span className="settings-periods__actions">
                  <Button
                    variant="secondary"
                    aria-label={c.editPeriod(name)}
                    onClick={() => setEditing(period)}
                  >
                    {t.common.edit}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={c.deletePeriod(name)}
                    onClick={() => onDelete?.(period)}
                  >
                    {t.common.delete}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onSave && !editing ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {c.addPeriod}
        </Button>
      ) : null}
      {onSave && editing ? (
        <SpecialPeriodForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={periodValues(editing === 'new' ? null : editing, props.usualHours, today)}
          categories={categories}
          name={categoryName}
          saveError={props.saveError}
          onSave={async (period) => {
            await onSave(editing === 'new' ? null : editing.id, period);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** A period's own serving times in its list line: "Breakfast: any time · Drinks: 18:00-23:00". */
function PeriodWindows(props: {
  period: SpecialPeriodRow;
  categories: readonly PeriodCategory[];
  name: (category: PeriodCategory) => string;
}) {
  const { t } = useI18n();
  const windows = windowsOf(props.period.windows);
  const entries = props.categories.filter((category) => category.id in windows);
  if (entries.length === 0) return null;
  return (
    <ul className="settings-periods__serves">
      {entries.map((category) => {
        const list = windows[category.id];
        return (
          <li key={category.id}>
            {t.clock.periodServes(
              props.name(category),
              list ? windowsText(list, t.clock.days) : t.clock.periodAnyTimeShort,
            )}
          </li>
        );
      })}
    </ul>
  );
}
