import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QTY,
  cartCount,
  cartStorageKey,
  cartTotalBaisa,
  clearCart,
  emptyCart,
  lineTotalBaisa,
  serializeCart,
  type Cart,
  type CartItem,
} from './cart.ts';
import { deserializeCart, reconcileCart } from './cart-restore.ts';
import { addItem, decrementItem, removeLine } from './cart-edit.ts';
import { baisaFromNumber, formatOmr } from './money.ts';

const karak: CartItem = { itemId: 'i-karak', name: 'Karak Tea', priceBaisa: 400 };
const shawarma: CartItem = { itemId: 'i-shawarma', name: 'Chicken Shawarma', priceBaisa: 1200 };
const luqaimat: CartItem = { itemId: 'i-luqaimat', name: 'لقيمات 🍯', priceBaisa: 750 };

function cartOf(...items: CartItem[]): Cart {
  return items.reduce(addItem, emptyCart);
}

describe('adding and removing', () => {
  it('adds a new item as a line with qty 1', () => {
    expect(addItem(emptyCart, karak)).toEqual({ lines: [{ ...karak, qty: 1 }] });
  });

  it('increments an item already in the cart instead of adding a second line', () => {
    const cart = cartOf(karak, shawarma, karak);
    expect(cart.lines).toEqual([
      { ...karak, qty: 2 },
      { ...shawarma, qty: 1 },
    ]);
  });

  it('takes the current name and price when the same item is added again', () => {
    const cart = addItem(cartOf(karak), { ...karak, name: 'Karak Chai', priceBaisa: 450 });
    expect(cart.lines).toEqual([
      { itemId: 'i-karak', name: 'Karak Chai', priceBaisa: 450, qty: 2 },
    ]);
  });

  it('never exceeds the largest quantity', () => {
    let cart = emptyCart;
    for (let i = 0; i < MAX_LINE_QTY + 5; i++) cart = addItem(cart, karak);
    expect(cart.lines[0]?.qty).toBe(MAX_LINE_QTY);
  });

  it('does not change the cart it was given', () => {
    const before = cartOf(karak);
    const snapshot = structuredClone(before);
    addItem(before, karak);
    addItem(before, shawarma);
    decrementItem(before, karak.itemId);
    removeLine(before, karak.itemId);
    expect(before).toEqual(snapshot);
  });

  it('decrements a line and removes it at zero', () => {
    const two = cartOf(karak, karak, shawarma);
    const one = decrementItem(two, karak.itemId);
    expect(one.lines).toEqual([
      { ...karak, qty: 1 },
      { ...shawarma, qty: 1 },
    ]);
    expect(decrementItem(one, karak.itemId).lines).toEqual([{ ...shawarma, qty: 1 }]);
  });

  it('leaves the cart alone when decrementing or removing an item that is not in it', () => {
    const cart = cartOf(karak);
    expect(decrementItem(cart, 'nope')).toBe(cart);
    expect(removeLine(cart, 'nope')).toBe(cart);
  });

  it('removes a whole line whatever its quantity', () => {
    const cart = cartOf(karak, karak, karak, shawarma);
    expect(removeLine(cart, karak.itemId).lines).toEqual([{ ...shawarma, qty: 1 }]);
  });

  it('clears everything', () => {
    expect(clearCart()).toEqual({ lines: [] });
  });
});

describe('count and total', () => {
  it('counts quantities, not lines', () => {
    expect(cartCount(emptyCart)).toBe(0);
    expect(cartCount(cartOf(karak, karak, shawarma))).toBe(3);
  });

  it('totals qty x unit price in baisa', () => {
    const cart = cartOf(karak, karak, shawarma);
    expect(cartTotalBaisa(cart)).toBe(2000);
    expect(formatOmr(cartTotalBaisa(cart))).toBe('2.000 OMR');
    expect(cart.lines.map(lineTotalBaisa)).toEqual([800, 1200]);
  });

  it('totals 0.1 + 0.2 OMR as exactly 0.300 OMR', () => {
    const cart = cartOf(
      { itemId: 'a', name: 'A', priceBaisa: baisaFromNumber(0.1) },
      { itemId: 'b', name: 'B', priceBaisa: baisaFromNumber(0.2) },
    );
    expect(formatOmr(cartTotalBaisa(cart))).toBe('0.300 OMR');
  });

  it('stays exact over many lines of 0.1', () => {
    let cart = emptyCart;
    for (let i = 0; i < 10; i++) {
      cart = addItem(cart, { itemId: `x${i}`, name: 'x', priceBaisa: baisaFromNumber(0.1) });
    }
    expect(formatOmr(cartTotalBaisa(cart))).toBe('1.000 OMR');
  });
});

