import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartLineKey,
  cartTotalBaisa,
  emptyCart,
  itemQty,
  lineKey,
  lineTotalBaisa,
  serializeCart,
  unitPriceBaisa,
  type CartItem,
} from './cart.ts';
import { deserializeCart, reconcileCart } from './cart-restore.ts';
import { addItem, addLine, decrementItem, incrementLine } from './cart-edit.ts';
import {
  chosenOptions,
  recheckLine,
  recheckOptions,
  selectionProblems,
  toggleChoice,
  type OptionGroup,
} from './item-options.ts';
import { isBadge } from './badges.ts';

const size: OptionGroup = {
  id: 'g-size',
  name: 'Size',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: 'c-small', name: 'Small', priceBaisa: 0, soldOut: false },
    { id: 'c-large', name: 'Large', priceBaisa: 300, soldOut: false },
  ],
};
const extras: OptionGroup = {
  id: 'g-extras',
  name: 'Extras',
  required: false,
  min: 0,
  max: 2,
  choices: [
    { id: 'c-ginger', name: 'Extra ginger', priceBaisa: 100, soldOut: false },
    { id: 'c-milk', name: 'Oat milk', priceBaisa: 150, soldOut: false },
    { id: 'c-honey', name: 'Honey', priceBaisa: 50, soldOut: true },
  ],
};
const karak: CartItem = {
  itemId: 'karak',
  name: 'Karak Tea',
  priceBaisa: 200,
  optionGroups: [size, extras],
};

describe('choosing options', () => {
  it('asks for a required group first and accepts a complete choice', () => {
    expect(selectionProblems([size, extras], {})).toEqual([{ kind: 'missing', group: size }]);
    const chosen = toggleChoice({}, size, 'c-large');
    expect(selectionProblems([size, extras], chosen)).toEqual([]);
  });

  it('replaces a radio choice, keeps a required one ticked and stops at the maximum', () => {
    let s = toggleChoice({}, size, 'c-small');
    s = toggleChoice(s, size, 'c-large');
    expect(s[size.id]).toEqual(['c-large']);
    expect(toggleChoice(s, size, 'c-large')).toBe(s);
    s = toggleChoice(s, extras, 'c-ginger');
    s = toggleChoice(s, extras, 'c-milk');
    expect(toggleChoice(s, extras, 'c-honey')).toBe(s);
    expect(toggleChoice(s, extras, 'c-ginger')[extras.id]).toEqual(['c-milk']);
  });

  it('refuses a sold-out choice', () => {
    const s = toggleChoice(toggleChoice({}, size, 'c-small'), extras, 'c-honey');
    expect(selectionProblems([size, extras], s)).toEqual([{ kind: 'unavailable', group: extras }]);
  });

  it("lists chosen options in the owner's order, whatever order they were ticked in", () => {
    let s = toggleChoice({}, extras, 'c-milk');
    s = toggleChoice(s, extras, 'c-ginger');
    s = toggleChoice(s, size, 'c-large');
    expect(chosenOptions([size, extras], s).map((o) => o.name)).toEqual([
      'Large',
      'Extra ginger',
      'Oat milk',
    ]);
  });

  it('prices one as the item plus its options', () => {
    const options = chosenOptions([size, extras], {
      'g-size': ['c-large'],
      'g-extras': ['c-ginger'],
    });
    expect(unitPriceBaisa(200, options)).toBe(600);
    expect(unitPriceBaisa(200)).toBe(200);
  });

  it('knows the badge set', () => {
    expect(isBadge('spicy')).toBe(true);
    expect(isBadge('hot')).toBe(false);
  });
});

