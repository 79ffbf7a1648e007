import { WHATSAPP_EXAMPLES } from './whatsapp.ts';
import { describe, expect, it } from 'vitest';
import {
  isImageFile,
  normalizeDirection,
  normalizeEmail,
  normalizeSort,
  validateCategoryName,
  validateCredentials,
  validateEmail,
  validateImageFile,
  validateItemTexts,
  validateMenuItem,
  validatePassword,
  validateRegistration,
  validateReservation,
  type ItemTextsInput,
  type MenuItemInput,
  type RegistrationInput,
  type ReservationInput,
} from './validation.ts';

describe('login and sign up', () => {
  it('trims and lowercases the email', () => {
    expect(normalizeEmail('  Owner@Example.COM \n')).toBe('owner@example.com');
  });

  it.each(['owner@example.com', '  Owner@Example.com ', 'a@b', 'x.y+tag@sub.example.om'])(
    'accepts the email %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each(['', '   ', 'owner', 'owner.example.com', '@example.com', 'owner@', 'a b@c.d', 'a@b@c'])(
    'refuses the email %j',
    (email) => {
      expect(validateEmail(email)).toEqual({ code: 'email_invalid' });
    },
  );

  it('needs a password of at least 6 characters', () => {
    expect(validatePassword('')).toEqual({ code: 'password_too_short', min: 6 });
    expect(validatePassword('12345')).toEqual({ code: 'password_too_short', min: 6 });
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('password123')).toBeNull();
  });

  it('reports the email first, then the password', () => {
    expect(validateCredentials('nope', '1')).toEqual({ code: 'email_invalid' });
    expect(validateCredentials('owner@example.com', '1')).toEqual({
      code: 'password_too_short',
      min: 6,
    });
    expect(validateCredentials(' Owner@Example.com ', 'password123')).toBeNull();
  });
});

describe('validateRegistration', () => {
  const filled: RegistrationInput = {
    name: '  Demo Cafe ',
    category: 'coffee shop',
    description: 'Karak and snacks',
    whatsapp: '+968 9000 0000',
    slug: 'democafe',
  };

  it('accepts a filled form and gives trimmed values and WhatsApp digits', () => {
    expect(validateRegistration(filled)).toEqual({
      ok: true,
      value: {
        name: 'Demo Cafe',
        category: 'coffee shop',
        description: 'Karak and snacks',
        nameAr: '',
        descriptionAr: '',
        whatsapp: '96890000000',
        slug: 'democafe',
        primary: 'en',
      },
    });
  });

  it('needs the Arabic name and description of an Arabic-first business, not the English ones', () => {
    const arabic = { ...filled, name: '', description: '', primary: 'ar' as const };
    expect(validateRegistration(arabic)).toEqual({
      ok: false,
      problem: { code: 'required_fields' },
      fieldErrors: {
        nameAr: { code: 'field_required' },
        descriptionAr: { code: 'field_required' },
      },
    });
    const filledAr = { ...arabic, nameAr: ' مقهى ', descriptionAr: 'كرك' };
    expect(validateRegistration(filledAr)).toMatchObject({
      ok: true,
      value: { name: '', nameAr: 'مقهى', descriptionAr: 'كرك', primary: 'ar' },
    });
  });

  it.each(['name', 'whatsapp', 'slug', 'category', 'description'] as const)(
    'asks to fill all required fields when %s is blank',
    (field) => {
      expect(validateRegistration({ ...filled, [field]: '   ' })).toEqual({
        ok: false,
        problem: { code: 'required_fields' },
        fieldErrors: { [field]: { code: 'field_required' } },
      });
    },
  );

  it('marks every blank field at once', () => {
    const result = validateRegistration({ ...filled, name: '', whatsapp: '', slug: '' });
    expect(result).toEqual({
      ok: false,
      problem: { code: 'required_fields' },
      fieldErrors: {
        name: { code: 'field_required' },
        whatsapp: { code: 'field_required' },
        slug: { code: 'field_required' },
      },
    });
  });

  it('refuses a WhatsApp number it cannot link to, with the examples its message names', () => {
    const problem = { code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES };
    expect(validateRegistration({ ...filled, whatsapp: '1234' })).toEqual({
      ok: false,
      problem,
      fieldErrors: { whatsapp: problem },
    });
  });

  it('stores an Omani mobile typed as 8 digits with its country code', () => {
    expect(validateRegistration({ ...filled, whatsapp: '9123 4567' })).toMatchObject({
      ok: true,
      value: { whatsapp: '96891234567' },
    });
  });

  it('refuses a reserved slug with the reserved message', () => {
    const problem = { code: 'slug_reserved', slug: 'admin' };
    expect(validateRegistration({ ...filled, slug: 'admin' })).toEqual({
      ok: false,
      problem,
      fieldErrors: { slug: problem },
    });
  });

  it('refuses a slug with characters outside a-z 0-9', () => {
    expect(validateRegistration({ ...filled, slug: 'Demo-Cafe' })).toMatchObject({
      ok: false,
      problem: { code: 'slug_characters' },
    });
  });
});

