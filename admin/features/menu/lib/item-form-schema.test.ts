import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import { sampleCategories, sampleItems } from '../components/fixtures.ts';
import {
  itemFormDefaults,
  itemFormSchema,
  SUMMARY,
  type ItemFormValues,
} from './item-form-schema.ts';
import { emptyGroup } from './option-drafts.ts';

const context = { mode: 'add', primary: 'en', languages: ['en'], lang: 'en', t: en } as const;
const photo = new File(['x'], 'karak.jpg', { type: 'image/jpeg' });

function filled(change: Partial<ItemFormValues> = {}): ItemFormValues {
  const blank = itemFormDefaults();
  return {
    ...blank,
    texts: { ...blank.texts, names: { en: ' Karak Tea ', ar: '' }, price: '0.2' },
    categoryId: sampleCategories[0]!.id,
    image: photo,
    ...change,
  };
}

/** The issues' messages by path, as the form gets them. */
function refusals(values: ItemFormValues, ctx: Parameters<typeof itemFormSchema>[0] = context) {
  const result = itemFormSchema(ctx).safeParse(values);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('item form schema', () => {
  it('turns what the owner typed into what save_menu_item takes: baisa, trimmed names, null calories', () => {
    const result = itemFormSchema(context).parse(filled());
    expect(result).toMatchObject({
      name: 'Karak Tea',
      priceBaisa: 200,
      categoryId: sampleCategories[0]!.id,
      calories: null,
      options: [],
      offer: { offer_price: null, offer_starts: null, offer_ends: null },
    });
  });

  it('marks every blank required field at once under one summary', () => {
    expect(refusals(itemFormDefaults())).toEqual({
      'texts.names.en': 'This field is required',
      'texts.price': 'This field is required',
      categoryId: 'This field is required',
      image: expect.any(String),
      [SUMMARY]: 'Required fields missing',
    });
  });

  it('requires the name in the primary language, in the screen language', () => {
    const values = filled();
    values.texts = { ...values.texts, names: { en: 'Karak Tea', ar: '' } };
    const refused = refusals(values, {
      ...context,
      primary: 'ar',
      languages: ['ar', 'en'],
      lang: 'ar',
      t: ar,
    });
    expect(refused?.['texts.names.ar']).toBeTruthy();
    expect(refused?.[SUMMARY]).toBe('الحقول المطلوبة ناقصة');
  });

  it('an edit keeps the stored photo: no file is needed', () => {
    const item = sampleItems[0]!;
    expect(
      itemFormSchema({ ...context, mode: 'edit' }).safeParse(itemFormDefaults(item)).success,
    ).toBe(true);
  });

  it('refuses calories, an offer not below the price, and a nameless option group, one at a time', () => {
    const calories = filled();
    calories.details = { ...calories.details, calories: '12.5' };
    expect(refusals(calories)).toEqual({
      [SUMMARY]: en.options.messages.calories,
      'details.calories': en.options.messages.calories,
    });
    expect(refusals(filled({ offer: { price: '0.2', starts: '', ends: '' } }))?.[SUMMARY]).toBe(
      en.menu.offerNotLower,
    );
    expect(refusals(filled({ groups: [{ ...emptyGroup(), name: '' }] }))?.[SUMMARY]).toBe(
      en.options.messages.groupName,
    );
  });

  it('saves no offer, an offer, or an offer with its period (Muscat wall-clock times)', () => {
    const priced = (offer: ItemFormValues['offer']) =>
      filled({ texts: { ...filled().texts, price: '0.900' }, offer });
    expect(
      itemFormSchema(context).parse(priced({ price: '', starts: '', ends: '' })).offer,
    ).toEqual({ offer_price: null, offer_starts: null, offer_ends: null });
    expect(
      itemFormSchema(context).parse(
        priced({ price: '0.7', starts: '2026-12-01T06:00', ends: '2026-12-31T23:59' }),
      ).offer,
    ).toEqual({
      offer_price: 0.7,
      offer_starts: '2026-12-01T02:00:00.000Z',
      offer_ends: '2026-12-31T19:59:00.000Z',
    });
  });

  it('refuses an offer that is not lower, a period backwards, or a period without a price, in the screen language', () => {
    const priced = (offer: ItemFormValues['offer']) =>
      filled({ texts: { ...filled().texts, price: '0.900' }, offer });
    expect(refusals(priced({ price: '0.900', starts: '', ends: '' }))).toEqual({
      [SUMMARY]: en.menu.offerNotLower,
      offer: en.menu.offerNotLower,
    });
    expect(
      refusals(priced({ price: '0.5', starts: '2026-12-02T00:00', ends: '2026-12-01T00:00' }), {
        ...context,
        lang: 'ar',
        t: ar,
      }),
    ).toEqual({ [SUMMARY]: ar.menu.offerPeriodOrder, offer: ar.menu.offerPeriodOrder });
    expect(refusals(priced({ price: '', starts: '', ends: '2026-12-01T00:00' }))).toEqual({
      [SUMMARY]: en.menu.offerNeedsPrice,
      offer: en.menu.offerNeedsPrice,
    });
    expect(refusals(priced({ price: 'abc', starts: '', ends: '' }))).toMatchObject({
      offer: expect.any(String),
    });
  });
});
