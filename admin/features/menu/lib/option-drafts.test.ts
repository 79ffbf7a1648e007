import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import {
  checkOptionDrafts,
  draftsFrom,
  emptyChoice,
  emptyGroup,
  moveEntry,
  parseCalories,
  setRequired,
  type GroupDraft,
} from './option-drafts.ts';

const messages = en.options.messages;

function size(overrides: Partial<GroupDraft> = {}): GroupDraft {
  return {
    ...emptyGroup(),
    name: 'Size',
    choices: [
      { ...emptyChoice(), name: 'Small', price: '' },
      { ...emptyChoice(), id: 'c-large', name: 'Large', nameAr: 'كبير', price: '0.300' },
    ],
    ...overrides,
  };
}

describe('checkOptionDrafts', () => {
  it('turns what the owner typed into save_item_options input, in order', () => {
    const extras: GroupDraft = {
      ...setRequired(emptyGroup(), false),
      id: 'g-extras',
      name: ' Extras ',
      max: '3',
      choices: [{ ...emptyChoice(), name: 'Extra shot', price: '٠٫٢', soldOut: true }],
    };
    expect(checkOptionDrafts([size(), extras], messages)).toEqual({
      ok: true,
      groups: [
        {
          name: 'Size',
          name_ar: '',
          required: true,
          min_choices: 1,
          max_choices: 1,
          choices: [
            { name: 'Small', name_ar: '', price_delta_baisa: 0, sold_out: false },
            {
              id: 'c-large',
              name: 'Large',
              name_ar: 'كبير',
              price_delta_baisa: 300,
              sold_out: false,
            },
          ],
        },
        {
          id: 'g-extras',
          name: 'Extras',
          name_ar: '',
          required: false,
          min_choices: 0,
          max_choices: 3,
          choices: [{ name: 'Extra shot', name_ar: '', price_delta_baisa: 200, sold_out: true }],
        },
      ],
    });
  });

  it.each([
    ['a group without a name', size({ name: ' ' }), messages.groupName],
    ['a group without choices', size({ choices: [] }), messages.noChoices('Size')],
    ['a minimum above the maximum', size({ min: '2', max: '1' }), messages.minAboveMax('Size')],
    ['a maximum of 0', size({ max: '0' }), messages.maxRange('Size')],
    ['a minimum that is not a number', size({ min: 'one' }), messages.wholeNumber('Size')],
    [
      'more required than there are',
      size({ min: '3', max: '3' }),
      messages.minAboveChoices('Size', 2),
    ],
    [
      'a negative price change',
      size({ choices: [{ ...emptyChoice(), name: 'Small', price: '-0.1' }] }),
      '"Small": Price cannot be negative',
    ],
    [
      'a choice without a name',
      size({ choices: [{ ...emptyChoice(), name: '', price: '' }] }),
      messages.choiceName,
    ],
  ])('explains %s', (_name, draft, message) => {
    expect(checkOptionDrafts([draft], messages)).toEqual({ ok: false, message });
  });

  it('accepts an Arabic-only name and speaks Arabic when asked', () => {
    expect(checkOptionDrafts([size({ name: '', nameAr: 'الحجم' })], messages).ok).toBe(true);
    expect(checkOptionDrafts([size({ name: '' })], ar.options.messages, 'ar')).toEqual({
      ok: false,
      message: ar.options.messages.groupName,
    });
  });

  it('explains a refused price change in Arabic on an Arabic screen, not in English', () => {
    const draft = size({ choices: [{ ...emptyChoice(), name: 'Small', price: '-0.1' }] });
    expect(checkOptionDrafts([draft], ar.options.messages, 'ar')).toEqual({
      ok: false,
      message: 'فرق سعر "Small": لا يمكن أن يكون السعر سالبا',
    });
  });
});

describe('editing helpers', () => {
  it('keeps required and the minimum consistent', () => {
    const optional = setRequired(size({ min: '2', max: '3' }), false);
    expect([optional.required, optional.min]).toEqual([false, '0']);
    expect(setRequired(optional, true).min).toBe('1');
  });

  it('moves rows and ignores moves past either end', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('reads saved groups back in the owner’s order with prices as typed', () => {
    const drafts = draftsFrom([
      {
        id: 'g2',
        name: 'Extras',
        name_ar: '',
        required: false,
        min_choices: 0,
        max_choices: 2,
        sort_order: 2,
        item_option_choices: [],
      },
      {
        id: 'g1',
        name: 'Size',
        name_ar: 'الحجم',
        required: true,
        min_choices: 1,
        max_choices: 1,
        sort_order: 1,
        item_option_choices: [
          {
            id: 'b',
            name: 'Large',
            name_ar: '',
            price_delta_baisa: 300,
            sold_out: true,
            sort_order: 2,
          },
          {
            id: 'a',
            name: 'Small',
            name_ar: '',
            price_delta_baisa: 0,
            sold_out: false,
            sort_order: 1,
          },
        ],
      },
    ]);
    expect(drafts.map((g) => [g.id, g.choices.map((c) => `${c.name} ${c.price}`)])).toEqual([
      ['g1', ['Small 0.000', 'Large 0.300']],
      ['g2', []],
    ]);
  });

  it('reads calories: empty is none, anything else a whole number up to 10000', () => {
    expect(parseCalories(' ')).toEqual({ ok: true, value: null });
    expect(parseCalories('250')).toEqual({ ok: true, value: 250 });
    expect(parseCalories('12.5').ok).toBe(false);
    expect(parseCalories('20000').ok).toBe(false);
  });
});