describe('storage', () => {
  it('uses one key per business slug', () => {
    expect(cartStorageKey('democafe')).toBe('qr-menu:cart:democafe');
  });

  it('round-trips a cart, Arabic and emoji names included', () => {
    const cart = cartOf(karak, luqaimat, luqaimat);
    expect(deserializeCart(serializeCart(cart))).toEqual(cart);
  });

  it.each([null, undefined, '', 'not json', '{', '[]', '42', 'null', '"text"', '{"lines":"x"}'])(
    'reads the unreadable %j as an empty cart',
    (json) => {
      expect(deserializeCart(json)).toEqual(emptyCart);
    },
  );

  it('ignores carts written by another storage version', () => {
    const json = JSON.stringify({ v: 99, lines: [{ ...karak, qty: 1 }] });
    expect(deserializeCart(json)).toEqual(emptyCart);
  });

  it('drops malformed lines and keeps the good ones', () => {
    const json = JSON.stringify({
      v: 1,
      lines: [
        { ...karak, qty: 2 },
        null,
        'line',
        { ...shawarma, qty: 0 },
        { ...shawarma, qty: -1 },
        { ...shawarma, qty: 1.5 },
        { ...shawarma, qty: '2' },
        { ...shawarma, priceBaisa: -5, qty: 1 },
        { ...shawarma, priceBaisa: 1.2, qty: 1 },
        { ...shawarma, priceBaisa: '1200', qty: 1 },
        { ...shawarma, itemId: '', qty: 1 },
        { ...shawarma, itemId: 7, qty: 1 },
        { ...shawarma, name: null, qty: 1 },
        { itemId: 'x' },
        { ...luqaimat, qty: 1, extra: 'ignored' },
      ],
    });
    expect(deserializeCart(json)).toEqual({
      lines: [
        { ...karak, qty: 2 },
        { ...luqaimat, qty: 1 },
      ],
    });
  });

  it('merges duplicate lines and caps absurd quantities', () => {
    const json = JSON.stringify({
      v: 1,
      lines: [
        { ...karak, qty: 2 },
        { ...karak, qty: 3 },
        { ...shawarma, qty: 1e9 },
      ],
    });
    expect(deserializeCart(json)).toEqual({
      lines: [
        { ...karak, qty: 5 },
        { ...shawarma, qty: MAX_LINE_QTY },
      ],
    });
  });
});

describe('reconcileCart', () => {
  it('returns the same cart when the menu still matches', () => {
    const cart = cartOf(karak, shawarma);
    const result = reconcileCart(cart, [shawarma, karak, luqaimat]);
    expect(result).toEqual({ cart, changed: false, removed: [], soldOut: [], updated: [] });
    expect(result.cart).toBe(cart);
  });

  it('drops lines whose item no longer exists', () => {
    const cart = cartOf(karak, shawarma, shawarma);
    const result = reconcileCart(cart, [karak]);
    expect(result.cart.lines).toEqual([{ ...karak, qty: 1 }]);
    expect(result.changed).toBe(true);
    expect(result.removed).toEqual([{ ...shawarma, qty: 2 }]);
    expect(result.updated).toEqual([]);
  });

  it('re-prices and renames changed items so the total is never stale', () => {
    const cart = cartOf(karak, karak, shawarma);
    const result = reconcileCart(cart, [
      { ...karak, priceBaisa: 500 },
      { ...shawarma, name: 'Shawarma Plate' },
    ]);
    expect(result.cart.lines).toEqual([
      { ...karak, priceBaisa: 500, qty: 2 },
      { ...shawarma, name: 'Shawarma Plate', qty: 1 },
    ]);
    expect(cartTotalBaisa(result.cart)).toBe(2200);
    expect(result.changed).toBe(true);
    expect(result.updated).toEqual(result.cart.lines);
    expect(result.removed).toEqual([]);
  });

  it('empties the cart when the menu is empty', () => {
    const result = reconcileCart(cartOf(karak), []);
    expect(result.cart).toEqual(emptyCart);
    expect(result.changed).toBe(true);
  });

  it('reports no change for an empty cart', () => {
    expect(reconcileCart(emptyCart, [karak])).toEqual({
      cart: emptyCart,
      changed: false,
      removed: [],
      soldOut: [],
      updated: [],
    });
  });
});

describe('chosen options', () => {
  const large: Cart = {
    lines: [
      {
        ...karak,
        qty: 2,
        options: [
          { choiceId: 'large', name: 'Large', priceBaisa: 100 },
          { choiceId: 'ginger', name: 'Extra ginger', priceBaisa: 100 },
        ],
      },
    ],
  };

  it('adds the option prices to the unit price of the line', () => {
    expect(lineTotalBaisa(large.lines[0]!)).toBe(1200);
    expect(cartTotalBaisa(large)).toBe(1200);
  });

  it('keeps the options through storage, and drops a line whose options cannot be read', () => {
    expect(deserializeCart(serializeCart(large))).toEqual(large);
    const broken = JSON.stringify({
      v: 1,
      lines: [
        { ...karak, qty: 1, options: [{ choiceId: 'large', name: 'Large', priceBaisa: -5 }] },
        { ...shawarma, qty: 1, options: 'Large' },
        { ...luqaimat, qty: 1 },
      ],
    });
    expect(deserializeCart(broken).lines.map((l) => l.itemId)).toEqual([luqaimat.itemId]);
  });
});
