import { describe, expect, it } from 'vitest';
import { sampleCategories, sampleItems } from '../components/fixtures.ts';
import { detectDelimiter, notUtf8, readCsv, writeCsv } from './csv-file.ts';
import { CSV_COLUMNS, exportTable, neutralizeCell, parseYesNo, restoreCell } from './menu-csv.ts';

describe('menu CSV cells', () => {
  it('neutralizes spreadsheet formulas with a leading apostrophe, and only those', () => {
    for (const attack of ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCell(attack)).toBe(`'${attack}`);
      expect(restoreCell(neutralizeCell(attack))).toBe(attack);
    }
    for (const plain of ['Karak Tea', 'شاي كرك', '1.500', "'quoted", '', 'Tea, hot; sweet']) {
      expect(neutralizeCell(plain)).toBe(plain);
      expect(restoreCell(plain)).toBe(plain);
    }
  });

  it('neutralizes a formula after a comma or semicolon, where a spreadsheet of another locale starts a cell', () => {
    const cases: Array<[string, string]> = [
      ['Tea;=HYPERLINK("http://evil")', `Tea;'=HYPERLINK("http://evil")`],
      ['Tea, +1+1', `Tea, '+1+1`],
      ['a;@SUM(A1),-2', `a;'@SUM(A1),'-2`],
      ['a;\tx', `a;'\tx`],
      ['=1;=2', `'=1;'=2`],
    ];
    for (const [attack, safe] of cases) {
      expect(neutralizeCell(attack)).toBe(safe);
      expect(restoreCell(neutralizeCell(attack))).toBe(attack);
    }
  });

  it('writes no cell that a semicolon spreadsheet would read as a formula', () => {
    const table = exportTable(
      [{ ...sampleItems[3]!, name: 'Tea,x;=cmd|" /C calc"!A0', description: 'ok; -5 off' }],
      sampleCategories,
    );
    const text = writeCsv(table);
    // Excel in a ";" locale: every ";" (and "," in others) may start a new cell.
    const pieces = text
      .split(/\r\n/u)[1]!
      .split(/[;,]/u)
      .map((piece) => piece.replace(/^"/u, ''));
    for (const piece of pieces) expect(piece, piece).not.toMatch(/^\s*[=+\-@\t\r]/u);
    expect(readCsv(text)[1]![2]).toBe(`Tea,x;'=cmd|" /C calc"!A0`);
  });

  it('reads yes/no in both languages and refuses anything else', () => {
    expect(['yes', 'TRUE', '1', 'نعم'].map(parseYesNo)).toEqual([true, true, true, true]);
    expect(['no', 'false', '0', 'لا', ''].map(parseYesNo)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(parseYesNo('maybe')).toBeNull();
  });

  it('exports one row per item in the owner order, price with 3 decimals and options as text', () => {
    const table = exportTable(sampleItems, sampleCategories);
    expect(table[0]).toEqual([...CSV_COLUMNS]);
    expect(table.slice(1).map((row) => row[2])).toEqual([
      'Karak Tea',
      'Daily soup (very long name that needs to wrap nicely on small screens)',
      'Omani Halwa',
      'Shuwa',
    ]);
    const karak = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, table[1]![i]]));
    expect(karak).toMatchObject({
      category: 'Hot drinks',
      category_ar: 'مشروبات ساخنة',
      name_ar: 'شاي كرك',
      price: '0.200',
      options:
        'Size / الحجم [1-1]: Small / صغير; Large / كبير +0.300 | Extras / إضافات [0-3]: Extra ginger / زنجبيل إضافي +0.100 (sold out)',
      sold_out: 'no',
      hidden: 'no',
    });
    expect(table[4]).toContain('yes');
  });

  it('neutralizes a formula an owner typed as an item name in the exported file', async () => {
    const table = exportTable(
      [{ ...sampleItems[3]!, name: '=cmd|" /C calc"!A0', description: '-5 off' }],
      sampleCategories,
    );
    const text = writeCsv(table);
    const cells = readCsv(text)[1]!;
    expect(cells[2]).toBe(`'=cmd|" /C calc"!A0`);
    expect(cells[4]).toBe(`'-5 off`);
  });
});

describe('CSV files', () => {
  it('writes UTF-8 with a byte order mark and reads it back, Arabic and quotes intact', () => {
    const rows = [
      ['name', 'name_ar', 'description'],
      ['Tea, "strong"', 'شاي', 'line one\nline two'],
    ];
    const text = writeCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(readCsv(text)).toEqual(rows);
  });

  it('reads semicolon files (Excel in many locales) with or without a byte order mark', () => {
    const text = 'name;name_ar;price\r\nTea, hot;شاي;0,500\r\n';
    expect(detectDelimiter(text)).toBe(';');
    expect(readCsv(`\uFEFF${text}`)).toEqual([
      ['name', 'name_ar', 'price'],
      ['Tea, hot', 'شاي', '0,500'],
    ]);
    expect(readCsv(text)[1]).toEqual(['Tea, hot', 'شاي', '0,500']);
  });

  it('tells a Windows-1256 (Arabic "ANSI") file from UTF-8', () => {
    // "شاي" in Windows-1256, read as UTF-8 the way the browser's File.text() does.
    const ansi = new TextDecoder('utf-8').decode(new Uint8Array([0xd4, 0xc7, 0xed]));
    expect(notUtf8(`name,name_ar\nTea,${ansi}`)).toBe(true);
    expect(notUtf8('name,name_ar\nTea,شاي')).toBe(false);
  });
});
