import { describe, expect, it, vi } from 'vitest';
import { parseInPieces } from './menu-pieces.ts';

/** public_menu's answer as PostgreSQL writes it (spaces around colons), for `count` dishes. */
function answer(count: number): string {
  const items = Array.from({ length: count }, (_, i) => ({
    id: `item-${i}`,
    name: `Dish ${i} "special" {x} [y], z \\`,
    name_ar: `طبق ${i} ، «خاص»`,
    description: i % 3 ? null : 'Line\nbreak, quote \\" and brace }]',
    price: 1.5,
    options: i % 4 ? [] : [{ id: `g${i}`, name: 'Size', choices: [{ id: `c${i}`, name: 'L' }] }],
  }));
  const menu = {
    business: { id: 'b', name: 'Bench "Grill"', languages: ['en', 'ar'], items: ['not these'] },
    categories: [{ id: 'c', name: 'items', name_ar: 'فئة', sort_order: 1 }],
    items,
  };
  return JSON.stringify(menu, null, 0).replace(/":/g, '" : ');
}

describe('parseInPieces', () => {
  it('gives what JSON.parse gives, strings with quotes, brackets and escapes included', async () => {
    for (const count of [0, 1, 2, 7, 300]) {
      const text = answer(count);
      expect(await parseInPieces(text, 200, () => Promise.resolve())).toEqual(JSON.parse(text));
    }
  });

  it('parses the dishes a piece at a time, pausing between two, and never the whole text at once', async () => {
    const text = answer(2000);
    const parse = vi.spyOn(JSON, 'parse');
    let pauses = 0;
    try {
      const menu = (await parseInPieces(text, 16 * 1024, async () => {
        pauses++;
      })) as { items: unknown[] };
      expect(menu.items).toHaveLength(2000);
      const longest = Math.max(...parse.mock.calls.map(([input]) => String(input).length));
      expect(longest).toBeLessThan(20 * 1024);
      expect(pauses).toBeGreaterThan(text.length / (20 * 1024));
    } finally {
      parse.mockRestore();
    }
  });

  it('parses an answer without a top-level items array whole, and throws on text that is not JSON', async () => {
    expect(await parseInPieces('null')).toBeNull();
    const suspended = '{"business" : {"id" : "b", "suspended" : true}, "categories" : []}';
    expect(await parseInPieces(suspended)).toEqual(JSON.parse(suspended));
    expect(await parseInPieces('[{"items" : [1, 2]}]')).toEqual([{ items: [1, 2] }]);
    await expect(parseInPieces('{"items" : [1, 2')).rejects.toThrow(SyntaxError);
    await expect(parseInPieces('{"items" : [1, "2]}')).rejects.toThrow(SyntaxError);
  });
});
