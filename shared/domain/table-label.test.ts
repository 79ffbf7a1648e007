import { describe, expect, it } from 'vitest';
import { isTableNumber, tableName } from './table-label.ts';

describe('tableName', () => {
  it('puts the word before a numbered table only', () => {
    expect(tableName('5', 'Table')).toBe('Table 5');
    expect(tableName('12', 'طاولة')).toBe('طاولة 12');
    expect(tableName('٥', 'طاولة')).toBe('طاولة ٥');
    expect(tableName('Terrace 1', 'Table')).toBe('Terrace 1');
    expect(tableName('Terrace 1', 'طاولة')).toBe('Terrace 1');
    expect(tableName('VIP', 'Table')).toBe('VIP');
  });

  it('counts only whole numbers as numbers', () => {
    expect(isTableNumber('5')).toBe(true);
    expect(isTableNumber('5A')).toBe(false);
    expect(isTableNumber('T5')).toBe(false);
    expect(isTableNumber('')).toBe(false);
  });
});