describe('cart lines with options', () => {
  const large = chosenOptions([size, extras], { 'g-size': ['c-large'], 'g-extras': ['c-ginger'] });
  const small = chosenOptions([size], { 'g-size': ['c-small'] });

  it('keeps one line per item and combination of choices', () => {
    let cart = addLine(emptyCart, karak, large, 2);
    cart = addLine(cart, karak, small, 1);
    cart = addLine(cart, karak, large, 1);
    expect(cart.lines.map((l) => [cartLineKey(l), l.qty])).toEqual([
      ['karak|c-large,c-ginger', 3],
      ['karak|c-small', 1],
    ]);
    expect(itemQty(cart, 'karak')).toBe(4);
    expect(cartCount(cart)).toBe(4);
    // 3 x (0.200 + 0.300 + 0.100) + 1 x 0.200
    expect(cartTotalBaisa(cart)).toBe(2000);
    expect(lineTotalBaisa(cart.lines[0]!)).toBe(1800);
  });

  it('plus and minus act on exactly one combination', () => {
    let cart = addLine(addLine(emptyCart, karak, large, 1), karak, small, 1);
    cart = incrementLine(cart, lineKey('karak', small));
    cart = decrementItem(cart, lineKey('karak', large));
    expect(cart.lines.map((l) => [l.options?.[0]?.name, l.qty])).toEqual([['Small', 2]]);
  });

  it('survives a reload with its options', () => {
    const cart = addLine(emptyCart, karak, large, 2);
    expect(deserializeCart(serializeCart(cart))).toEqual(cart);
    const tampered = serializeCart(cart).replace('"priceBaisa":300', '"priceBaisa":-300');
    expect(deserializeCart(tampered)).toEqual(emptyCart);
  });

  it('keeps stored options as they are until the option rules are there to check them', () => {
    const cart = addLine(emptyCart, karak, large, 1);
    const gingerGone: CartItem = { ...karak, optionGroups: [size, { ...extras, choices: [] }] };
    expect(reconcileCart(cart, [gingerGone]).cart).toBe(cart);
    expect(reconcileCart(cart, [{ ...karak, soldOut: true }]).soldOut).toHaveLength(1);
  });

  it('re-checks restored options against the fresh menu', () => {
    const cart = addLine(addLine(emptyCart, karak, large, 1), karak, small, 1);
    const repriced: CartItem = {
      ...karak,
      optionGroups: [
        { ...size, choices: [size.choices[0]!, { ...size.choices[1]!, priceBaisa: 400 }] },
        extras,
      ],
    };
    const result = reconcileCart(cart, [repriced], recheckLine);
    expect(result.updated.map((l) => lineTotalBaisa(l))).toEqual([700]);
    expect(result.removed).toEqual([]);

    const gingerGone: CartItem = { ...karak, optionGroups: [size, { ...extras, choices: [] }] };
    expect(reconcileCart(cart, [gingerGone], recheckLine).removed.map(cartLineKey)).toEqual([
      'karak|c-large,c-ginger',
    ]);

    const largeSoldOut: CartItem = {
      ...karak,
      optionGroups: [
        { ...size, choices: [size.choices[0]!, { ...size.choices[1]!, soldOut: true }] },
        extras,
      ],
    };
    const soldOut = reconcileCart(cart, [largeSoldOut], recheckLine);
    expect(soldOut.soldOut.map(cartLineKey)).toEqual(['karak|c-large,c-ginger']);
    expect(soldOut.cart.lines.map(cartLineKey)).toEqual(['karak|c-small']);

    const itemSoldOut = reconcileCart(cart, [{ ...karak, soldOut: true }], recheckLine);
    expect(itemSoldOut.soldOut).toHaveLength(2);
    expect(itemSoldOut.cart.lines).toEqual([]);
  });

  it('drops a restored line when its item gained a required group it has no choice in', () => {
    const plain: CartItem = { itemId: 'karak', name: 'Karak Tea', priceBaisa: 200 };
    const cart = addItem(emptyCart, plain);
    expect(reconcileCart(cart, [karak], recheckLine).cart.lines).toEqual([]);
    expect(recheckOptions([size], [])).toBeNull();
    expect(recheckOptions([extras], [])).toEqual([]);
  });
});
