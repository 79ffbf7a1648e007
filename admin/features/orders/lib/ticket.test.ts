import { describe, expect, it } from 'vitest';
import { sampleDelivery, sampleOrder } from '../components/fixtures.ts';
import { buildPrintDoc, paperOf, printLang, printTime } from './ticket.ts';

const business = {
  name: 'Karak House',
  name_ar: 'بيت الكرك',
  address: 'Way 3021, Muscat',
  vat_number: 'OM1100012345',
  ticket_paper_mm: 80,
};
const at = '2026-11-29T10:05:00Z'; // 14:05 in Muscat
const LRI = '\u2066';
const PDI = '\u2069';

describe('kitchen ticket', () => {
  it('has the number, the table, the time in Muscat, the lines with options and the note, no prices', () => {
    const doc = buildPrintDoc('ticket', sampleOrder({ created_at: at }), business, 'en');
    expect(doc).toMatchObject({
      kind: 'ticket',
      lang: 'en',
      dir: 'ltr',
      paperMm: 80,
      caption: 'Kitchen ticket',
      title: 'Order 12',
      where: 'Table 5',
      time: '29/11/2026, 14:05',
      note: 'Note: Less sugar please',
      business: [],
      totals: [],
      extra: [],
      footer: null,
    });
    expect(doc.lines).toEqual([
      { quantity: '2 ×', name: 'Karak Tea', options: 'Large, Extra ginger', amount: null },
      { quantity: '1 ×', name: 'Chicken Shawarma', options: '', amount: null },
    ]);
  });

  it('names the customer of a pickup, and says Delivery for a delivery', () => {
    const pickup = sampleOrder({ order_type: 'pickup', table_label: null, customer_name: 'Sara' });
    expect(buildPrintDoc('ticket', pickup, business, 'en').where).toBe('Pickup: Sara');
    expect(buildPrintDoc('ticket', sampleDelivery(), business, 'en').where).toBe('Delivery');
    const anonymous = sampleOrder({ order_type: 'pickup', table_label: null, customer_name: null });
    expect(buildPrintDoc('ticket', anonymous, business, 'en').where).toBe('Pickup');
  });

  it("prints in the order's language, not the screen's, with numbers isolated in Arabic", () => {
    const doc = buildPrintDoc(
      'ticket',
      sampleOrder({ lang: 'ar', created_at: at }),
      business,
      'en',
    );
    expect(doc.lang).toBe('ar');
    expect(doc.dir).toBe('rtl');
    expect(doc.caption).toBe('تذكرة المطبخ');
    expect(doc.title).toBe(`طلب ${LRI}12${PDI}`);
    expect(doc.where).toBe('طاولة 5');
    expect(doc.time).toBe(`${LRI}29/11/2026, 14:05${PDI}`);
    expect(doc.lines[0]).toEqual({
      quantity: '2 ×',
      name: 'كرك',
      options: 'كبير، زنجبيل إضافي',
      amount: null,
    });
    // An English order printed from an Arabic screen stays English.
    expect(buildPrintDoc('ticket', sampleOrder(), business, 'ar').title).toBe('Order 12');
  });

  it("falls back to the staff's language when the order has none", () => {
    expect(printLang({ lang: '' }, 'ar')).toBe('ar');
    expect(printLang({ lang: 'en' }, 'ar')).toBe('en');
  });

  it('prints on 58 mm paper only when the business says so', () => {
    expect(paperOf({ ticket_paper_mm: 58 })).toBe(58);
    expect(paperOf({ ticket_paper_mm: 80 })).toBe(80);
    expect(
      buildPrintDoc('ticket', sampleOrder(), { ...business, ticket_paper_mm: 58 }, 'en').paperMm,
    ).toBe(58);
  });
});

describe('customer receipt', () => {
  it('adds the business, line amounts, delivery fee, total and payment', () => {
    const doc = buildPrintDoc('receipt', sampleDelivery(), business, 'en');
    expect(doc.caption).toBe('Receipt');
    expect(doc.business).toEqual(['Karak House', 'Way 3021, Muscat', 'VAT no. OM1100012345']);
    expect(doc.where).toBe('Delivery: Ahmed');
    expect(doc.lines.map((l) => l.amount)).toEqual(['1.200 OMR', '1.200 OMR']);
    expect(doc.totals).toEqual([
      { label: 'Items', value: '2.400 OMR' },
      { label: 'Delivery fee', value: '0.500 OMR' },
      { label: 'Total', value: '2.900 OMR', strong: true },
    ]);
    // Prices that include VAT: no VAT amount, a line saying so.
    expect(doc.extra).toEqual([
      { label: 'Payment', value: 'Cash' },
      { label: 'Prices include 5% VAT', value: '' },
    ]);
    expect(doc.footer).toBe('Thank you');
  });

  it('shows the VAT recorded on the order, never a recomputed one', () => {
    const order = sampleOrder({ vat_baisa: 121, total_baisa: 2521, payment: 'card' });
    const doc = buildPrintDoc('receipt', order, business, 'en');
    expect(doc.totals).toEqual([
      { label: 'Items', value: '2.400 OMR' },
      { label: 'VAT 5%', value: '0.121 OMR' },
      { label: 'Total', value: '2.521 OMR', strong: true },
    ]);
    expect(doc.extra).toEqual([{ label: 'Payment', value: 'Card' }]);
  });

  it('leaves out an address and VAT number the business has not given', () => {
    const doc = buildPrintDoc(
      'receipt',
      sampleOrder(),
      { ...business, address: null, vat_number: null },
      'en',
    );
    expect(doc.business).toEqual(['Karak House']);
  });

  it('prints an Arabic receipt with the Arabic name, amounts as formatPrice writes them', () => {
    const order = sampleOrder({ lang: 'ar', vat_baisa: 121, total_baisa: 2521 });
    const doc = buildPrintDoc('receipt', order, business, 'en');
    expect(doc.business).toEqual([
      'بيت الكرك',
      'Way 3021, Muscat',
      `الرقم الضريبي ${LRI}OM1100012345${PDI}`,
    ]);
    expect(doc.totals.at(-1)).toEqual({
      label: 'المجموع',
      value: '2.521 ر.ع.',
      strong: true,
    });
    expect(doc.footer).toBe('شكرا لكم');
  });
});

describe('printTime', () => {
  it('is Muscat time, past midnight there while it is still yesterday in UTC', () => {
    expect(printTime('2026-11-28T21:30:00Z')).toBe('29/11/2026, 01:30');
  });
});
