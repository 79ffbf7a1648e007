import { describe, expect, it } from 'vitest';
import { toBoardOrder, type OrderRow } from './board.ts';
import { csvCell, csvFileName, historyCsv, toCsv } from './history-csv.ts';

function order(overrides: Partial<OrderRow> = {}) {
  return toBoardOrder({
    id: 'o1',
    business_id: 'b1',
    number: 3,
    business_day: '2026-11-29',
    status: 'completed',
    cancel_reason: null,
    cancel_code: null,
    repeat_of_number: null,
    order_type: 'dine_in',
    table_label: '5',
    lang: 'ar',
    lines: [
      {
        item_id: 'i1',
        name: 'Karak',
        name_ar: 'كرك',
        quantity: 2,
        unit_baisa: 350,
        amount_baisa: 700,
        options: [
          { group: 'Size', group_ar: 'الحجم', choice: 'Large', choice_ar: 'كبير', price_baisa: 50 },
        ],
      },
      {
        item_id: 'i2',
        name: 'Shawarma',
        name_ar: 'شاورما',
        quantity: 1,
        unit_baisa: 1200,
        amount_baisa: 1200,
        options: [],
      },
    ],
    items_baisa: 1900,
    delivery_fee_baisa: null,
    vat_baisa: 95,
    total_baisa: 1995,
    customer_name: 'سالم',
    customer_address: null,
    customer_location: null,
    customer_note: null,
    payment: 'card',
    created_at: '2026-11-29T10:15:00Z',
    status_changed_at: '2026-11-29T10:20:00Z',
    ...overrides,
  });
}

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('neutralises what a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+968 9123')).toBe("'+968 9123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('a file starts with the byte order mark and ends each row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('\uFEFFa,b\r\nc,\r\n');
    const bytes = new TextEncoder().encode(toCsv([['x']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('the history as csv', () => {
  it('one row per order: Muscat time, amounts in OMR with three decimals, Arabic intact', () => {
    const csv = historyCsv([order()], 'orders');
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'day,time,number,type,table,customer_name,status,cancel_code,cancel_reason,payment,items_omr,delivery_fee_omr,vat_omr,total_omr,lines',
    );
    expect(row).toBe(
      '2026-11-29,14:15,3,dine_in,5,سالم,completed,,,card,1.900,,0.095,1.995,2 x Karak (Large); 1 x Shawarma',
    );
    expect(end).toBe('');
  });

  it('one row per line, with both names and the options', () => {
    const rows = historyCsv([order()], 'lines').slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'day,time,number,type,table,status,payment,item,item_ar,options,options_ar,quantity,unit_omr,options_omr,line_omr',
    );
    expect(rows[1]).toBe(
      '2026-11-29,14:15,3,dine_in,5,completed,card,Karak,كرك,Large,كبير,2,0.350,0.050,0.700',
    );
    expect(rows[2]).toBe(
      '2026-11-29,14:15,3,dine_in,5,completed,card,Shawarma,شاورما,,,1,1.200,0.000,1.200',
    );
    expect(rows).toHaveLength(4);
  });

  it("a customer's name cannot become a formula, and a cleared name is an empty cell", () => {
    const csv = historyCsv(
      [order({ customer_name: '=cmd|calc!A1' }), order({ number: 4, customer_name: null })],
      'orders',
    );
    const rows = csv.slice(1).split('\r\n');
    expect(rows[1]).toContain(",'=cmd|calc!A1,");
    expect(rows[2]).toContain('2026-11-29,14:15,4,dine_in,5,,completed');
  });

  it('names the file by its days and shape', () => {
    expect(csvFileName('2026-11-29', '2026-11-29', 'orders')).toBe('orders-2026-11-29.csv');
    expect(csvFileName('2026-11-01', '2026-11-29', 'lines')).toBe(
      'orders-2026-11-01-to-2026-11-29-lines.csv',
    );
  });
});