describe('validateCategoryName', () => {
  it.each(['', '   ', '\t\n'])('asks for a name when given %j', (name) => {
    expect(validateCategoryName(name)).toEqual({ code: 'category_name_required' });
  });

  it.each(['Drinks', '  Hot drinks ', 'مشروبات'])('accepts %j', (name) => {
    expect(validateCategoryName(name)).toBeNull();
  });
});

describe('isImageFile and validateImageFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'])(
    'accepts %s',
    (type) => {
      expect(isImageFile(type)).toBe(true);
      expect(validateImageFile(type)).toBeNull();
    },
  );

  it.each(['', 'application/pdf', 'text/html', 'video/mp4', 'image', 'image/', 'xyz/image/png'])(
    'refuses %j',
    (type) => {
      expect(isImageFile(type)).toBe(false);
      expect(validateImageFile(type)).toEqual({ code: 'image_only' });
    },
  );
});

describe('validateMenuItem', () => {
  const adding: MenuItemInput = {
    name: ' Karak Tea ',
    description: ' Strong and sweet ',
    price: '0.200',
    categoryId: 'cat-1',
    hasImage: true,
    imageType: 'image/jpeg',
    mode: 'add',
  };

  it('accepts a complete new item and parses the price to baisa', () => {
    expect(validateMenuItem(adding)).toEqual({
      ok: true,
      value: {
        name: 'Karak Tea',
        description: 'Strong and sweet',
        nameAr: '',
        descriptionAr: '',
        priceBaisa: 200,
        categoryId: 'cat-1',
      },
    });
  });

  it('requires the name in the primary language only', () => {
    const arabicFirst = { ...adding, name: '', nameAr: ' كرك ', primary: 'ar' as const };
    expect(validateMenuItem(arabicFirst)).toMatchObject({
      ok: true,
      value: { name: '', nameAr: 'كرك' },
    });
    expect(validateMenuItem({ ...arabicFirst, nameAr: '' })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { nameAr: { code: 'field_required' } },
    });
    expect(validateMenuItem({ ...adding, nameAr: 'كرك', name: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { name: { code: 'field_required' } },
    });
  });

  it('passes on the price problem', () => {
    expect(validateMenuItem({ ...adding, price: '-1' })).toMatchObject({
      ok: false,
      problem: { code: 'price_negative' },
    });
  });

  it('reads Arabic-Indic prices', () => {
    expect(validateMenuItem({ ...adding, price: '١٫٥' })).toMatchObject({
      ok: true,
      value: { priceBaisa: 1500 },
    });
  });

  it.each([
    ['name', { name: '  ' }],
    ['price', { price: '' }],
    ['categoryId', { categoryId: '' }],
  ] as const)('says Required fields missing when %s is missing', (field, change) => {
    expect(validateMenuItem({ ...adding, ...change })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { [field]: { code: 'field_required' } },
    });
  });

  it('requires an image when adding', () => {
    const { imageType: _unused, ...withoutType } = adding;
    expect(validateMenuItem({ ...withoutType, hasImage: false })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { image: { code: 'image_required' } },
    });
  });

  it('keeps the old image when editing without a new one', () => {
    const { imageType: _unused, ...withoutType } = adding;
    expect(validateMenuItem({ ...withoutType, hasImage: false, mode: 'edit' })).toMatchObject({
      ok: true,
    });
  });

  it.each(['add', 'edit'] as const)('accepts only image files in %s mode', (mode) => {
    expect(validateMenuItem({ ...adding, mode, imageType: 'application/pdf' })).toEqual({
      ok: false,
      problem: { code: 'image_only' },
      fieldErrors: { image: { code: 'image_only' } },
    });
  });

  it('passes on the price message for a price it cannot read', () => {
    expect(validateMenuItem({ ...adding, price: '-1' })).toEqual({
      ok: false,
      problem: { code: 'price_negative' },
      fieldErrors: { price: { code: 'price_negative' } },
    });
    expect(validateMenuItem({ ...adding, price: '1.2345' })).toMatchObject({
      problem: { code: 'price_too_many_decimals', max: 3 },
    });
  });

  it('treats a missing description as empty', () => {
    const { description: _unused, ...withoutDescription } = adding;
    expect(validateMenuItem(withoutDescription)).toMatchObject({
      ok: true,
      value: { description: '' },
    });
  });

  it('names every blank field before a price it cannot read', () => {
    expect(validateMenuItem({ ...adding, categoryId: '', price: 'abc' })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { categoryId: { code: 'field_required' } },
    });
  });
});

