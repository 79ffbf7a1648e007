// Reading and writing CSV text with papaparse. The menu page imports this file on demand, so the
// parser is downloaded only when an owner imports or exports.
import Papa from 'papaparse';

/**
 * True when the text was not UTF-8 (an Arabic "ANSI" CSV from older Excel): decoding left
 * replacement characters where its letters were.
 */
export function notUtf8(text: string): boolean {
  return text.includes('\uFFFD');
}

/** The separator of a file: semicolons (Excel in many locales) or commas, decided by the header. */
export function detectDelimiter(text: string): ',' | ';' {
  const header = text.split(/\r?\n/u, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The rows of a CSV file, UTF-8 with or without a byte order mark. Blank lines stay (as empty
 * rows), so a row's index still gives the spreadsheet's row number.
 */
export function readCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/u, '');
  const { data } = Papa.parse<string[]>(body, {
    delimiter: detectDelimiter(body),
  });
  // A file ending in a line break has no row after it.
  while (data.length > 0 && data[data.length - 1]!.every((cell) => cell.trim() === '')) data.pop();
  return data;
}

/** CSV text Excel opens as UTF-8 (a byte order mark first), every cell quoted as needed. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse(rows as string[][], { newline: '\r\n' })}`;
}
