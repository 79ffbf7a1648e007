import { useId, useState, type FormEvent } from 'react';
import {
  ALL_DAYS,
  localDate,
  readWindows,
  windowsProblem,
  windowsText,
  type TimeWindow,
} from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import {
  hoursProblem,
  readWeekHours,
  type TimeRange,
} from '../../../../shared/domain/opening-hours.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
import type { SpecialPeriodRow } from '../api/get-special-periods.ts';
import { DEFAULT_RANGE } from '../lib/settings-form.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
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
  /**
   * The period's serving times by category (or dish) id, as special_periods.windows holds them:
   * null any time, a list its own times; an id left out keeps its usual times.
   */
  windows: Record<string, TimeWindow[] | null>;
}

/** Stored windows as the form edits them; entries it cannot read are served any time, as readers do. */
function windowsOf(stored: Json | undefined): Record<string, TimeWindow[] | null> {
  const windows: Record<string, TimeWindow[] | null> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return windows;
  for (const [id, list] of Object.entries(stored)) {
    const read = readWindows(list);
    windows[id] = read ? read.map((window) => ({ ...window, days: [...window.days] })) : null;
  }
  return windows;
}

function draftOf(period: SpecialPeriodRow | null, usualHours: unknown, today: string): Draft {
  const hours =
    readWeekHours(period?.opening_hours) ??
    readWeekHours(usualHours) ??
    Array.from({ length: 7 }, () => [DEFAULT_RANGE]);
  return {
    id: period?.id ?? null,
    name: period?.name ?? '',
    nameAr: period?.name_ar ?? '',
    startsOn: period?.starts_on ?? today,
    endsOn: period?.ends_on ?? today,
    hours: hours.map((day) => [...day]),
    windows: windowsOf(period?.windows),
  };
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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((old) => old && { ...old, ...change });
  const setWindows = (category: string, value: TimeWindow[] | null | undefined) =>
    setDraft((old) => {
      if (!old) return old;
      const windows = { ...old.windows };
      if (value === undefined) delete windows[category];
      else windows[category] = value;
      return { ...old, windows };
    });
  const categoryName = (category: PeriodCategory) =>
    pickText(category.name, category.name_ar, lang, primary);
  // The first category whose own times have a problem, named in the message.
  const windowsTrouble = (windows: Draft['windows']) => {
    for (const category of categories) {
      const list = windows[category.id];
      const trouble = list ? windowsProblem(list) : null;
      if (trouble) return `${categoryName(category)}: ${c.windowsProblem[trouble.problem]}`;
    }
    return null;
  };

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
            : windowsTrouble(draft.windows);
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
        windows: Object.fromEntries(
          Object.entries(draft.windows).map(([key, list]) => [
            key,
            list?.map((window) => ({ days: [...window.days], from: window.from, to: window.to })) ??
              null,
          ]),
        ),
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
              <div>
                <strong>{name}</strong> {c.periodDates(period.starts_on, period.ends_on)}
                {now ? <span className="menu-tag"> {c.periodNow}</span> : null}
                <PeriodWindows period={period} categories={categories} name={categoryName} />
              </div>
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
            {categories.length > 0 ? (
              <fieldset className="ui-panel settings-periods__windows">
                <legend>{c.periodBreakfast}</legend>
                <p className="ui-muted">{c.periodBreakfastHint}</p>
                {categories.map((category) => {
                  const value = draft.windows[category.id];
                  const usual = readWindows(category.available_windows);
                  return (
                    <WindowsEditor
                      key={category.id}
                      legend={categoryName(category)}
                      hint={false}
                      noneLabel={c.periodUsual}
                      value={value ?? null}
                      onChange={(windows) => setWindows(category.id, windows)}
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
                              usual
                                ? usual.map((window) => ({ ...window, days: [...window.days] }))
                                : [{ days: ALL_DAYS, from: '06:00', to: '11:00' }],
                            ),
                        },
                      ]}
                    />
                  );
                })}
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
            {props.name(category)}:{' '}
            <bdi>{list ? windowsText(list, t.clock.days) : t.clock.periodAnyTimeShort}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
