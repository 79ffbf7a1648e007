// The settings form's one validation: a zod schema over what the owner edits. The order types, the
// delivery prices and the days orders are kept are read by shared/domain's orderSettingsSchema; the
// tables and opening hours, which it does not cover, by their shared rules here. It turns the form
// into the businesses columns it saves. Its issue messages are codes (settingsProblemCode); the form
// says a field's problem with settingsProblemText from settingsProblems, the same rules run on what
// is on screen, so a language switch re-says an error already there.
import { z } from 'zod';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { hoursProblem, type HoursProblem } from '../../../../shared/domain/opening-hours.ts';
import { ORDER_TYPES, parseTableLabels } from '../../../../shared/domain/order-details.ts';
import type { Problem } from '../../../../shared/domain/problems.ts';
import { problemOfIssue } from '../../../../shared/domain/schemas/issues.ts';
import { orderSettingsSchema } from '../../../../shared/domain/schemas/order-settings.schema.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { SettingsRow } from './settings-form.ts';

/** What the schema refuses, with the values its text names. */
export type SettingsProblem =
  /** A refusal of orderSettingsSchema (order types, delivery prices, retention days). */
  | { code: 'rule'; problem: Problem }
  | { code: 'tables'; problem: 'duplicate' | 'length' | 'count'; label: string }
  | { code: 'hours'; problem: HoursProblem; day: number };

const orderType = z.enum(['dine-in', 'pickup', 'delivery']);
const range = z.object({ opens: z.string(), closes: z.string() });

/** The form as the owner edits it (see SettingsForm). */
export const settingsFormShape = z.object({
  orderTypes: z.array(orderType),
  tables: z.string(),
  deliveryFee: z.string(),
  deliveryMinimum: z.string(),
  hoursOn: z.boolean(),
  hours: z.array(z.array(range)),
  temporarilyClosed: z.boolean(),
  closedCheckout: z.enum(['disabled', 'preorder']),
  pricesIncludeVat: z.boolean(),
  paymentFor: z.array(orderType),
  outsideWindow: z.enum(['grey', 'hide']),
  recordsOrders: z.boolean(),
  retentionDays: z.string(),
  ticketPaperMm: z.enum(['80', '58']),
});

const money = (baisa: number | null) => (baisa === null ? null : baisaToNumber(baisa));

type SettingsFormValues = z.output<typeof settingsFormShape>;

/** Each refused field's problem, in the form's order (the first is the first field on screen). */
export function settingsProblems(
  form: SettingsFormValues,
): Map<keyof SettingsFormValues, SettingsProblem> {
  const refusals = new Map<string, SettingsProblem>();
  const rules = orderSettingsSchema.safeParse(form);
  for (const issue of rules.error?.issues ?? []) {
    const problem = problemOfIssue(issue);
    if (problem) refusals.set(String(issue.path[0]), { code: 'rule', problem });
  }
  const tables = parseTableLabels(form.tables);
  if (!tables.ok)
    refusals.set('tables', { code: 'tables', problem: tables.problem, label: tables.label });
  const hours = form.hoursOn ? hoursProblem(form.hours) : null;
  if (hours) refusals.set('hours', { code: 'hours', problem: hours.problem, day: hours.day });
  const ordered = new Map<keyof SettingsFormValues, SettingsProblem>();
  for (const path of Object.keys(settingsFormShape.shape) as (keyof SettingsFormValues)[]) {
    const problem = refusals.get(path);
    if (problem) ordered.set(path, problem);
  }
  return ordered;
}

/** A problem's code, the issue message: the rule's own code, or table_* and hours_*. */
export function settingsProblemCode(problem: SettingsProblem): string {
  if (problem.code === 'rule') return problem.problem.code;
  return `${problem.code === 'tables' ? 'table' : 'hours'}_${problem.problem}`;
}

/** The settings form, checked and turned into the columns to save. */
export const settingsSchema = settingsFormShape.transform((form, ctx): SettingsRow => {
  const problems = settingsProblems(form);
  for (const [path, problem] of problems) {
    ctx.issues.push({
      code: 'custom',
      input: form[path],
      path: [path],
      message: settingsProblemCode(problem),
    });
  }
  const rules = orderSettingsSchema.safeParse(form);
  const tables = parseTableLabels(form.tables);
  if (problems.size > 0 || !rules.success || !tables.ok) return z.NEVER;
  return {
    order_types: rules.data.orderTypes,
    table_labels: tables.labels,
    delivery_fee: money(rules.data.deliveryFeeBaisa),
    delivery_minimum: money(rules.data.deliveryMinimumBaisa),
    opening_hours: form.hoursOn ? form.hours.map((day) => day.map((r) => ({ ...r }))) : null,
    temporarily_closed: form.temporarilyClosed,
    closed_checkout: form.closedCheckout,
    prices_include_vat: form.pricesIncludeVat,
    payment_for: ORDER_TYPES.filter((type) => form.paymentFor.includes(type)),
    outside_window: form.outsideWindow,
    records_orders: form.recordsOrders,
    order_retention_days: rules.data.retentionDays,
    ticket_paper_mm: Number(form.ticketPaperMm),
  };
});

/** A field's problem (from settingsProblems) in the screen's language. */
export function settingsProblemText(
  problem: SettingsProblem | undefined,
  t: AdminDictionary['settings'],
  lang: Lang,
): string | undefined {
  if (!problem) return undefined;
  switch (problem.code) {
    case 'rule':
      return problemText(problem.problem, lang);
    case 'tables':
      return problem.problem === 'duplicate'
        ? t.tableDuplicate(problem.label)
        : problem.problem === 'length'
          ? t.tableTooLong(problem.label)
          : t.tooManyTables;
    case 'hours': {
      const day = t.weekdays[problem.day] ?? '';
      return problem.problem === 'same'
        ? t.hoursSame(day)
        : problem.problem === 'overlap'
          ? t.hoursOverlap(day)
          : t.hoursTime(day);
    }
  }
}
