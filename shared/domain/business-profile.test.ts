import { describe, expect, it } from 'vitest';
import {
  normalizeInstagram,
  normalizeMapLink,
  normalizePhone,
  normalizeTiktok,
  phoneHref,
} from './business-profile.ts';

const ok = (value: string | null) => ({ ok: true, value });

describe('normalizeInstagram', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['demo.cafe', 'https://www.instagram.com/demo.cafe'],
    ['@demo_cafe', 'https://www.instagram.com/demo_cafe'],
    ['instagram.com/democafe', 'https://www.instagram.com/democafe'],
    ['https://www.instagram.com/democafe/?hl=en', 'https://www.instagram.com/democafe'],
    ['http://m.instagram.com/democafe', 'https://www.instagram.com/democafe'],
  ])('reads %j', (input, value) => {
    expect(normalizeInstagram(input)).toEqual(ok(value));
  });

  it.each(['demo cafe', 'https://evil.example.com/x/y', 'javascript:alert(1)', 'a'.repeat(31)])(
    'refuses %j',
    (input) => {
      expect(normalizeInstagram(input)).toEqual({ ok: false });
    },
  );
});

describe('normalizeTiktok', () => {
  it.each([
    ['', null],
    ['@democafe', 'https://www.tiktok.com/@democafe'],
    ['democafe', 'https://www.tiktok.com/@democafe'],
    ['https://www.tiktok.com/@demo.cafe?lang=en', 'https://www.tiktok.com/@demo.cafe'],
    ['tiktok.com/@democafe', 'https://www.tiktok.com/@democafe'],
  ])('reads %j', (input, value) => {
    expect(normalizeTiktok(input)).toEqual(ok(value));
  });

  it.each(['demo cafe!', 'https://example.com/@x'])('refuses %j', (input) => {
    expect(normalizeTiktok(input)).toEqual({ ok: false });
  });
});

describe('normalizePhone', () => {
  it.each([
    ['', null],
    ['2412 3456', '96824123456'],
    ['9123 4567', '96891234567'],
    ['٢٤١٢ ٣٤٥٦', '96824123456'],
    ['+968 2412 3456', '96824123456'],
    ['00971 4 123 4567', '97141234567'],
  ])('reads %j', (input, value) => {
    expect(normalizePhone(input)).toEqual(ok(value));
  });

  it.each(['call me', '123', '+968 1234', '1234 5678', '0 2412 3456'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false });
  });

  it('dials with + and the country code', () => {
    expect(phoneHref('96824123456')).toBe('tel:+96824123456');
  });
});

describe('normalizeMapLink', () => {
  it.each([
    ['', null],
    ['https://maps.app.goo.gl/AbC123', 'https://maps.app.goo.gl/AbC123'],
    ['maps.app.goo.gl/AbC123', 'https://maps.app.goo.gl/AbC123'],
    ['http://maps.google.com/?q=23.588,58.3829', 'https://maps.google.com/?q=23.588,58.3829'],
  ])('reads %j', (input, value) => {
    expect(normalizeMapLink(input)).toEqual(ok(value));
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/x', 'not a link', 'localhost'])(
    'refuses %j',
    (input) => {
      expect(normalizeMapLink(input)).toEqual({ ok: false });
    },
  );
});
