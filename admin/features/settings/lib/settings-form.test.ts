import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en.ts';
import { ar } from '../../../lib/i18n/ar.ts';
import { formFromRow, type SettingsForm, type SettingsRow } from './settings-form.ts';
import { settingsProblems, settingsProblemText, settingsSchema } from './settings-schema.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';

/** The schema's answer as the form shows it: the row, or each field's text in the language. */
function validateSettings(
  form: SettingsForm,
  t: typeof en.settings,
  lang: Lang,
): { ok: true; row: SettingsRow } | { ok: false; errors: Record<string, string | undefined> } {
  const result = settingsSchema.safeParse(form);
  if (result.success) return { ok: true, row: result.data };
  const errors: Record<string, string | undefined> = {};
  const problems = settingsProblems(form);
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SettingsForm;
    errors[field] = settingsProblemText(problems.get(field), t, lang);
  }
  return { ok: false, errors };
}

const saved: SettingsRow = {
  order_types: ['dine-in', 'delivery'],
  table_labels: ['1', '2', 'Terrace 1'],
  delivery_fee: 0.5,
  delivery_minimum: null,
  opening_hours: Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]),
  temporarily_closed: false,
  closed_checkout: 'preorder',
  prices_include_vat: false,
  payment_for: ['delivery'],
  outside_window: 'hide',
  records_orders: true,
  order_retention_days: 30,
  ticket_paper_mm: 80,
};

describe('settings form', () => {
  it('shows the saved settings and saves them back unchanged', () => {
    const form = formFromRow(saved);
    expect(form).toMatchObject({
      orderTypes: ['dine-in', 'delivery'],
      tables: '1\n2\nTerrace 1',
      deliveryFee: '0.500',
      deliveryMinimum: '',
      hoursOn: true,
      closedCheckout: 'preorder',
      pricesIncludeVat: false,
      paymentFor: ['delivery'],
      recordsOrders: true,
      retentionDays: '30',
    });
    expect(validateSettings(form, en.settings, 'en')).toEqual({ ok: true, row: saved });
  });

  it('records orders or not, and keeps customer details 1 to 365 days', () => {
    const off = validateSettings(
      { ...formFromRow(saved), recordsOrders: false, retentionDays: ' 7 ' },
      en.settings,
      'en',
    );
    expect(off).toMatchObject({
      ok: true,
      row: { records_orders: false, order_retention_days: 7 },
    });
    for (const days of ['0', '366', '', 'ten', '1.5']) {
      const form = { ...formFromRow(saved), retentionDays: days };
      expect(validateSettings(form, en.settings, 'en')).toEqual({
        ok: false,
        errors: { retentionDays: 'Enter a number of days from 1 to 365' },
      });
      const arabic = validateSettings(form, ar.settings, 'ar');
      expect(!arabic.ok && arabic.errors.retentionDays).toBe('أدخل عدد أيام من 1 إلى 365');
    }
  });

  it("keeps the ticket printer's paper: 80 mm unless the owner picks 58 mm", () => {
    expect(formFromRow(saved).ticketPaperMm).toBe('80');
    expect(formFromRow({ ...saved, ticket_paper_mm: 58 }).ticketPaperMm).toBe('58');
    expect(
      validateSettings({ ...formFromRow(saved), ticketPaperMm: '58' }, en.settings, 'en'),
    ).toMatchObject({ ok: true, row: { ticket_paper_mm: 58 } });
  });

  it('starts a business without hours from a default day, saved as no hours until switched on', () => {
    const form = formFromRow({ ...saved, opening_hours: null });
    expect(form.hoursOn).toBe(false);
    expect(form.hours[3]).toEqual([{ opens: '08:00', closes: '22:00' }]);
    const result = validateSettings(form, en.settings, 'en');
    expect(result.ok && result.row.opening_hours).toBeNull();
  });

  it('expands table runs and orders the order types as customers see them', () => {
    const form = { ...formFromRow(saved), tables: '1-3, Bar', orderTypes: ['delivery', 'pickup'] };
    const result = validateSettings(form as never, en.settings, 'en');
    expect(result).toMatchObject({
      ok: true,
      row: { table_labels: ['1', '2', '3', 'Bar'], order_types: ['pickup', 'delivery'] },
    });
  });

  it('names every problem in the screen language', () => {
    const form = {
      ...formFromRow(saved),
      orderTypes: [],
      tables: '1\n1',
      deliveryFee: '-1',
      deliveryMinimum: 'abc',
      hours: [[], [], [{ opens: '09:00', closes: '09:00' }], [], [], [], []],
    };
    expect(validateSettings(form, en.settings, 'en')).toEqual({
      ok: false,
      errors: {
        orderTypes: 'Choose at least one order type',
        tables: 'The table "1" is listed twice',
        deliveryFee: 'Price cannot be negative',
        deliveryMinimum: 'Enter the price as a number, for example 1.500',
        hours: 'Tuesday: opening and closing time cannot be the same',
      },
    });
    const arabic = validateSettings(form, ar.settings, 'ar');
    expect(!arabic.ok && arabic.errors.hours).toBe(
      'الثلاثاء: لا يمكن أن يتساوى وقت الفتح ووقت الإغلاق',
    );
  });

  it('files each problem as a code, not as text or JSON', () => {
    const form = {
      ...formFromRow(saved),
      orderTypes: [],
      tables: '1\n1',
      hours: [[], [], [{ opens: '09:00', closes: '09:00' }], [], [], [], []],
    };
    const result = settingsSchema.safeParse(form);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['orderTypes', 'order_types_required'],
      ['tables', 'table_duplicate'],
      ['hours', 'hours_same'],
    ]);
  });

  it("saves the payment question in the customer's order of types, whatever the ticking order", () => {
    const form = { ...formFromRow(saved), paymentFor: ['delivery', 'dine-in'] as const };
    const result = validateSettings(
      { ...form, paymentFor: [...form.paymentFor] },
      en.settings,
      'en',
    );
    expect(result).toMatchObject({
      ok: true,
      row: { payment_for: ['dine-in', 'delivery'], prices_include_vat: false },
    });
  });
});
