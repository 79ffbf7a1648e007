import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en.ts';
import { karakOptions } from '../components/fixtures.ts';
import { checkOptionDrafts, draftsFrom, type SavedOptionGroup } from './option-drafts.ts';
import { formatOptionsText, parseOptionsText } from './options-text.ts';

// Stored out of order on purpose: the text follows sort_order.
const saved: SavedOptionGroup[] = [...karakOptions].reverse().map((group) => ({
  ...group,
  item_option_choices: [...group.item_option_choices].reverse(),
}));

const inputs = (text: string) => {
  const parsed = parseOptionsText(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return checkOptionDrafts(parsed.groups, en.options.messages);
};

describe('the options text form', () => {
  it('writes groups and choices in the owner order with prices, rules and sold out', () => {
    expect(formatOptionsText(draftsFrom(saved))).toBe(
      'Size / الحجم [1-1]: Small / صغير; Large / كبير +0.300 | Extras / إضافات [0-3]: Extra ginger / زنجبيل إضافي +0.100 (sold out)',
    );
  });

  it('reads back exactly what it wrote (round trip)', () => {
    const text = formatOptionsText(draftsFrom(saved));
    expect(inputs(text)).toEqual(
      checkOptionDrafts(
        draftsFrom(saved).map(({ id: _g, choices, ...group }) => ({
          ...group,
          choices: choices.map(({ id: _c, ...choice }) => choice),
        })),
        en.options.messages,
      ),
    );
    const parsed = parseOptionsText(text);
    expect(parsed.ok && formatOptionsText(parsed.groups)).toBe(text);
  });

  it('keeps separators inside names when they are escaped', () => {
    const tricky: SavedOptionGroup[] = [
      {
        ...karakOptions[0]!,
        name: 'Hot/Cold: pick [one]',
        name_ar: '',
        item_option_choices: [
          {
            id: 'x',
            name: 'Milk + sugar; (sold out)',
            name_ar: 'حليب|سكر',
            price_delta_baisa: 50,
            sold_out: false,
            sort_order: 1,
          },
        ],
      },
    ];
    const text = formatOptionsText(draftsFrom(tricky));
    const result = inputs(text);
    expect(result).toMatchObject({
      ok: true,
      groups: [
        {
          name: 'Hot/Cold: pick [one]',
          name_ar: '',
          choices: [
            {
              name: 'Milk + sugar; (sold out)',
              name_ar: 'حليب|سكر',
              price_delta_baisa: 50,
              sold_out: false,
            },
          ],
        },
      ],
    });
  });

  it('reads what an owner types by hand: Arabic only names, no rule means choose exactly one', () => {
    expect(inputs('/ الحجم: / صغير ; / كبير + 0.5')).toEqual({
      ok: true,
      groups: [
        {
          name: '',
          name_ar: 'الحجم',
          required: true,
          min_choices: 1,
          max_choices: 1,
          choices: [
            { name: '', name_ar: 'صغير', price_delta_baisa: 0, sold_out: false },
            { name: '', name_ar: 'كبير', price_delta_baisa: 500, sold_out: false },
          ],
        },
      ],
    });
    expect(inputs('Extras [0-2]: Cream')).toMatchObject({
      groups: [{ required: false, min_choices: 0, max_choices: 2 }],
    });
    expect(inputs('')).toEqual({ ok: true, groups: [] });
  });

  it('says what is wrong with the shape, and the editor rules judge the rest', () => {
    expect(parseOptionsText('Size Small, Large')).toEqual({ ok: false, problem: 'colon' });
    expect(parseOptionsText('Size [one]: Small')).toEqual({ ok: false, problem: 'rule' });
    expect(inputs('Size [1-1]: Small +abc')).toEqual({
      ok: false,
      message: '"Small": Enter the price as a number, for example 1.500',
    });
    expect(inputs('Size [2-1]: Small; Large')).toEqual({
      ok: false,
      message: en.options.messages.minAboveMax('Size'),
    });
    expect(inputs('Size:')).toEqual({ ok: false, message: en.options.messages.noChoices('Size') });
  });
});
