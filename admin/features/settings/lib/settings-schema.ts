// The settings form's one validation: a zod schema over what the owner edits, which calls the shared
// rules (tables, prices, opening hours) and turns the form into the businesses columns it saves. Its
// issue messages are problems (codes with their values, as JSON), said in the screen's language by
// settingsProblemText, so a language switch re-says an error already on screen.
import { z } from 'zod';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import { parsePrice, type PriceProblem } from '../../../../shared/domain/price-input.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { hoursProblem, type HoursProblem } from '../../../../shared/domain/opening-hours.ts';
import { ORDER_TYPES, parseTableLabels } from '../../../../shared/domain/order-details.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { SettingsRow } from './settings-form.ts';

/** What the schema refuses, with the values its text names. */
export type SettingsProblem =
  | { code: 'orderTypes' }
  | { code: 'tables'; problem: 'duplicate' | 'length' | 'count'; label: string }
  | { code: 'price'; problem: PriceProblem }
  | { code: 'hours'; problem: HoursProblem; day: number }
  | { code: 'retention' };

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
});

/** The shared price rule's refusal, or null for a price it reads. */
function priceProblem(text: string): PriceProblem | null {
  const parsed = parsePrice(text);
  return parsed.ok ? null : parsed.problem;
}

function money(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = parsePrice(text);
  return parsed.ok ? baisaToNumber(parsed.baisa) : null;
}

/** The settings form, checked and turned into the columns to save. */
export const settingsSchema = settingsFormShape.transform((form, ctx): SettingsRow => {
  const refuse = (path: keyof typeof form, problem: SettingsProblem) =>
    ctx.issues.push({
      code: 'custom',
      input: form[path],
      path: [path],
      message: JSON.stringify(problem),
    });
  // Kept in the order the customer sees them, whatever order they were ticked in.
  const orderTypes = ORDER_TYPES.filter((type) => form.orderTypes.includes(type));
  if (orderTypes.length === 0) refuse('orderTypes', { code: 'orderTypes' });
  const tables = parseTableLabels(form.tables);
  if (!tables.ok)
    refuse('tables', { code: 'tables', problem: tables.problem, label: tables.label });
  for (const field of ['deliveryFee', 'deliveryMinimum'] as const) {
    const problem = form[field].trim() === '' ? null : priceProblem(form[field]);
    if (problem) refuse(field, { code: 'price', problem });
  }
  const hours = form.hoursOn ? hoursProblem(form.hours) : null;
  if (hours) refuse('hours', { code: 'hours', problem: hours.problem, day: hours.day });
  const retention = form.retentionDays.trim();
  const days = /^[0-9]{1,3}$/.test(retention) ? Number(retention) : NaN;
  if (!(days >= 1 && days <= 365)) refuse('retentionDays', { code: 'retention' });
  if (ctx.issues.length > 0 || !tables.ok) return z.NEVER;
  return {
    order_types: orderTypes,
    table_labels: tables.labels,
    delivery_fee: money(form.deliveryFee),
    delivery_minimum: money(form.deliveryMinimum),
    opening_hours: form.hoursOn ? form.hours.map((day) => day.map((r) => ({ ...r }))) : null,
    temporarily_closed: form.temporarilyClosed,
    closed_checkout: form.closedCheckout,
    prices_include_vat: form.pricesIncludeVat,
    payment_for: ORDER_TYPES.filter((type) => form.paymentFor.includes(type)),
    outside_window: form.outsideWindow,
    records_orders: form.recordsOrders,
    order_retention_days: days,
  };
});

/** A problem of settingsSchema (its issue message) in the screen's language. */
export function settingsProblemText(
  message: string | undefined,
  t: AdminDictionary['settings'],
  lang: Lang,
): string | undefined {
  if (!message) return undefined;
  let problem: SettingsProblem;
  try {
    problem = JSON.parse(message) as SettingsProblem;
  } catch {
    return message;
  }
  switch (problem.code) {
    case 'orderTypes':
      return t.orderTypesRequired;
    case 'tables':
      return problem.problem === 'duplicate'
        ? t.tableDuplicate(problem.label)
        : problem.problem === 'length'
          ? t.tableTooLong(problem.label)
          : t.tooManyTables;
    case 'price':
      return problemText(problem.problem, lang);
    case 'hours': {
      const day = t.weekdays[problem.day] ?? '';
      return problem.problem === 'same'
        ? t.hoursSame(day)
        : problem.problem === 'overlap'
          ? t.hoursOverlap(day)
          : t.hoursTime(day);
    }
    case 'retention':
      return t.retentionRange;
  }
}
