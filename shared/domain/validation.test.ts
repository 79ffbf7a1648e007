import { describe, expect, it } from 'vitest';
import { priceMessages, priceText } from './price-input.ts';
import { slugMessages, slugText } from './slug.ts';
import type { WhatsappProblem } from './whatsapp.ts';
import {
  fieldMessages,
  fieldText,
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
  validationMessages,
  validationText,
  type ItemTextsInput,
  type MenuItemInput,
  type RegistrationInput,
  type ReservationInput,
} from './validation.ts';

describe('every message has its Arabic pair', () => {
  it.each([
    ['validation', validationText],
    ['field', fieldText],
    ['price', priceText],
    ['slug', slugText],
  ] as const)('%s messages', (_name, table) => {
    expect(Object.keys(table.ar)).toEqual(Object.keys(table.en));
    for (const text of Object.values(table.ar)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('SPEC.md section 5 messages, word for word', () => {
  it('keeps the product wording', () => {
    expect(validationMessages).toEqual({
      requiredFields: 'Please fill all required fields',
      mustBeLoggedIn: 'You must be logged in to register your business',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters long.',
      categoryName: 'Enter category name',
      itemRequired: 'Required fields missing',
      imageOnly: 'Only image files are accepted',
      confirmDeleteCategory: 'Delete this category? Items become Uncategorized.',
      confirmDeleteItem: 'Delete this item?',
    });
  });
});

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
      expect(validateEmail(email)).toBe('Please enter a valid email address.');
    },
  );

  it('needs a password of at least 6 characters', () => {
    expect(validatePassword('')).toBe('Password must be at least 6 characters long.');
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters long.');
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('password123')).toBeNull();
  });

  it('reports the email first, then the password', () => {
    expect(validateCredentials('nope', '1')).toBe('Please enter a valid email address.');
    expect(validateCredentials('owner@example.com', '1')).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateCredentials(' Owner@Example.com ', 'password123')).toBeNull();
  });
});

