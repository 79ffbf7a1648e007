import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import { sampleCategories, sampleItems } from '../components/fixtures.ts';
import { readCsv, writeCsv } from './csv-file.ts';
import { rowProblemText } from './import-messages.ts';
import { keepOptionIds, planImport, type PlanInput } from './import-plan.ts';
import type { RowProblem } from './import-rows.ts';
import { exportTable } from './menu-csv.ts';

// Stored images have web addresses (the stories' fixtures use data: pictures).
const items = sampleItems.map((item) => ({
  ...item,
  image_url: item.image_url && `https://cdn.example/${item.id}.webp`,
}));

const HEADER = 'category;category_ar;name;name_ar;price;options;sold_out;hidden';

function plan(csv: string, overrides: Partial<PlanInput> = {}) {
  return planImport({
    table: readCsv(csv),
    items,
    categories: sampleCategories,
    primary: 'en',
    optionMessages: en.options.messages,
    ...overrides,
  });
}

describe('planImport', () => {
  it('finds nothing to change when the export is imported again', () => {
    const csv = writeCsv(exportTable(items, sampleCategories));
    expect(plan(csv)).toEqual({
      ok: true,
      plan: { creates: [], updates: [], unchanged: 4, newCategories: [], problems: [] },
    });
  });

  it('creates new items, updates matches (by category and name, any case) and lists new categories', () => {
    const csv = [
      HEADER,
      'Hot drinks;;karak tea;شاي كرك;0.250;;no;no',
      'Cold drinks;مشروبات باردة;Lemon Mint;ليمون نعناع;1,2;;yes;no',
      'Grill;;Kebab;;3;;;',
    ].join('\n');
    const result = plan(csv);
    if (!result.ok) throw new Error(result.problem);
    expect(result.plan.creates.map((c) => [c.row, c.label, c.item.price, c.item.sold_out])).toEqual(
      [
        [3, 'Lemon Mint', 1.2, true],
        [4, 'Kebab', 3, false],
      ],
    );
    expect(result.plan.newCategories).toEqual(['Cold drinks']);
    const [update] = result.plan.updates;
    expect(update).toMatchObject({
      row: 2,
      label: 'karak tea',
      item: { id: 'item-karak', price: 0.25 },
    });
    // Its options cell was empty, so the update removes them; a kept image is not sent.
    expect(update!.item.options).toEqual([]);
    expect(update!.item.image_url).toBeNull();
  });

  it('leaves out rows with problems, row numbers as the spreadsheet shows them', () => {
    const csv = [
      HEADER,
      'Sweets;;Cake;;1.5;;;',
      '',
      'Sweets;;Pie;;one rial;;;',
      'Sweets;;;كعكة;1;;;',
      ';حلويات;Tart;;1;;;',
      'Sweets;;Jelly;;1;;maybe;',
      'Sweets;;Flan;;1;Size Small;;',
      'Sweets;;Tart2;;1;Size [1-1]: Small +x;;',
      'Sweets;;CAKE;;2;;;',
    ].join('\r\n');
    const result = plan(csv);
    if (!result.ok) throw new Error(result.problem);
    expect(result.plan.creates.map((c) => c.label)).toEqual(['Cake']);
    expect(result.plan.problems).toEqual<RowProblem[]>([
      { row: 4, code: 'price' },
      { row: 5, code: 'name' },
      { row: 6, code: 'category-name' },
      { row: 7, code: 'flag', column: 'sold_out' },
      { row: 8, code: 'options-shape' },
      {
        row: 9,
        code: 'options',
        detail: '"Small": Enter the price as a number, for example 1.500',
      },
      { row: 10, code: 'duplicate', firstRow: 2 },
    ]);
  });

  it('reads the optional badges and calories columns, and keeps them when absent', () => {
    const header = 'category,name,price,options,badges,calories';
    const result = plan(
      [
        header,
        'Hot drinks,Karak Tea,0.200,"Size [1-1]: Small; Large +0.300 | Extras [0-3]: Extra ginger +0.100 (sold out)","popular, vegetarian",90',
        'Sweets,Cake,1,,spicy sour,',
        'Sweets,Pie,1,,,-5',
      ].join('\n'),
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.plan.updates.map((u) => [u.item.badges, u.item.calories])).toEqual([
      [['popular', 'vegetarian'], 90],
    ]);
    expect(result.plan.problems).toEqual([
      { row: 3, code: 'badges' },
      { row: 4, code: 'calories' },
    ]);
  });

  it('keeps what a matched item has in the columns the file leaves out', () => {
    const result = plan(
      'category,name,price\nHot drinks,Karak Tea,0.250\nSweets,Omani Halwa,1.500',
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.plan.unchanged).toBe(1);
    const [karak] = result.plan.updates;
    expect(karak!.item).toMatchObject({
      name_ar: 'شاي كرك',
      description: 'Strong tea with cardamom and evaporated milk',
      price: 0.25,
      // Options, image, badges and calories are not sent, so the database keeps them.
      options: null,
      image_url: null,
    });
    expect('badges' in karak!.item || 'calories' in karak!.item).toBe(false);
  });

  it('matches Arabic-primary menus by their Arabic names', () => {
    const arabic = items.map((item) => ({ ...item, name: '' }));
    const result = plan(`${HEADER}\nX;مشروبات ساخنة;;شاي كرك;0.2;;no;no`, {
      items: arabic,
      primary: 'ar',
    });
    expect(result.ok && result.plan.updates.map((u) => u.item.id)).toEqual(['item-karak']);
  });

  it('refuses a file without the needed columns or without rows', () => {
    expect(plan('nom;prix\nThé;1')).toEqual({ ok: false, problem: 'columns' });
    expect(plan(`${HEADER}\n\n`)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('keepOptionIds', () => {
  it('reuses the ids of same-named groups and choices so carts stay valid', () => {
    const [karak] = sampleItems;
    const kept = keepOptionIds(
      [
        {
          name: 'size',
          name_ar: 'الحجم',
          required: true,
          min_choices: 1,
          max_choices: 1,
          choices: [
            { name: 'Large', name_ar: 'كبير', price_delta_baisa: 400, sold_out: false },
            { name: 'Huge', name_ar: '', price_delta_baisa: 900, sold_out: false },
          ],
        },
      ],
      karak!.option_groups,
    );
    expect(kept[0]!.id).toBe('grp-size');
    expect(kept[0]!.choices.map((c) => c.id)).toEqual(['ch-large', undefined]);
  });
});

describe('row problems in words', () => {
  const problems: RowProblem[] = [
    { row: 7, code: 'price' },
    { row: 7, code: 'name' },
    { row: 7, code: 'category-name' },
    { row: 7, code: 'flag', column: 'hidden' },
    { row: 7, code: 'image' },
    { row: 7, code: 'options-shape' },
    { row: 7, code: 'options', detail: 'x' },
    { row: 7, code: 'duplicate', firstRow: 3 },
    { row: 7, code: 'badges' },
    { row: 7, code: 'calories' },
  ];

  it('names the row in both languages', () => {
    expect(rowProblemText(problems[0]!, en.menuImport, 'en')).toBe(
      'Row 7: price must be a number like 1.500',
    );
    expect(rowProblemText(problems[0]!, ar.menuImport, 'en')).toBe(
      'الصف 7: يجب أن يكون السعر رقما مثل 1.500',
    );
    expect(rowProblemText(problems[1]!, en.menuImport, 'ar')).toBe(
      'Row 7: the item needs a name in Arabic',
    );
    for (const problem of problems) {
      expect(rowProblemText(problem, en.menuImport, 'en')).toMatch(/^Row 7: /);
      expect(rowProblemText(problem, ar.menuImport, 'en')).toMatch(/^الصف 7: /);
    }
  });
});