describe('validateItemTexts', () => {
  // The superadmin's item editor: texts and price only, no category or image.
  const texts: ItemTextsInput = {
    name: ' Mixed Grill ',
    description: ' For two ',
    nameAr: ' مشاوي ',
    descriptionAr: '',
    price: '3.5',
  };

  it('trims the texts and parses the price to baisa', () => {
    expect(validateItemTexts(texts)).toEqual({
      ok: true,
      value: {
        name: 'Mixed Grill',
        description: 'For two',
        nameAr: 'مشاوي',
        descriptionAr: '',
        priceBaisa: 3500,
      },
    });
  });

  it('says Required fields missing for a blank primary name or price, in either language', () => {
    expect(validateItemTexts({ ...texts, name: ' ', price: '' })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { name: { code: 'field_required' }, price: { code: 'field_required' } },
    });
    expect(validateItemTexts({ ...texts, nameAr: '', primary: 'ar' })).toEqual({
      ok: false,
      problem: { code: 'item_required' },
      fieldErrors: { nameAr: { code: 'field_required' } },
    });
  });

  it("passes on the price's own message", () => {
    expect(validateItemTexts({ ...texts, price: 'abc' })).toEqual({
      ok: false,
      problem: { code: 'price_not_a_number' },
      fieldErrors: { price: { code: 'price_not_a_number' } },
    });
  });
});

describe('sorting', () => {
  it.each(['name', 'price', 'created_at'])('keeps the sort field %s', (field) => {
    expect(normalizeSort(field)).toBe(field);
  });

  it.each(['', 'Name', 'updated_at', 'price desc', 'id;drop table', null, undefined, 3])(
    'falls back to name for %j',
    (field) => {
      expect(normalizeSort(field)).toBe('name');
    },
  );

  it('keeps asc and desc and falls back to asc', () => {
    expect(normalizeDirection('asc')).toBe('asc');
    expect(normalizeDirection('desc')).toBe('desc');
    expect(normalizeDirection('DESC')).toBe('asc');
    expect(normalizeDirection(undefined)).toBe('asc');
  });
});

describe('validateReservation', () => {
  const filled: ReservationInput = {
    name: ' Aisha ',
    phone: '+968 9123 4567',
    email: ' Aisha@Example.com ',
    people: '4',
    date: '2026-12-18',
    time: '19:30',
  };

  it('accepts a filled form', () => {
    expect(validateReservation(filled)).toEqual({
      ok: true,
      value: {
        name: 'Aisha',
        phone: '+968 9123 4567',
        email: 'aisha@example.com',
        people: 4,
        date: '2026-12-18',
        time: '19:30',
      },
    });
  });

  it('reads Arabic-Indic digits in phone and people', () => {
    expect(validateReservation({ ...filled, phone: '٩١٢٣٤٥٦٧', people: '١٢' })).toMatchObject({
      ok: true,
      value: { phone: '91234567', people: 12 },
    });
  });

  it.each(['name', 'phone', 'email', 'people', 'date', 'time'] as const)(
    'asks to fill all required fields when %s is blank',
    (field) => {
      expect(validateReservation({ ...filled, [field]: ' ' })).toEqual({
        ok: false,
        problem: { code: 'required_fields' },
        fieldErrors: { [field]: { code: 'field_required' } },
      });
    },
  );

  it.each(['0', '51', '-1', '2.5', 'four', '100'])('refuses %j people', (people) => {
    expect(validateReservation({ ...filled, people })).toEqual({
      ok: false,
      problem: { code: 'people_range', min: 1, max: 50 },
      fieldErrors: { people: { code: 'people_range', min: 1, max: 50 } },
    });
  });

  it.each(['1', '50'])('accepts %j people', (people) => {
    expect(validateReservation({ ...filled, people }).ok).toBe(true);
  });

  it('refuses a bad email with the login wording', () => {
    expect(validateReservation({ ...filled, email: 'aisha' })).toMatchObject({
      ok: false,
      problem: { code: 'email_invalid' },
    });
  });

  it.each(['123', 'call me', '+968 9123 4567 ext 2', '1234567890123456'])(
    'refuses the phone %j',
    (phone) => {
      expect(validateReservation({ ...filled, phone })).toMatchObject({
        ok: false,
        problem: { code: 'phone_invalid' },
      });
    },
  );

  it.each(['2026-02-30', '18/12/2026', '2026-13-01', 'tomorrow'])('refuses the date %j', (date) => {
    expect(validateReservation({ ...filled, date })).toMatchObject({
      ok: false,
      problem: { code: 'date_invalid' },
    });
  });

  it.each(['24:00', '7pm', '19:60', '1930'])('refuses the time %j', (time) => {
    expect(validateReservation({ ...filled, time })).toMatchObject({
      ok: false,
      problem: { code: 'time_invalid' },
    });
  });

  it('lists every invalid field and shows the first', () => {
    const result = validateReservation({ ...filled, phone: '1', people: '99', time: 'x' });
    expect(result).toEqual({
      ok: false,
      problem: { code: 'phone_invalid' },
      fieldErrors: {
        phone: { code: 'phone_invalid' },
        people: { code: 'people_range', min: 1, max: 50 },
        time: { code: 'time_invalid' },
      },
    });
  });
});