describe('validateRegistration', () => {
  const code = (problem: WhatsappProblem) => problem.code;
  const filled: RegistrationInput = {
    name: '  Demo Cafe ',
    category: 'coffee shop',
    description: 'Karak and snacks',
    whatsapp: '+968 9000 0000',
    slug: 'democafe',
  };

  it('accepts a filled form and gives trimmed values and WhatsApp digits', () => {
    expect(validateRegistration(filled, 'en', code)).toEqual({
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
    expect(validateRegistration(arabic, 'ar', code)).toEqual({
      ok: false,
      message: 'يرجى تعبئة جميع الحقول المطلوبة',
      fieldErrors: { nameAr: 'هذا الحقل مطلوب', descriptionAr: 'هذا الحقل مطلوب' },
    });
    const filledAr = { ...arabic, nameAr: ' مقهى ', descriptionAr: 'كرك' };
    expect(validateRegistration(filledAr, 'en', code)).toMatchObject({
      ok: true,
      value: { name: '', nameAr: 'مقهى', descriptionAr: 'كرك', primary: 'ar' },
    });
  });

  it('gives the slug message in Arabic on an Arabic screen', () => {
    expect(validateRegistration({ ...filled, slug: 'admin' }, 'ar', code)).toMatchObject({
      ok: false,
      message: '"admin" محجوز، يرجى اختيار رابط مختصر آخر',
    });
  });

  it.each(['name', 'whatsapp', 'slug', 'category', 'description'] as const)(
    'asks to fill all required fields when %s is blank',
    (field) => {
      expect(validateRegistration({ ...filled, [field]: '   ' }, 'en', code)).toEqual({
        ok: false,
        message: 'Please fill all required fields',
        fieldErrors: { [field]: fieldMessages.required },
      });
    },
  );

  it('marks every blank field at once', () => {
    const result = validateRegistration(
      { ...filled, name: '', whatsapp: '', slug: '' },
      'en',
      code,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Please fill all required fields',
      fieldErrors: {
        name: fieldMessages.required,
        whatsapp: fieldMessages.required,
        slug: fieldMessages.required,
      },
    });
  });

  it('refuses a WhatsApp number it cannot link to, in the words of the given dictionary', () => {
    expect(validateRegistration({ ...filled, whatsapp: '1234' }, 'en', code)).toEqual({
      ok: false,
      message: 'countryCode',
      fieldErrors: { whatsapp: 'countryCode' },
    });
  });

  it('stores an Omani mobile typed as 8 digits with its country code', () => {
    expect(validateRegistration({ ...filled, whatsapp: '9123 4567' }, 'en', code)).toMatchObject({
      ok: true,
      value: { whatsapp: '96891234567' },
    });
  });

  it('refuses a reserved slug with the reserved message', () => {
    const message = '"admin" is reserved, please choose another slug';
    expect(validateRegistration({ ...filled, slug: 'admin' }, 'en', code)).toEqual({
      ok: false,
      message,
      fieldErrors: { slug: message },
    });
  });

  it('refuses a slug with characters outside a-z 0-9', () => {
    expect(validateRegistration({ ...filled, slug: 'Demo-Cafe' }, 'en', code)).toMatchObject({
      ok: false,
      message: slugMessages.characters,
    });
  });

  it('has the logged-in message for the form to show', () => {
    expect(validationMessages.mustBeLoggedIn).toBe(
      'You must be logged in to register your business',
    );
  });
});

describe('validateCategoryName', () => {
  it.each(['', '   ', '\t\n'])('asks for a name when given %j', (name) => {
    expect(validateCategoryName(name)).toBe('Enter category name');
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
      expect(validateImageFile(type)).toBe('Only image files are accepted');
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
    expect(validateMenuItem({ ...arabicFirst, nameAr: '' }, 'ar')).toEqual({
      ok: false,
      message: 'الحقول المطلوبة ناقصة',
      fieldErrors: { nameAr: 'هذا الحقل مطلوب' },
    });
    expect(validateMenuItem({ ...adding, nameAr: 'كرك', name: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { name: fieldMessages.required },
    });
  });

  it('gives price messages in Arabic on an Arabic screen', () => {
    expect(validateMenuItem({ ...adding, price: '-1' }, 'ar')).toMatchObject({
      ok: false,
      message: priceText.ar.negative,
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
      message: 'Required fields missing',
      fieldErrors: { [field]: fieldMessages.required },
    });
  });

  it('requires an image when adding', () => {
    const { imageType: _unused, ...withoutType } = adding;
    expect(validateMenuItem({ ...withoutType, hasImage: false })).toEqual({
      ok: false,
      message: 'Required fields missing',
      fieldErrors: { image: fieldMessages.imageRequired },
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
      message: 'Only image files are accepted',
      fieldErrors: { image: 'Only image files are accepted' },
    });
  });

  it('passes on the price message for a price it cannot read', () => {
    expect(validateMenuItem({ ...adding, price: '-1' })).toEqual({
      ok: false,
      message: priceMessages.negative,
      fieldErrors: { price: priceMessages.negative },
    });
    expect(validateMenuItem({ ...adding, price: '1.2345' })).toMatchObject({
      message: priceMessages.tooManyDecimals,
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
      message: 'Required fields missing',
      fieldErrors: { categoryId: fieldMessages.required },
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
      message: 'Required fields missing',
      fieldErrors: { name: fieldMessages.required, price: fieldMessages.required },
    });
    expect(validateItemTexts({ ...texts, nameAr: '', primary: 'ar' }, 'ar')).toEqual({
      ok: false,
      message: 'الحقول المطلوبة ناقصة',
      fieldErrors: { nameAr: 'هذا الحقل مطلوب' },
    });
  });

  it("passes on the price's own message", () => {
    expect(validateItemTexts({ ...texts, price: 'abc' })).toEqual({
      ok: false,
      message: priceMessages.notANumber,
      fieldErrors: { price: priceMessages.notANumber },
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
        message: 'Please fill all required fields',
        fieldErrors: { [field]: fieldMessages.required },
      });
    },
  );

  it.each(['0', '51', '-1', '2.5', 'four', '100'])('refuses %j people', (people) => {
    expect(validateReservation({ ...filled, people })).toEqual({
      ok: false,
      message: 'Number of people must be between 1 and 50',
      fieldErrors: { people: 'Number of people must be between 1 and 50' },
    });
  });

  it.each(['1', '50'])('accepts %j people', (people) => {
    expect(validateReservation({ ...filled, people }).ok).toBe(true);
  });

  it('refuses a bad email with the login wording', () => {
    expect(validateReservation({ ...filled, email: 'aisha' })).toMatchObject({
      ok: false,
      message: 'Please enter a valid email address.',
    });
  });

  it.each(['123', 'call me', '+968 9123 4567 ext 2', '1234567890123456'])(
    'refuses the phone %j',
    (phone) => {
      expect(validateReservation({ ...filled, phone })).toMatchObject({
        ok: false,
        message: fieldMessages.phone,
      });
    },
  );

  it.each(['2026-02-30', '18/12/2026', '2026-13-01', 'tomorrow'])('refuses the date %j', (date) => {
    expect(validateReservation({ ...filled, date })).toMatchObject({
      ok: false,
      message: fieldMessages.date,
    });
  });

  it.each(['24:00', '7pm', '19:60', '1930'])('refuses the time %j', (time) => {
    expect(validateReservation({ ...filled, time })).toMatchObject({
      ok: false,
      message: fieldMessages.time,
    });
  });

  it('lists every invalid field and shows the first', () => {
    const result = validateReservation({ ...filled, phone: '1', people: '99', time: 'x' });
    expect(result).toEqual({
      ok: false,
      message: fieldMessages.phone,
      fieldErrors: {
        phone: fieldMessages.phone,
        people: fieldMessages.people,
        time: fieldMessages.time,
      },
    });
  });
});
