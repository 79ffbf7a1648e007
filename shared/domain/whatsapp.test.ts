import { describe, expect, it } from 'vitest';
import { normalizeWhatsapp, waMeLink, WHATSAPP_EXAMPLES } from './whatsapp.ts';

describe('normalizeWhatsapp', () => {
  it.each([
    // An Omani mobile as Omanis write it: 8 digits starting with 9 or 7 get 968.
    ['9123 4567', '96891234567'],
    ['91234567', '96891234567'],
    ['7123-4567', '96871234567'],
    ['٩١٢٣ ٤٥٦٧', '96891234567'],
    ['۹۱۲۳۴۵۶۷', '96891234567'],
    ['(9123) 4567', '96891234567'],
    // With its country code, however it is written.
    ['+968 9123 4567', '96891234567'],
    ['00968 9123 4567', '96891234567'],
    ['0096891234567', '96891234567'],
    ['96891234567', '96891234567'],
    ['968 7123 4567', '96871234567'],
    ['+968-9123-4567', '96891234567'],
    ['+968 (9123) 4567', '96891234567'],
    ['+968.9123.4567', '96891234567'],
    ['  +968 9123 4567  ', '96891234567'],
    ['+٩٦٨ ٩١٢٣ ٤٥٦٧', '96891234567'],
    // Other countries: with their country code.
    ['+1 (555) 123-4567', '15551234567'],
    ['+971 50 123 4567', '971501234567'],
    ['00 44 7700 900123', '447700900123'],
    ['123456789012345', '123456789012345'],
  ])('reads %j as %j', (input, digits) => {
    expect(normalizeWhatsapp(input)).toEqual({ ok: true, digits });
  });

  it('asks for a number when nothing is typed', () => {
    expect(normalizeWhatsapp('  ')).toEqual({ ok: false, problem: { code: 'whatsapp_required' } });
  });

  it.each([
    '968 9123 4567 ext',
    'abc',
    '+968 9123 4567+',
    '968/91234567',
    '+968_91234567',
    '+',
    '---',
  ])('refuses the characters in %j', (input) => {
    expect(normalizeWhatsapp(input)).toEqual({
      ok: false,
      problem: { code: 'whatsapp_characters' },
    });
  });

  it.each([
    // 8 digits that are not a mobile (landlines start with 2) and 968 numbers that are not one.
    '2412 3456',
    '12345678',
    '+968 2412 3456',
    '968 9123 456',
    '+968 9123 45678',
    '+968 123',
    '9689123',
  ])('refuses %j: not an Omani mobile number, and says what to type', (input) => {
    expect(normalizeWhatsapp(input)).toEqual({
      ok: false,
      problem: { code: 'whatsapp_not_mobile', values: WHATSAPP_EXAMPLES },
    });
  });

  it.each(['1234567', '1234567890123456', '09123 4567', '0 9123 4567', '+0 555'])(
    'refuses %j: too short, too long or without a country code',
    (input) => {
      expect(normalizeWhatsapp(input)).toEqual({
        ok: false,
        problem: { code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES },
      });
    },
  );

  it('names an example of each way to type a number', () => {
    expect(WHATSAPP_EXAMPLES).toEqual({ local: '9123 4567', international: '+968 9123 4567' });
    for (const example of Object.values(WHATSAPP_EXAMPLES)) {
      expect(normalizeWhatsapp(example)).toEqual({ ok: true, digits: '96891234567' });
    }
  });
});

describe('waMeLink', () => {
  it('links to the number, with an encoded text when given', () => {
    expect(waMeLink('96891234567')).toBe('https://wa.me/96891234567');
    expect(waMeLink('96891234567', 'Test من QR')).toBe(
      'https://wa.me/96891234567?text=Test%20%D9%85%D9%86%20QR',
    );
  });
});
