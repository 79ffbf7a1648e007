import { useId, useState, type FormEvent } from 'react';
import { localDate, readWindows } from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import {
  hoursProblem,
  readWeekHours,
  type TimeRange,
} from '../../../../shared/domain/opening-hours.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { SpecialPeriodRow } from '../api/get-special-periods.ts';
import { DEFAULT_RANGE } from '../lib/settings-form.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import './settings.css';

/** A category as the period form offers it: served any time during the period, or as usual. */
export interface PeriodCategory {
  id: string;
  name: string;
  name_ar: string;
  /** Its usual serving times, if it has any (only those are worth a choice). */
  available_windows?: unknown;
}

export interface SpecialPeriodsPanelProps {
  periods: readonly SpecialPeriodRow[];
  categories: readonly PeriodCategory[];
  /** The business's usual hours, a new period's starting point. */
  usualHours: unknown;
  primary: Lang;
  /** Resolves true once saved. Without it the panel is read-only (the superadmin's view). */
  onSave?: (id: string | null, period: Omit<SpecialPeriodRow, 'id'>) => Promise<boolean>;
  onDelete?: (period: SpecialPeriodRow) => void;
  /** Today (stories fix it); the real date otherwise. */
  now?: Date;
}

interface Draft {
  id: string | null;
  name: string;
  nameAr: string;
  startsOn: string;
  endsOn: string;
  hours: TimeRange[][];
  /** Categories served at any time while the period runs. */
  anyTime: string[];
}

function draftOf(period: SpecialPeriodRow | null, usualHours: unknown, today: string): Draft {
  const hours =
    readWeekHours(period?.opening_hours) ??
    readWeekHours(usualHours) ??
    Array.from({ length: 7 }, () => [DEFAULT_RANGE]);
  const windows = (period?.windows ?? {}) as Record<string, Json>;
  return {
    id: period?.id ?? null,
    name: period?.name ?? '',
    nameAr: period?.name_ar ?? '',
    startsOn: period?.starts_on ?? today,
    endsOn: period?.ends_on ?? today,
    hours: hours.map((day) => [...day]),
    anyTime: Object.keys(windows).filter((id) => windows[id] === null),
  };
}

/**
 * Special periods (Ramadan, Eid, a holiday): dates with their own opening hours and, per category
 * that has serving times, whether it is served at any time while the period runs.
 */
export function SpecialPeriodsPanel(props: SpecialPeriodsPanelProps) {
  const { periods, categories, primary, onSave, onDelete } = props;
  const { t, lang } = useI18n();
  const c = t.clock;
  const id = useId();
  const today = localDate(props.now ?? new Date());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const timed = categories.filter((category) => readWindows(category.available_windows));
  const set = (change: Partial<Draft>) => setDraft((old) => old && { ...old, ...change });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || !onSave) return;
    const hours = hoursProblem(draft.hours);
    const message =
      draft.name.trim() === '' && draft.nameAr.trim() === ''
        ? c.periodNeedsName
        : !draft.startsOn || !draft.endsOn || draft.endsOn < draft.startsOn
          ? c.periodNeedsDates
          : hours
            ? t.settings.hoursTime(t.settings.weekdays[hours.day] ?? '')
            : null;
    setProblem(message);
    if (message) return;
    setSaving(true);
    try {
      const saved = await onSave(draft.id, {
        name: draft.name.trim(),
        name_ar: draft.nameAr.trim(),
        starts_on: draft.startsOn,
        ends_on: draft.endsOn,
        opening_hours: draft.hours.map((day) => day.map((range) => ({ ...range }))),
        windows: Object.fromEntries(draft.anyTime.map((category) => [category, null])),
      });
      if (saved) setDraft(null);
    } finally {
      setSaving(false);
    }
  }

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
              <span>
                <strong>{name}</strong> {c.periodDates(period.starts_on, period.ends_on)}
                {now ? <span className="menu-tag"> {c.periodNow}</span> : null}
              </span>
              {onSave ? (
                <span className="settings-periods__actions">
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    aria-label={c.editPeriod(name)}
                    onClick={() => setDraft(draftOf(period, props.usualHours, today))}
                  >
                    {t.common.edit}
                  </button>
                  <button
                    type="button"
                    className="ui-button ui-button--danger"
                    aria-label={c.deletePeriod(name)}
                    onClick={() => onDelete?.(period)}
                  >
                    {t.common.delete}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onSave && !draft ? (
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => setDraft(draftOf(null, props.usualHours, today))}
        >
          {c.addPeriod}
        </button>
      ) : null}
      {draft ? (
        <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="settings-form__all" disabled={saving}>
            <div className="settings-row">
              <label className="ui-label">
                {c.periodName}
                <input value={draft.name} onChange={(e) => set({ name: e.target.value })} />
              </label>
              <label className="ui-label">
                {c.periodNameAr}
                <input
                  dir="rtl"
                  lang="ar"
                  value={draft.nameAr}
                  onChange={(e) => set({ nameAr: e.target.value })}
                />
              </label>
            </div>
            <div className="settings-row">
              <label className="ui-label">
                {c.periodStarts}
                <input
                  type="date"
                  value={draft.startsOn}
                  onChange={(e) => set({ startsOn: e.target.value })}
                />
              </label>
              <label className="ui-label">
                {c.periodEnds}
                <input
                  type="date"
                  value={draft.endsOn}
                  onChange={(e) => set({ endsOn: e.target.value })}
                />
              </label>
            </div>
            <fieldset className="ui-panel">
              <legend>{c.periodHours}</legend>
              <OpeningHoursEditor hours={draft.hours} onChange={(hours) => set({ hours })} />
            </fieldset>
            {timed.length > 0 ? (
              <fieldset className="ui-panel">
                <legend>{c.periodBreakfast}</legend>
                <p className="ui-muted">{c.periodBreakfastHint}</p>
                {timed.map((category) => (
                  <label key={category.id} className="settings-check">
                    <input
                      type="checkbox"
                      checked={draft.anyTime.includes(category.id)}
                      onChange={(e) =>
                        set({
                          anyTime: e.target.checked
                            ? [...draft.anyTime, category.id]
                            : draft.anyTime.filter((other) => other !== category.id),
                        })
                      }
                    />
                    {pickText(category.name, category.name_ar, lang, primary)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {problem ? (
              <p className="ui-error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="settings-periods__actions">
              <button type="submit" className="ui-button">
                {saving ? t.common.saving : c.savePeriod}
              </button>
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => setDraft(null)}
              >
                {t.common.cancel}
              </button>
            </div>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
