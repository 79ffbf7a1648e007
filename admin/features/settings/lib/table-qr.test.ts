import { describe, expect, it } from 'vitest';
import { makeTableCodes, tableFileName } from './table-qr.ts';

describe('table QR codes', () => {
  it("opens each table's menu link, in the owner's order", async () => {
    const codes = await makeTableCodes('https://menu.example.om', 'democafe', ['5', 'Terrace 1']);
    expect(codes.map((code) => code.url)).toEqual([
      'https://menu.example.om/democafe/menu?table=5',
      'https://menu.example.om/democafe/menu?table=Terrace%201',
    ]);
    expect(codes[0]?.svg).toMatch(/^<svg/);
    expect(codes[0]?.svg).not.toBe(codes[1]?.svg);
  });

  it("puts each table's token in its link, so orders from the card get the table's own budget", async () => {
    const codes = await makeTableCodes(
      'https://menu.example.om',
      'democafe',
      ['5', 'Terrace 1'],
      new Map([
        ['5', 'AAAAAAAAAAAAAAAA'],
        ['Terrace 1', 'BBBBBBBBBBBBBBBB'],
      ]),
    );
    expect(codes.map((code) => code.url)).toEqual([
      'https://menu.example.om/democafe/menu?table=5&t=AAAAAAAAAAAAAAAA',
      'https://menu.example.om/democafe/menu?table=Terrace%201&t=BBBBBBBBBBBBBBBB',
    ]);
  });

  it('names the downloads after the table, safe for any file system', () => {
    expect(tableFileName('democafe', 'Terrace 1', 'png')).toBe('democafe-table-terrace-1.png');
    expect(tableFileName('democafe', 'شرفة/2', 'svg')).toBe('democafe-table-شرفة-2.svg');
    expect(tableFileName('democafe', '***', 'svg')).toBe('democafe-table-table.svg');
  });
});
