import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart, type CartItem, type CartLine } from './cart.ts';
import { reviewRestoredCart } from './cart-review.ts';
import { recheckLine, type OptionGroup } from './item-options.ts';
import { formatOmr } from './money.ts';

const size: OptionGroup = {
  id: 'g-size',
  name: 'Size',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: 'c-small', name: 'Small', priceBaisa: 0, soldOut: false },
    { id: 'c-large', name: 'Large', priceBaisa: 100, soldOut: false },
  ],
};
const karak: CartItem = { itemId: 'i-karak', name: 'Karak Tea', priceBaisa: 500 };
const kahwa: CartItem = { itemId: 'i-kahwa', name: 'Omani Kahwa', priceBaisa: 500 };
const shawarma: CartItem = { itemId: 'i-shawarma', name: 'Chicken Shawarma', priceBaisa: 1200 };

const line = (item: CartItem, qty: number, extra: Partial<CartLine> = {}): CartLine => ({
  itemId: item.itemId,
  name: item.name,
  priceBaisa: item.priceBaisa,
  qty,
  ...extra,
});

describe('reviewRestoredCart', () => {
  it('tells nothing and keeps the very same cart when the menu still matches', () => {
    const stored: Cart = { lines: [line(karak, 2), line(kahwa, 1)] };
    const review = reviewRestoredCart(stored, [karak, kahwa]);
    expect(review.changes).toEqual([]);
    expect(review.cart).toBe(stored);
    expect(reviewRestoredCart(emptyCart, [])).toEqual({ cart: emptyCart, changes: [] });
  });

  it('tells a price change from 0.500 to 0.650 and totals the cart at the new price', () => {
    const stored: Cart = { lines: [line(karak, 2)] };
    const review = reviewRestoredCart(stored, [{ ...karak, priceBaisa: 650 }]);
    expect(review.changes).toEqual([
      { kind: 'price', line: line(karak, 2, { priceBaisa: 650 }), fromBaisa: 500, toBaisa: 650 },
    ]);
    const [change] = review.changes;
    expect(
      change?.kind === 'price' && [formatOmr(change.fromBaisa), formatOmr(change.toBaisa)],
    ).toEqual(['0.500 OMR', '0.650 OMR']);
    expect(review.cart.lines).toEqual([line(karak, 2, { priceBaisa: 650 })]);
  });

  it('tells every change line by line, in the order of the stored cart', () => {
    const stored: Cart = {
      lines: [
        line(shawarma, 1),
        line(karak, 1),
        line(kahwa, 3),
        line({ ...karak, itemId: 'i-x' }, 1),
      ],
    };
    const review = reviewRestoredCart(stored, [
      { ...shawarma, soldOut: true },
      { ...karak, priceBaisa: 450 },
      kahwa,
      // i-x is no longer on the menu (deleted, or hidden by the owner).
    ]);
    expect(review.changes.map((c) => [c.kind, c.line.itemId])).toEqual([
      ['sold-out', 'i-shawarma'],
      ['price', 'i-karak'],
      ['gone', 'i-x'],
    ]);
    expect(review.cart.lines.map((l) => [l.itemId, l.qty, l.priceBaisa])).toEqual([
      ['i-karak', 1, 450],
      ['i-kahwa', 3, 500],
    ]);
  });

  it('names a dish taken out as the menu names it now, and a dish gone as it was stored', () => {
    const stored: Cart = { lines: [line(shawarma, 1), line(kahwa, 1)] };
    const review = reviewRestoredCart(stored, [
      { ...shawarma, name: 'شاورما دجاج', soldOut: true },
    ]);
    expect(review.changes).toEqual([
      { kind: 'sold-out', line: { ...line(shawarma, 1), name: 'شاورما دجاج' } },
      { kind: 'gone', line: line(kahwa, 1) },
    ]);
  });

  it('does not tell a new name alone (the menu in the other language)', () => {
    const stored: Cart = { lines: [line(karak, 1)] };
    const review = reviewRestoredCart(stored, [{ ...karak, name: 'كرك' }]);
    expect(review.changes).toEqual([]);
    expect(review.cart.lines[0]?.name).toBe('كرك');
  });

  describe('with the option rules', () => {
    const large = { choiceId: 'c-large', name: 'Large', priceBaisa: 100 };
    const withSizes = (groups: OptionGroup[] = [size]): CartItem => ({
      ...karak,
      optionGroups: groups,
    });

    it("tells a changed option price as the line's unit price", () => {
      const stored: Cart = { lines: [line(karak, 1, { options: [large] })] };
      const dearer: OptionGroup = {
        ...size,
        choices: [size.choices[0]!, { ...size.choices[1]!, priceBaisa: 250 }],
      };
      const review = reviewRestoredCart(stored, [withSizes([dearer])], recheckLine);
      expect(review.changes).toEqual([
        {
          kind: 'price',
          line: line(karak, 1, { options: [{ ...large, priceBaisa: 250 }] }),
          fromBaisa: 600,
          toBaisa: 750,
        },
      ]);
    });

    it('tells a sold-out choice as sold out, and vanished choices as choices no longer offered', () => {
      const stored: Cart = { lines: [line(karak, 1, { options: [large] })] };
      const soldOutLarge: OptionGroup = {
        ...size,
        choices: [size.choices[0]!, { ...size.choices[1]!, soldOut: true }],
      };
      expect(reviewRestoredCart(stored, [withSizes([soldOutLarge])], recheckLine).changes).toEqual([
        { kind: 'sold-out', line: stored.lines[0] },
      ]);
      const onlySmall: OptionGroup = { ...size, choices: [size.choices[0]!] };
      const review = reviewRestoredCart(stored, [withSizes([onlySmall])], recheckLine);
      expect(review.changes).toEqual([{ kind: 'choices', line: stored.lines[0] }]);
      expect(review.cart.lines).toEqual([]);
    });
  });
});
