import { describe, expect, it } from 'vitest';
import { reservationSchema } from './reservation-schema.ts';

const good = {
  name: ' Salim ',
  phone: '+968 9123 4567',
  email: ' Salim@Example.TEST',
  people: '٤',
  date: '2026-12-01',
  time: '19:30',
};

function said(lang: 'en' | 'ar', input: typeof good) {
  const result = reservationSchema(lang).safeParse(input);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('reservationSchema', () => {
  it('hands on the checked reservation: trimmed, email lowercased, people as a number', () => {
    expect(reservationSchema('en').parse(good)).toEqual({
      name: 'Salim',
      phone: '+968 9123 4567',
      email: 'salim@example.test',
      people: 4,
      date: '2026-12-01',
      time: '19:30',
    });
  });

  it('marks each blank field and says the summary at root', () => {
    expect(said('en', { ...good, name: '', time: ' ' })).toEqual([
      ['name', 'This field is required'],
      ['time', 'This field is required'],
      ['root', 'Please fill all required fields'],
    ]);
  });

  it('says a bad value under its field and as the summary, in Arabic too', () => {
    expect(said('en', { ...good, people: '60' })).toEqual([
      ['people', 'Number of people must be between 1 and 50'],
      ['root', 'Number of people must be between 1 and 50'],
    ]);
    expect(said('ar', { ...good, phone: '12' })).toEqual([
      ['phone', 'يرجى إدخال رقم هاتف صحيح.'],
      ['root', 'يرجى إدخال رقم هاتف صحيح.'],
    ]);
  });
});
