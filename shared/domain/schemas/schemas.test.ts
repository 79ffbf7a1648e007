import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Problem } from '../problems.ts';
import { WHATSAPP_EXAMPLES } from '../whatsapp.ts';
import { businessProfileSchema } from './business-profile.schema.ts';
import { categorySchema } from './category.schema.ts';
import { problemOfIssue } from './issues.ts';
import { itemTextsSchema, menuItemSchema } from './menu-item.schema.ts';
import { orderSettingsSchema } from './order-settings.schema.ts';
import { registrationSchema } from './registration.schema.ts';

// Each refusal as [path, Problem], the way a form reads them.
function problems(schema: z.ZodType, input: unknown): [string, Problem | null][] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => [issue.path.join('.'), problemOfIssue(issue)]);
}

describe('registrationSchema', () => {
  const filled = {
    name: ' Demo Cafe ',
    category: 'coffee shop',
    description: 'Karak',
    whatsapp: '9123 4567',
    slug: 'democafe',
  };

  it('gives the trimmed values and the WhatsApp digits', () => {
    expect(registrationSchema.parse(filled)).toMatchObject({
      name: 'Demo Cafe',
      whatsapp: '96891234567',
      primary: 'en',
    });
  });

  it('refuses blank fields with field_required per field and required_fields for the form', () => {
    expect(problems(registrationSchema, { ...filled, name: '', slug: '' })).toEqual([
      ['name', { code: 'field_required' }],
      ['slug', { code: 'field_required' }],
      ['root', { code: 'required_fields' }],
    ]);
  });

  it('refuses a number it cannot link to and a reserved slug with their codes', () => {
    expect(problems(registrationSchema, { ...filled, whatsapp: '1234' })[0]).toEqual([
      'whatsapp',
      { code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES },
    ]);
    expect(problems(registrationSchema, { ...filled, slug: 'admin' })[0]).toEqual([
      'slug',
      { code: 'slug_reserved', slug: 'admin' },
    ]);
  });

  it('puts the code in the issue message, for a form without problemOfIssue', () => {
    const result = registrationSchema.safeParse({ ...filled, slug: 'Demo-Cafe' });
    expect(result.error?.issues[0]?.message).toBe('slug_characters');
  });

  it('leaves a wrong type to zod, with no Problem', () => {
    expect(problems(registrationSchema, { ...filled, name: 3 })).toEqual([['name', null]]);
  });
});

describe('categorySchema', () => {
  it('requires the name in the primary language only', () => {
    expect(categorySchema.parse({ name: '', nameAr: ' مشروبات ', primary: 'ar' })).toEqual({
      name: '',
      nameAr: 'مشروبات',
    });
    expect(problems(categorySchema, { name: ' ', primary: 'en' })).toEqual([
      ['name', { code: 'category_name_required' }],
    ]);
  });
});

describe('businessProfileSchema', () => {
  const profile = {
    whatsapp: '+968 9123 4567',
    name: 'Demo Cafe',
    slug: 'DemoCafe',
    instagram: '@democafe',
    primary: 'en',
  };

  it('turns the values into what the database keeps', () => {
    expect(businessProfileSchema.parse(profile)).toMatchObject({
      whatsapp: '96891234567',
      slug: 'democafe',
      instagram: 'https://www.instagram.com/democafe',
      tiktok: null,
      category: null,
    });
  });

  it('gives every field its problem at once', () => {
    expect(
      problems(businessProfileSchema, {
        ...profile,
        whatsapp: 'call me',
        name: '',
        slug: 'ab',
        map: 'ftp://x',
      }),
    ).toEqual([
      ['whatsapp', { code: 'whatsapp_characters' }],
      ['name', { code: 'field_required' }],
      ['slug', { code: 'slug_length', min: 3, max: 40 }],
      ['map', { code: 'link_invalid', field: 'map' }],
    ]);
  });
});

describe('menuItemSchema', () => {
  const item = {
    name: 'Karak',
    price: '0,300',
    categoryId: 'c1',
    hasImage: true,
    imageType: 'image/jpeg',
    mode: 'add',
  };

  it('reads the price into baisa, with calories and an offer', () => {
    expect(
      menuItemSchema.parse({
        ...item,
        calories: ' 120 ',
        offer: { price: '0.250', starts: '', ends: '' },
      }),
    ).toMatchObject({
      name: 'Karak',
      priceBaisa: 300,
      categoryId: 'c1',
      calories: 120,
      offer: { priceBaisa: 250, starts: null, ends: null },
    });
  });

  it('gives the blank fields and the form problem', () => {
    expect(
      problems(menuItemSchema, { ...item, name: '', categoryId: '', hasImage: false }),
    ).toEqual([
      ['name', { code: 'field_required' }],
      ['categoryId', { code: 'field_required' }],
      ['image', { code: 'image_required' }],
      ['root', { code: 'item_required' }],
    ]);
  });

  it('refuses a price, calories and an offer with their codes', () => {
    expect(problems(menuItemSchema, { ...item, price: '-1' })[0]).toEqual([
      'price',
      { code: 'price_negative' },
    ]);
    expect(problems(menuItemSchema, { ...item, calories: '20000' })).toEqual([
      ['calories', { code: 'calories_range', min: 0, max: 10000 }],
    ]);
    expect(
      problems(menuItemSchema, { ...item, offer: { price: '0.300', starts: '', ends: '' } }),
    ).toEqual([['offer.price', { code: 'offer_not_lower' }]]);
    expect(
      problems(menuItemSchema, {
        ...item,
        offer: { price: '', starts: '2026-12-01T06:00', ends: '' },
      }),
    ).toEqual([['offer.price', { code: 'offer_needs_price' }]]);
    expect(
      problems(menuItemSchema, {
        ...item,
        offer: { price: '0.100', starts: '2026-12-02T06:00', ends: '2026-12-01T06:00' },
      }),
    ).toEqual([['offer.ends', { code: 'offer_period_order' }]]);
  });

  it('refuses a file that is not an image', () => {
    expect(problems(menuItemSchema, { ...item, imageType: 'application/pdf' })[0]).toEqual([
      'image',
      { code: 'image_only' },
    ]);
  });
});

describe('itemTextsSchema', () => {
  it("checks the names and price of the superadmin's editor", () => {
    expect(itemTextsSchema.parse({ name: 'Tea', price: '١٫٥' })).toMatchObject({
      priceBaisa: 1500,
    });
    expect(problems(itemTextsSchema, { name: 'Tea', price: '1.2345' })[0]).toEqual([
      'price',
      { code: 'price_too_many_decimals', max: 3 },
    ]);
  });
});

describe('orderSettingsSchema', () => {
  it('keeps the order types in the customer order and reads the money into baisa', () => {
    expect(
      orderSettingsSchema.parse({
        orderTypes: ['delivery', 'dine-in'],
        deliveryFee: '0.500',
        retentionDays: '30',
      }),
    ).toEqual({
      orderTypes: ['dine-in', 'delivery'],
      deliveryFeeBaisa: 500,
      deliveryMinimumBaisa: null,
      retentionDays: 30,
    });
  });

  it('gives every problem at once', () => {
    expect(
      problems(orderSettingsSchema, {
        orderTypes: [],
        deliveryMinimum: 'abc',
        retentionDays: '400',
      }),
    ).toEqual([
      ['orderTypes', { code: 'order_types_required' }],
      ['deliveryMinimum', { code: 'price_not_a_number' }],
      ['retentionDays', { code: 'retention_range', min: 1, max: 365 }],
    ]);
  });
});
